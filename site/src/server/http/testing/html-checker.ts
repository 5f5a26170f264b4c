// The Nu HTML Checker (npm `vnu-jar`) run with the machine's Java (Debian's
// default-jre-headless; scripts/quickstart.mjs installs it when `java` is missing).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build',
  'dist',
  'vnu.jar',
);

export type HtmlMessage = { page: string; type: string; message: string; line?: number; extract?: string };

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/**
 * Checks each document (name → HTML) in one run of the checker and returns its errors
 * (warnings are left out), each with the name of its document.
 */
export async function checkHtml(documents: ReadonlyMap<string, string>): Promise<HtmlMessage[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bimbel-vnu-'));
  try {
    const names = new Map<string, string>();
    let index = 0;
    for (const [name, html] of documents) {
      const file = `page-${index++}.html`;
      writeFileSync(path.join(dir, file), html);
      names.set(file, name);
    }
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        [
          '-jar',
          VNU_JAR,
          '--format',
          'json',
          '--errors-only',
          ...[...names.keys()].map((file) => path.join(dir, file)),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          // Exit status 1 only says there were errors; the JSON report is on stderr either way.
          if (error && !stderr.trimStart().startsWith('{')) {
            reject(
              new Error(
                `java -jar vnu.jar failed (is Java installed? \`npm test\` installs it): ${error.message}\n${stderr}`,
              ),
            );
          } else resolve(stderr);
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({
        // vnu names each document by its file URL.
        page: names.get(path.basename(message.url ?? '')) ?? message.url ?? '?',
        type: message.subType ?? message.type,
        message: message.message,
        line: message.lastLine,
        extract: message.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { spawn } from 'node:child_process';

/**
 * Runs one of the pipeline's tools (espeak-ng, ffmpeg) with `input` on its stdin; resolves to
 * its stdout, rejects with the end of its stderr when it fails.
 */
export function runTool(command: string, args: readonly string[], input?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(
            new Error(
              `${command} ${args.slice(0, 6).join(' ')} → ${code}: ${Buffer.concat(err).toString().slice(-800)}`,
            ),
          ),
    );
    child.stdin.end(input ?? '');
  });
}

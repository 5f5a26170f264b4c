import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULE = path.join(import.meta.dirname, 'demo-auth-secret.ts');

/** One process that reads or creates the folder's secret and prints it. */
function secretFromAnotherProcess(dataDir: string): Promise<string> {
  const script = `import { readOrCreateDemoAuthSecret } from ${JSON.stringify(MODULE)};
console.log(readOrCreateDemoAuthSecret(${JSON.stringify(dataDir)}));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err))));
  });
}

describe('the demo secret of a data folder', () => {
  it('is the same for processes starting at once on a new folder, and leaves no stray file', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'bimbel-secret-race-')), 'data');
    const secrets = await Promise.all(Array.from({ length: 6 }, () => secretFromAnotherProcess(dataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(readdirSync(dataDir)).toEqual(['auth-secret']);
  }, 60_000);
});

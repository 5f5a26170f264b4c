// The production build started as `npm start` serves it, for the tests that read the built site
// (built-server.test.ts, site-crawl.test.ts). `pnpm check` builds before vitest.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const siteDir = path.resolve(import.meta.dirname, '../../../..');
const serveScript = path.join(siteDir, 'scripts', 'serve.mjs');

export type Started = {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
};

/** Starts `scripts/serve.mjs` in demo mode on 127.0.0.1 with `env` on top; does not wait. */
export function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [serveScript], {
    env: { ...process.env, APP_ENV: 'demo', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function assertBuilt() {
  if (!existsSync(path.join(siteDir, 'dist', 'serve-node.js'))) {
    throw new Error('No build: run `pnpm build` before these tests (`pnpm check` does).');
  }
}

/**
 * The build served on a free port with a fresh embedded database, its public origin being its own
 * address (so canonical URLs and sitemaps point back at it). `stop` ends it and removes the data.
 */
export async function serveBuild(env: Record<string, string> = {}) {
  assertBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bimbel-serve-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: base, ...env });
  await waitFor(() => server.output().includes('Bimbel siap'), 'the server to say it is ready', 90_000);
  return {
    base,
    server,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

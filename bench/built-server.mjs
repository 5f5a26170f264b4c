import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CookieJar } from 'tough-cookie';

// Built-server bench support: the BUILT site (`pnpm build`) started on a free port of 127.0.0.1
// with a fresh embedded PGlite database in demo mode, waited for until /healthz answers 200, and
// stopped (SIGTERM, SIGKILL after 15 s) with its data folder removed; and a login through the OTP
// auth API with a tough-cookie jar (the HttpOnly cookies, as a browser keeps them).

export const root = path.resolve(import.meta.dirname, '..');
export const serveScript = path.join(root, 'site', 'scripts', 'serve.mjs');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exits 1 with a hint when there is no build (site/dist/serve-node.js). */
export function requireBuild() {
  if (!existsSync(path.join(root, 'site', 'dist', 'serve-node.js'))) {
    console.error('No build found (site/dist/serve-node.js). Run `pnpm build` first.');
    process.exit(1);
  }
}

/** A TCP port of 127.0.0.1 that nothing listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the built server and waits until GET /healthz answers 200 (every `pollMs`, `readyTimeoutMs`
 * at most); throws with the tail of its stderr if it exits or is not ready in time (it is stopped
 * then). `env` is added to (and may override, or with `undefined` drop) the demo environment:
 * APP_ENV=demo, DATA_DIR (a new temporary folder), DATABASE_URL='' (PGlite), PORT, HOST and
 * PUBLIC_ORIGIN. `onStdout(chunk)` receives the server's stdout (its log lines), from the start.
 *
 * @example
 * const server = await startBuiltServer({ name: 'leads', env: { LOG_LEVEL: 'warn' } });
 * try { await fetch(`${server.origin}/`); } finally { await server.stop(); }
 */
export async function startBuiltServer({
  name,
  env = {},
  nodeArgs = [],
  onStdout,
  readyTimeoutMs = 90_000,
  pollMs = 200,
} = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `bimbel-bench-${name}-`));
  const child = spawn(process.execPath, [...nodeArgs, serveScript], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'demo',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      ...env,
    },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  if (onStdout) child.stdout.on('data', onStdout);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) child.kill('SIGKILL');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    })());
  const server = { port, origin, dataDir, child, stop, stderr: () => stderr };
  try {
    for (const deadline = Date.now() + readyTimeoutMs; ; await sleep(pollMs)) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`server not ready after ${readyTimeoutMs / 1000} s:\n${stderr}`);
      const ready = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return server;
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Logs a demo number in through the auth API (POST /api/auth/otp/request, then /verify with the
 * fixed demo code); `jar` then holds the session cookies. Answers `{ jar, data }`, `data` being
 * the verify answer's `data` (primary_user, student_users, …).
 */
export async function logInWithOtp(origin, { phone, code, jar = new CookieJar() }) {
  const post = async (pathname, body) => {
    const url = origin + pathname;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        origin,
        cookie: await jar.getCookieString(url),
      },
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) await jar.setCookie(line, url);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}: ${text}`);
    return JSON.parse(text).data;
  };
  const { challenge_id } = await post('/api/auth/otp/request', { phone_number: phone });
  const data = await post('/api/auth/otp/verify', { challenge_id, code });
  return { jar, data };
}

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the production build exactly as `npm start` serves it. `pnpm check` builds before vitest.
const siteDir = path.resolve(import.meta.dirname, '../../..');
const serveScript = path.join(siteDir, 'scripts', 'serve.mjs');

type Started = {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
};

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [serveScript], {
    env: { ...process.env, APP_ENV: 'demo', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the built server', () => {
  let dataDir: string;
  let port: number;
  let server: Started;
  let base: string;

  beforeAll(async () => {
    if (!existsSync(path.join(siteDir, 'dist', 'serve-node.js'))) {
      throw new Error('No build: run `pnpm build` before these tests (`pnpm check` does).');
    }
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bimbel-serve-'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(() => server.output().includes('Bimbel siap'), 'the server to say it is ready');
  }, 90_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the URL it serves', () => {
    expect(server.output()).toContain(`http://localhost:${port}/`);
  });

  it('says plainly that it runs in demo mode, with a secret of its own in the data folder (0600)', () => {
    expect(server.output()).toMatch(
      /^ {2}DEMO MODE \(APP_ENV=demo\), not for real users: .*auth secret generated in /m,
    );
    const file = path.join(dataDir, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  });

  it('serves the home page in Indonesian, rendered on the server', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="id"');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Belajar Matematika jadi lebih gampang');
  });

  it('answers the health check after migrating the embedded database', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('echoes a request id, or makes one', async () => {
    const echoed = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const made = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends baseline security headers on pages and files', async () => {
    for (const pathname of ['/', '/favicon.svg', '/healthz']) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(response.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
    }
  });

  it('caches hashed assets forever, revalidates pages, and compresses them', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const asset = html.match(/\/assets\/[^"']+\.(?:js|css)/)?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const page = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('content-encoding')).toBe('br');

    const health = await fetch(`${base}/healthz`);
    expect(health.headers.get('cache-control')).toBe('private, no-store');
  });

  it('self-hosts its fonts (no font CDN)', async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    const css = html.match(/\/assets\/[^"']+\.css/)?.[0];
    const stylesheet = await (await fetch(`${base}${css}`)).text();
    expect(stylesheet).toMatch(/font-family:\s*['"]?Poppins/);
    expect(stylesheet).toMatch(/font-family:\s*['"]?Overpass/);
    const font = stylesheet.match(/url\(([^)]+\.woff2)\)/)?.[1];
    expect(font).toMatch(/^\/assets\//);
    expect((await fetch(`${base}${font}`)).status).toBe(200);
  });

  it('renders pages outside the (app) group without the app-wide providers', async () => {
    const preloads = (html: string) => new Set(html.match(/(?<=modulepreload" href=")[^"]+/g));
    const home = preloads(await (await fetch(`${base}/`)).text());
    const notFound = preloads(await (await fetch(`${base}/404`)).text());
    // The 404 page loads only the React runtime; the home page also loads the providers' chunk.
    expect([...notFound].every((href) => home.has(href))).toBe(true);
    expect(home.size).toBeGreaterThan(notFound.size);
    // The Tanya video page (docs/product §2): its player, none of the app's layout, session or toasts.
    const video = await fetch(`${base}/tanya/54b42824-1746-4bad-942e-b5b94fc32086/x`);
    const videoChunks = [...preloads(await video.text())];
    expect(videoChunks.some((href) => /\/_slug_-/.test(href))).toBe(true);
    expect(
      videoChunks.filter((href) =>
        /\/(?:_layout|app-store|session-store|session-actions|toast|api-client)-/.test(href),
      ),
    ).toEqual([]);
    expect([...notFound].every((href) => videoChunks.includes(href))).toBe(true);
  });

  it('answers a Tanya video page from memory after its first render, shareable and revalidatable', async () => {
    const redirect = await fetch(`${base}/tanya/54b42824-1746-4bad-942e-b5b94fc32086/slug-lama`, {
      redirect: 'manual',
    });
    expect(redirect.status).toBe(301);
    const page = `${base}${redirect.headers.get('location')}`;
    const first = await fetch(page, { headers: { 'accept-encoding': 'br, gzip' } });
    const second = await fetch(page, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    const html = await second.text();
    expect(html).toBe(await first.text());
    expect(html).toContain('<video');
    const revalidated = await fetch(page, { headers: { 'if-none-match': second.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toContain('s-maxage=300');
  });

  it('sends an address with a trailing slash to the one without, query kept, never off-site', async () => {
    const cases = [
      ['/tanya/', `${base}/tanya`],
      ['/tanya/cari/?q=luas+lingkaran', `${base}/tanya/cari?q=luas+lingkaran`],
      ['/bimbel/user/', `${base}/bimbel/user`],
      ['/kebijakan-privasi/', `${base}/kebijakan-privasi`],
      ['//evil.example/', `${base}//evil.example`],
    ] as const;
    for (const [from, to] of cases) {
      const response = await fetch(`${base}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', base).href, from).toBe(to);
    }
    expect((await fetch(`${base}/tanya/`)).status).toBe(200);
  });

  it('answers an unknown page with the 404 page', async () => {
    const response = await fetch(`${base}/tidak-ada-halaman-ini`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Halaman tidak ditemukan');
  });

  it('refuses a busy port with an error that names it, instead of moving to another', async () => {
    const second = startServer({
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bimbel-serve-')),
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Port ${port} sudah dipakai`);
  });

  it('refuses a second process on the same embedded database folder', async () => {
    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(dataDir);
    // The first server still answers: nothing of it was disturbed.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('refuses to start in production without its secrets, naming each missing variable', async () => {
    const production = startServer({
      APP_ENV: 'production',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
    });
    expect(await production.exited).toBe(1);
    for (const name of ['AUTH_SECRET', 'DATABASE_URL', 'OTP_SENDER', 'EMAIL_SENDER']) {
      expect(production.output()).toContain(name);
    }
  });

  it('closes cleanly on SIGTERM, releasing the database folder', async () => {
    const ownDir = mkdtempSync(path.join(os.tmpdir(), 'bimbel-serve-'));
    const ownPort = await freePort();
    const own = startServer({ PORT: String(ownPort), DATA_DIR: ownDir });
    await waitFor(() => own.output().includes('Bimbel siap'), 'the second server');
    const secret = readFileSync(path.join(ownDir, 'auth-secret'), 'utf8');
    own.child.kill('SIGTERM');
    expect(await own.exited).toBe(0);
    // The folder is free again: a new process opens it.
    const again = startServer({ PORT: String(ownPort), DATA_DIR: ownDir });
    await waitFor(() => again.output().includes('Bimbel siap'), 'the restarted server');
    // The same folder keeps its demo secret, so tokens issued before the restart still work.
    expect(readFileSync(path.join(ownDir, 'auth-secret'), 'utf8')).toBe(secret);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    rmSync(ownDir, { recursive: true, force: true });
  });
});

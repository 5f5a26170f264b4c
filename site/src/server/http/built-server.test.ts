import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, freePort, startServer, waitFor, type Started } from './testing/built-server.ts';

/**
 * Sends a request over a raw socket (fetch can neither lie about Content-Length nor set Host),
 * writing `bodyChunks` chunks of 64 KiB while the server has not answered. Resolves with the
 * answer's head and body, and how many body bytes were written by then.
 */
async function rawRequest(
  port: number,
  head: string,
  options: { chunked?: boolean; bodyChunks?: number } = {},
): Promise<{ status: number; text: string; written: number }> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let answered = false;
  let markAnswered = () => {};
  const answer = new Promise<void>((resolve) => (markAnswered = resolve));
  const done = new Promise<void>((resolve) => {
    socket.on('data', (data) => {
      received += data.toString('latin1');
      answered = true;
      markAnswered();
    });
    socket.on('close', () => (markAnswered(), resolve()));
    socket.on('error', () => (markAnswered(), resolve()));
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  const chunk = Buffer.alloc(64 * 1024, 0x5b);
  let written = 0;
  for (let index = 0; index < (options.bodyChunks ?? 0) && !answered && !socket.destroyed; index++) {
    const frame = options.chunked
      ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
      : chunk;
    // The server may stop reading once it has answered: wait for room or for the answer.
    if (!socket.write(frame))
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), answer]);
    written += chunk.length;
  }
  await waitFor(() => answered || socket.destroyed, 'an answer', 10_000);
  // Long enough for the whole (small) answer to arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
  await done;
  const [headText = '', ...rest] = received.split('\r\n\r\n');
  return { status: Number(headText.split(' ')[1]), text: `${headText}\n\n${rest.join('\r\n\r\n')}`, written };
}

describe('the built server', () => {
  let dataDir: string;
  let port: number;
  let server: Started;
  let base: string;

  beforeAll(async () => {
    assertBuilt();
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
    // The Tanya video page (docs/product §2): its player, none of the app's layout, session or toasts.
    const video = await fetch(`${base}/tanya/54b42824-1746-4bad-942e-b5b94fc32086/x`);
    const videoChunks = [...preloads(await video.text())];
    expect(videoChunks.some((href) => /\/_slug_-/.test(href))).toBe(true);
    expect(
      videoChunks.filter((href) =>
        /\/(?:_layout|app-store|session-store|session-actions|toast|api-client)-/.test(href),
      ),
    ).toEqual([]);
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
    // The same page, each answer with its own CSP nonce (decision 068).
    const withoutNonce = (text: string) => text.replaceAll(/ nonce="[^"]+"/g, '');
    const nonceOf = (answer: Response) =>
      /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
    const html = await second.text();
    expect(withoutNonce(html)).toBe(withoutNonce(await first.text()));
    expect(html).toContain(`<script nonce="${nonceOf(second)}"`);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(html).toContain('<video');
    const revalidated = await fetch(page, { headers: { 'if-none-match': second.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toContain('s-maxage=300');
  });

  it('prints no stack trace when a visitor without a session opens a private page (a redirect is not an error)', async () => {
    const printedBefore = server.output().length;
    const response = await fetch(`${base}/bimbel/user`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const printed = server.output().slice(printedBefore);
    expect(printed).not.toContain('Error during rendering');
    expect(printed).not.toMatch(/^\s+at /m);
  });

  it('sends an address with a trailing slash to the one without, query kept, never off-site', async () => {
    const cases = [
      ['/tanya/', `${base}/tanya`],
      ['/tanya/cari/?q=luas+lingkaran', `${base}/tanya/cari?q=luas+lingkaran`],
      ['/bimbel/user/', `${base}/bimbel/user`],
      ['/kebijakan-privasi/', `${base}/kebijakan-privasi`],
      ['//evil.example/', `${base}/evil.example`],
    ] as const;
    for (const [from, to] of cases) {
      const response = await fetch(`${base}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', base).href, from).toBe(to);
    }
    expect((await fetch(`${base}/tanya/`)).status).toBe(200);
  });

  it('redirects relative to this site whatever the Host header says, never cached as immutable (issue 13)', async () => {
    for (const pathname of ['/assets/', '/tanya/', '/kebijakan-privasi/']) {
      const { status, text } = await rawRequest(
        port,
        `GET ${pathname} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      );
      expect(status, pathname).toBe(301);
      expect(text, pathname).toMatch(new RegExp(`^location: ${pathname.slice(0, -1)}\\r?$`, 'im'));
      expect(text, pathname).not.toContain('evil.example');
      expect(text, pathname).not.toMatch(/immutable/);
    }
  });

  it('answers malformed escapes on every kind of path with 400, unknown RSC addresses with 404, no stack trace (issue 13)', async () => {
    const malformed = [
      '/%zz',
      '/%C0',
      '/tanya/%zz',
      '/tanya/54b42824-1746-4bad-942e-b5b94fc32086/%E0%80',
      '/assets/%zz',
      '/sitemaps/%zz.xml',
      '/media/%zz.mp4',
      '/favicon.svg/%zz',
      '/RSC/R/%zz.txt',
      '/api/%zz',
      '/user-management/v1/users/verify-email/%zz',
    ];
    for (const pathname of malformed) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status, pathname).toBe(400);
      expect(response.headers.get('cache-control'), pathname).toBe('private, no-store');
      expect(await response.text(), pathname).not.toMatch(/Error|\bat /);
    }
    for (const [method, pathname] of [
      ['GET', '/RSC/R/foo'],
      ['GET', '/RSC/x.txt'],
      ['GET', '/RSC/F/abc/def.txt'],
      ['POST', '/RSC/F/abc/def.txt'],
    ] as const) {
      const response = await fetch(`${base}${pathname}`, {
        method,
        headers: { 'content-type': 'text/plain' },
        body: method === 'POST' ? '[]' : undefined,
      });
      expect(response.status, `${method} ${pathname}`).toBe(404);
      expect(await response.text(), pathname).not.toMatch(/Error|\bat /);
    }
    expect((await fetch(`${base}/RSC/R/_root.txt`)).status).toBe(200);
  });

  it('refuses an oversized or endless body at once, before reading it (issue 13)', async () => {
    const request = (headers: string) =>
      `POST /api/v1/callmeback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`;
    const started = Date.now();
    // 600 MB announced, nothing sent: answered without waiting for the body.
    const announced = await rawRequest(port, request(`Content-Length: ${600 * 1024 * 1024}\r\n`));
    expect(announced.status).toBe(413);
    expect(announced.text).toContain('"code":"payload_too_large"');
    // No length, an endless chunked body: refused once it passes 64 KiB.
    const endless = await rawRequest(port, request('Transfer-Encoding: chunked\r\n'), {
      chunked: true,
      bodyChunks: 4_800, // 300 MB if the server read on
    });
    expect(endless.status).toBe(413);
    expect(endless.text).toContain('Data yang dikirim terlalu besar.');
    expect(endless.written).toBeLessThan(64 * 1024 * 1024);
    // A small Content-Length with a big chunked body: Node's parser refuses both headers at
    // once and closes the connection (status NaN: no answer), or a 400/413 — never read on.
    const lying = await rawRequest(port, request('Content-Length: 10\r\nTransfer-Encoding: chunked\r\n'), {
      chunked: true,
      bodyChunks: 4_800,
    });
    expect(Number.isNaN(lying.status) || [400, 413].includes(lying.status), lying.text).toBe(true);
    expect(lying.written).toBeLessThan(64 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('answers an unknown page with the 404 page', async () => {
    // At an unknown address and at /404 itself: status 404, the page with the site's menu (decision 086).
    for (const address of ['/tidak-ada-halaman-ini', '/404']) {
      const response = await fetch(`${base}${address}`);
      expect(response.status, address).toBe(404);
      const html = await response.text();
      expect(html).toContain('Halaman tidak ditemukan');
      expect(html).toContain('aria-label="Menu utama"');
    }
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

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_SOURCE_BYTES, type ImageOptimizerOptions } from './image-optimizer.ts';
import { imageRoute, SVG_POLICY } from './image-route.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ACCEPT = 'image/webp,*/*';
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

let root: string;
let publicDir: string;
let photo: Buffer;
let png: Buffer;

/** A smooth, photo-like picture (gradients and a soft wave): what AVIF is good at. */
async function makePhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 90 + Math.sin(x / 30) * 60;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'image-route-'));
  publicDir = path.join(root, 'public');
  mkdirSync(path.join(publicDir, 'media'), { recursive: true });
  mkdirSync(path.join(publicDir, 'assets'), { recursive: true });
  photo = await makePhoto(1600, 1200);
  png = await sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 30, g: 60, b: 160, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  writeFileSync(path.join(publicDir, 'media', 'foto guru.jpg'), photo);
  writeFileSync(path.join(publicDir, 'media', 'ikon.png'), png);
  writeFileSync(path.join(publicDir, 'assets', 'hero-3f9a1c.jpg'), photo);
  writeFileSync(path.join(publicDir, 'media', 'logo.svg'), SVG);
  writeFileSync(
    path.join(publicDir, 'media', 'rusak.jpg'),
    Buffer.concat([photo.subarray(0, 200), Buffer.alloc(300)]),
  );
  writeFileSync(path.join(publicDir, 'media', 'catatan.txt'), 'bukan gambar');
  writeFileSync(path.join(root, 'rahasia.png'), png);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

type Remote = Record<string, () => Response>;

function makeApp(extra: Partial<ImageOptimizerOptions> & { remote?: Remote } = {}) {
  const encodes: string[] = [];
  const fetched: string[] = [];
  const { remote = {}, ...rest } = extra;
  const fakeFetch = (async (input: string | URL | Request) => {
    const href = String(input instanceof Request ? input.url : input);
    fetched.push(href);
    const answer = remote[href];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as typeof fetch;
  const app = new Hono();
  const route = imageRoute(() => ({
    publicDir,
    cacheDir: path.join(root, `cache-${Math.random().toString(36).slice(2)}`),
    remoteHosts: ['cdn.bimbel.example.id'],
    fetch: fakeFetch,
    onEncode: ({ key }) => encodes.push(key),
    ...rest,
  }));
  app.get('/_next/image', route);
  const get = (query: string, headers: Record<string, string> = {}) =>
    app.request(`/_next/image?${query}`, { headers });
  return { app, get, encodes, fetched, idle: () => route.idle() };
}

const q = (url: string, w = 640, quality?: number) =>
  `url=${encodeURIComponent(url)}&w=${w}${quality === undefined ? '' : `&q=${quality}`}`;

async function metadataOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('GET /_next/image', () => {
  it('resizes to the asked width and keeps the aspect ratio', async () => {
    const { get } = makeApp();
    const response = await get(q('/media/foto guru.jpg', 320), { accept: WEBP_ACCEPT });
    expect(response.status).toBe(200);
    const metadata = await metadataOf(response);
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 320, 240]);
  });

  it('never enlarges a picture narrower than the asked width', async () => {
    const { get } = makeApp();
    const metadata = await metadataOf(await get(q('/media/ikon.png', 3840), { accept: WEBP_ACCEPT }));
    expect([metadata.width, metadata.height]).toEqual([200, 100]);
  });

  it('answers WebP to a browser that takes it, with Vary: Accept', async () => {
    const { get } = makeApp();
    const response = await get(q('/media/foto guru.jpg', 640), { accept: WEBP_ACCEPT });
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
  });

  it('answers AVIF once a background encode has shown it smaller than WebP', async () => {
    const { get, idle } = makeApp();
    const first = await get(q('/media/foto guru.jpg', 640), { accept: CHROME_ACCEPT });
    expect(first.headers.get('content-type')).toBe('image/webp');
    const webpBytes = (await first.arrayBuffer()).byteLength;
    await idle();
    const second = await get(q('/media/foto guru.jpg', 640), { accept: CHROME_ACCEPT });
    expect(second.headers.get('content-type')).toBe('image/avif');
    expect((await second.arrayBuffer()).byteLength).toBeLessThan(webpBytes);
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('falls back to the source format for a browser that takes neither, and asks quality 75 by default', async () => {
    const { get } = makeApp();
    const jpeg = await get(q('/media/foto guru.jpg', 320), { accept: '*/*' });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const explicit = await get(q('/media/foto guru.jpg', 320, 75), { accept: '*/*' });
    expect(explicit.headers.get('etag')).toBe(jpeg.headers.get('etag'));
    const pngAnswer = await get(q('/media/ikon.png', 64), {});
    expect(pngAnswer.headers.get('content-type')).toBe('image/png');
    expect((await metadataOf(pngAnswer)).hasAlpha).toBe(true);
  });

  it('a lower quality gives fewer bytes', async () => {
    const { get } = makeApp();
    const high = await get(q('/media/foto guru.jpg', 640, 90), { accept: WEBP_ACCEPT });
    const low = await get(q('/media/foto guru.jpg', 640, 50), { accept: WEBP_ACCEPT });
    expect((await low.arrayBuffer()).byteLength).toBeLessThan((await high.arrayBuffer()).byteLength);
  });

  it('encodes once: later requests come from memory, and a new process finds the disk copy', async () => {
    const cacheDir = path.join(root, 'shared-cache');
    const one = makeApp({ cacheDir });
    const first = await one.get(q('/media/foto guru.jpg', 828), { accept: WEBP_ACCEPT });
    const again = await one.get(q('/media/foto guru.jpg', 828), { accept: WEBP_ACCEPT });
    expect(one.encodes).toHaveLength(1);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const two = makeApp({ cacheDir });
    const fromDisk = await two.get(q('/media/foto guru.jpg', 828), { accept: WEBP_ACCEPT });
    expect(two.encodes).toHaveLength(0);
    expect(fromDisk.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('encodes once when identical requests arrive together', async () => {
    const { get, encodes } = makeApp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(q('/media/foto guru.jpg', 1080), { accept: WEBP_ACCEPT })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(encodes).toHaveLength(1);
  });

  it('answers 304 to a matching If-None-Match, and a strong ETag', async () => {
    const { get } = makeApp();
    const first = await get(q('/media/foto guru.jpg', 320), { accept: WEBP_ACCEPT });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const revalidated = await get(q('/media/foto guru.jpg', 320), {
      accept: WEBP_ACCEPT,
      'if-none-match': etag,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
    const other = await get(q('/media/foto guru.jpg', 320), {
      accept: WEBP_ACCEPT,
      'if-none-match': '"lain"',
    });
    expect(other.status).toBe(200);
  });

  it('keeps fingerprinted files a year, the public folder a day, another host an hour', async () => {
    const { get } = makeApp({
      remote: { 'https://cdn.bimbel.example.id/guru.jpg': () => new Response(new Uint8Array(photo)) },
    });
    const hashed = await get(q('/assets/hero-3f9a1c.jpg', 320), { accept: WEBP_ACCEPT });
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const own = await get(q('/media/foto guru.jpg', 320), { accept: WEBP_ACCEPT });
    expect(own.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const remote = await get(q('https://cdn.bimbel.example.id/guru.jpg', 320), { accept: WEBP_ACCEPT });
    expect(remote.status).toBe(200);
    expect(remote.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves an SVG untouched, sandboxed', async () => {
    const { get, encodes } = makeApp();
    const response = await get(q('/media/logo.svg', 64), { accept: CHROME_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(SVG_POLICY);
    expect(await response.text()).toBe(SVG);
    expect(encodes).toHaveLength(0);
  });

  it('follows a redirect within the allowed hosts only', async () => {
    const { get, fetched } = makeApp({
      remote: {
        'https://cdn.bimbel.example.id/pindah.jpg': () =>
          new Response(null, { status: 302, headers: { location: '/baru.jpg' } }),
        'https://cdn.bimbel.example.id/baru.jpg': () => new Response(new Uint8Array(photo)),
        'https://cdn.bimbel.example.id/keluar.jpg': () =>
          new Response(null, {
            status: 301,
            headers: { location: 'http://169.254.169.254/latest/meta-data' },
          }),
      },
    });
    expect(
      (await get(q('https://cdn.bimbel.example.id/pindah.jpg', 320), { accept: WEBP_ACCEPT })).status,
    ).toBe(200);
    const away = await get(q('https://cdn.bimbel.example.id/keluar.jpg', 320), { accept: WEBP_ACCEPT });
    expect([away.status, await away.text()]).toEqual([400, IMAGE_MESSAGES.badUrl]);
    expect(fetched).not.toContain('http://169.254.169.254/latest/meta-data');
  });

  it.each([
    ['another host', 'https://evil.example.com/a.jpg'],
    ['a protocol-relative address', '//evil.example.com/a.jpg'],
    ['a backslash address', '/\\evil.example.com/a.jpg'],
    ['an allowed host with credentials', 'https://user:pw@cdn.bimbel.example.id/a.jpg'],
    ['an allowed host on another port', 'https://cdn.bimbel.example.id:8443/a.jpg'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['ftp:', 'ftp://cdn.bimbel.example.id/a.jpg'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'media/ikon.png'],
    ['a hidden file', '/.env'],
    ['an escaped slash out of the folder', '/media/..%2f..%2frahasia.png'],
    ['a broken escape', '/media/%E0%A4%A.png'],
  ])('refuses %s with 400 before fetching anything', async (_name, url) => {
    const { get, fetched } = makeApp();
    const response = await get(q(url, 320), { accept: WEBP_ACCEPT });
    expect([response.status, await response.text()]).toEqual([400, IMAGE_MESSAGES.badUrl]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(fetched).toEqual([]);
  });

  it('refuses a source above the byte limit, declared or streamed', async () => {
    const big = new Uint8Array(MAX_SOURCE_BYTES + 1);
    const { get } = makeApp({
      remote: {
        'https://cdn.bimbel.example.id/besar.jpg': () =>
          new Response(big, { headers: { 'content-length': String(big.byteLength) } }),
        'https://cdn.bimbel.example.id/aliran.jpg': () =>
          new Response(
            new ReadableStream({
              start(controller) {
                for (let sent = 0; sent <= MAX_SOURCE_BYTES; sent += 1024 * 1024)
                  controller.enqueue(new Uint8Array(1024 * 1024));
                controller.close();
              },
            }),
          ),
      },
    });
    for (const url of [
      'https://cdn.bimbel.example.id/besar.jpg',
      'https://cdn.bimbel.example.id/aliran.jpg',
    ]) {
      const response = await get(q(url, 320), { accept: WEBP_ACCEPT });
      expect([response.status, await response.text()]).toEqual([400, IMAGE_MESSAGES.tooLarge]);
    }
  });

  it('refuses a decompression bomb (a small file claiming a huge canvas)', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { get } = makeApp({
      remote: { 'https://cdn.bimbel.example.id/bom.png': () => new Response(new Uint8Array(bomb)) },
    });
    const response = await get(q('https://cdn.bimbel.example.id/bom.png', 320), { accept: WEBP_ACCEPT });
    expect(response.status).toBe(400);
  });

  it.each([
    ['no url', 'w=640&q=75', 400, IMAGE_MESSAGES.missingUrl],
    ['an empty url', 'url=&w=640', 400, IMAGE_MESSAGES.missingUrl],
    ['two urls', `${q('/media/ikon.png')}&url=%2Fa.png`, 400, IMAGE_MESSAGES.badUrl],
    ['no width', 'url=%2Fmedia%2Fikon.png', 400, IMAGE_MESSAGES.badWidth],
    ['a width not in docs/product §9', q('/media/ikon.png', 100), 400, IMAGE_MESSAGES.badWidth],
    ['a width with a sign', 'url=%2Fmedia%2Fikon.png&w=+640', 400, IMAGE_MESSAGES.badWidth],
    ['a width in words', 'url=%2Fmedia%2Fikon.png&w=besar', 400, IMAGE_MESSAGES.badWidth],
    ['quality 0', q('/media/ikon.png', 640, 0), 400, IMAGE_MESSAGES.badQuality],
    ['quality 101', q('/media/ikon.png', 640, 101), 400, IMAGE_MESSAGES.badQuality],
    ['a quality outside the allowed set', q('/media/ikon.png', 640, 74), 400, IMAGE_MESSAGES.badQuality],
    ['an unknown file', q('/media/tidak-ada.jpg'), 404, IMAGE_MESSAGES.notFound],
    ['a folder', q('/media'), 404, IMAGE_MESSAGES.notFound],
    // Dot segments fold inside the folder: the file next to it is never reached.
    ['a dot-dot path', q('/%2e%2e/rahasia.png'), 404, IMAGE_MESSAGES.notFound],
    ['a broken picture', q('/media/rusak.jpg'), 400, IMAGE_MESSAGES.notImage],
    ['a text file', q('/media/catatan.txt'), 400, IMAGE_MESSAGES.notImage],
    [
      'an unreachable allowed host',
      q('https://cdn.bimbel.example.id/hilang.jpg'),
      404,
      IMAGE_MESSAGES.unreachable,
    ],
  ])('answers %s with a short Indonesian message', async (_name, query, status, message) => {
    const { get } = makeApp();
    const response = await get(query, { accept: WEBP_ACCEPT });
    expect([response.status, await response.text()]).toEqual([status, message]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers any query with an image, 400 or 404, never a 5xx (property)', async () => {
    const { app } = makeApp({
      remote: { 'https://cdn.bimbel.example.id/a.png': () => new Response(new Uint8Array(png)) },
    });
    const urls = fc.oneof(
      fc.constantFrom(
        '/media/ikon.png',
        '/media/logo.svg',
        '/media/rusak.jpg',
        'https://cdn.bimbel.example.id/a.png',
      ),
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
    );
    const widths = fc.oneof(
      fc.constantFrom('16', '320', '640', '3840'),
      fc.string(),
      fc.integer().map(String),
    );
    await fc.assert(
      fc.asyncProperty(urls, widths, fc.option(fc.string()), fc.string(), async (url, w, quality, accept) => {
        const query = new URLSearchParams({ url, w, ...(quality === null ? {} : { q: quality }) });
        const response = await app.request(`/_next/image?${query}`, { headers: { accept } });
        expect([200, 400, 404]).toContain(response.status);
        if (response.status !== 200) expect(Object.values(IMAGE_MESSAGES)).toContain(await response.text());
        else expect(response.headers.get('content-type')).toMatch(/^image\//);
      }),
      { numRuns: 150 },
    );
  });
});

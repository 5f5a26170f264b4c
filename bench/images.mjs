#!/usr/bin/env node
// What the image optimiser (GET /_next/image, decision 087) saves and costs on the built site.
// Starts the built server on a free port with a fresh embedded database and an empty image
// cache, then:
//  1. opens each page in Chromium as a phone (360×740, 2× pixels, Chrome's Accept header),
//     scrolls to the end so lazy pictures load, and adds up the raster bytes it downloaded —
//     "after" — and the bytes of the stored files those pictures were made from — "before",
//     what the pages loaded when they linked the stored files directly;
//  2. times a cold request (decode, resize, WebP encode) and the same request again (cache),
//     and the background AVIF encode.
// Usage (from the repository root, after `pnpm build`): node bench/images.mjs [/path …]
import { chromium } from '@playwright/test';
import { startBuiltServer } from './built-server.mjs';

const PAGES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['/', '/gurujuara', '/tanya', '/tanya/chapter/10/fisika/gerak-lurus'];
const RASTER = /^image\/(jpeg|png|webp|avif|gif)/;

/** The server's own 'image encoded' log lines: the time of each encode and its bytes. */
const encodes = [];
let pending = '';
const onStdout = (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (!line.includes('image encoded')) continue;
    try {
      encodes.push(JSON.parse(line));
    } catch {
      /* not JSON */
    }
  }
};
const server = await startBuiltServer({
  name: 'images',
  // The environment's PUBLIC_ORIGIN, if any (none set here).
  env: { PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN, LOG_LEVEL: 'debug' },
  onStdout,
  pollMs: 100,
});
const base = server.origin;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
  const visit = async (pathname) => {
    // A new context each time: nothing in the browser's own cache.
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const page = await context.newPage();
    const seen = [];
    page.on('response', (response) => {
      if (RASTER.test(response.headers()['content-type'] ?? '')) seen.push(response);
    });
    await page.goto(base + pathname, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    let before = 0;
    let after = 0;
    const types = new Set();
    for (const response of seen) {
      const url = new URL(response.url());
      after += (await response.body()).byteLength;
      types.add(response.headers()['content-type']);
      const source = url.pathname === '/_next/image' ? url.searchParams.get('url') : url.pathname;
      before += (await (await fetch(new URL(source ?? '', base))).arrayBuffer()).byteLength;
    }
    await context.close();
    return { count: seen.length, before, after, types: [...types].join(' ') };
  };
  console.log(
    'page | raster pictures | before (stored files) | after, first visit | after, later visits (AVIF where smaller)',
  );
  for (const pathname of PAGES) {
    const first = await visit(pathname);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const later = await visit(pathname);
    console.log(
      `${pathname} | ${first.count} | ${first.before} B | ${first.after} B (${first.types || '-'}) | ${later.after} B (${later.types || '-'})`,
    );
  }
  await browser.close();

  console.log('\nencode time (ms), the four Tanya thumbnails at w=640 q=90 (not asked by the pages)');
  const accept = 'image/avif,image/webp,*/*';
  const timeOf = async (address) => {
    const started = performance.now();
    await (await fetch(address, { headers: { accept } })).arrayBuffer();
    return performance.now() - started;
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]?.toFixed(1);
  const cold = [];
  const cached = [];
  encodes.length = 0;
  for (const name of ['pecahan', 'luas-lingkaran', 'persamaan-linear', 'hukum-newton']) {
    const address = `${base}/_next/image?url=%2Fmedia%2Ftanya%2F${name}.jpg&w=640&q=90`;
    cold.push(await timeOf(address));
    cached.push(await timeOf(address));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const webp = encodes.filter((event) => event.type === 'image/webp');
  const avif = encodes.filter((event) => event.type === 'image/avif');
  console.log(
    `request, cold (read + resize + WebP encode): median ${median(cold)} | same request again (memory): ${median(cached)}`,
  );
  console.log(
    `encode alone, server log: WebP median ${median(webp.map((e) => e.ms))} ms, ${webp.map((e) => e.bytesOut).join('/')} B; background AVIF median ${median(avif.map((e) => e.ms))} ms, ${avif.map((e) => e.bytesOut).join('/')} B`,
  );
} finally {
  await server.stop();
}

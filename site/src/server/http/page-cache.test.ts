import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, PAGE_CACHE_HEADER, publicPageCache, type PageCacheOptions } from './page-cache.ts';
import { CACHE_TANYA, isPublicDynamicPage, productionMiddleware } from './production.ts';

const TTL_MS = 10_000;

/** A page router stand-in that counts renders; each page names its URL and render number. */
function siteWith(options: Partial<PageCacheOptions> = {}, production = false) {
  let clock = 1_000_000;
  let renders = 0;
  const app = new Hono();
  if (production) app.use(productionMiddleware());
  app.use(
    publicPageCache({
      ttlMs: TTL_MS,
      maxBytes: 1_000_000,
      isPublicPage: isPublicDynamicPage,
      now: () => clock,
      ...options,
    }),
  );
  app.get('/tanya/slow/:id', async (c) => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return c.html(`<p>${c.req.param('id')} render ${renders}</p>`);
  });
  app.get('/tanya/cookie', (c) => {
    renders += 1;
    c.header('set-cookie', 'seen=1; Path=/');
    return c.html('<p>with a cookie</p>');
  });
  app.get('/tanya/private', (c) => {
    renders += 1;
    c.header('cache-control', 'private, no-store');
    return c.html('<p>mine</p>');
  });
  app.get('/tanya/big', (c) => {
    renders += 1;
    return c.html(`<p>${'x'.repeat(300_000)}</p>`);
  });
  app.get('/tanya/gone', (c) => {
    renders += 1;
    return c.html(`<p>hilang ${renders}</p>`, 404);
  });
  app.get('/tanya/*', (c) => {
    renders += 1;
    const url = new URL(c.req.url);
    return c.html(`<h1>${url.pathname}${url.search} render ${renders} ${'isi '.repeat(400)}</h1>`);
  });
  app.get('/bimbel/user', (c) => {
    renders += 1;
    return c.html(`<p>private render ${renders}</p>`);
  });
  app.post('/tanya/form', (c) => {
    renders += 1;
    return c.text(`post render ${renders}`);
  });
  return {
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
    request: (path: string, init: RequestInit) => app.request(path, init),
    advance: (ms: number) => (clock += ms),
    renders: () => renders,
  };
}

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });

  it('honours q=0 as a refusal, whatever the case', () => {
    expect(chooseEncoding('BR;q=0, GZip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('br;q=0.5')).toBe('br');
  });
});

describe('the public page micro-cache', () => {
  it('answers a second visit within the TTL from memory, with the same page', async () => {
    const site = siteWith({}, true);
    const first = await site.get('/tanya/a/soal');
    const second = await site.get('/tanya/a/soal');
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(site.renders()).toBe(1);
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
    expect(second.headers.get('cache-control')).toBe(CACHE_TANYA);
  });

  it('renders the page again once the TTL has passed', async () => {
    const site = siteWith();
    await site.get('/tanya/a/soal');
    site.advance(TTL_MS - 1);
    expect(await (await site.get('/tanya/a/soal')).text()).toContain('render 1');
    site.advance(1);
    const later = await site.get('/tanya/a/soal');
    expect(later.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(await later.text()).toContain('render 2');
  });

  it('tells shared caches how old the copy is (Age)', async () => {
    const site = siteWith();
    await site.get('/tanya/a/soal');
    site.advance(4_500);
    expect((await site.get('/tanya/a/soal')).headers.get('age')).toBe('4');
  });

  it('lets simultaneous first visits share one render', async () => {
    const site = siteWith();
    const answers = await Promise.all(Array.from({ length: 8 }, () => site.get('/tanya/slow/1')));
    expect(site.renders()).toBe(1);
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(texts)).toEqual(new Set(['<p>1 render 1</p>']));
    expect(answers.filter((answer) => answer.headers.get(PAGE_CACHE_HEADER) === 'miss')).toHaveLength(1);
  });

  it('keeps pages apart by path and by query', async () => {
    const site = siteWith();
    expect(await (await site.get('/tanya/cari?q=pecahan')).text()).toContain(
      '/tanya/cari?q=pecahan render 1',
    );
    expect(await (await site.get('/tanya/cari?q=aljabar')).text()).toContain(
      '/tanya/cari?q=aljabar render 2',
    );
    expect(await (await site.get('/tanya/b/soal')).text()).toContain('/tanya/b/soal render 3');
    expect(await (await site.get('/tanya/cari?q=pecahan')).text()).toContain('render 1');
  });

  it('sends brotli or gzip as the browser accepts (production stack), each the same page once decoded', async () => {
    const site = siteWith({}, true);
    const plain = await (await site.get('/tanya/a/soal')).text();
    const br = await site.get('/tanya/a/soal', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(Buffer.byteLength(plain) / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(plain);
    const gz = await site.get('/tanya/a/soal', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect(site.renders()).toBe(1);
  });

  it('answers 304 without a body to a browser that already has this version', async () => {
    const site = siteWith({}, true);
    const first = await site.get('/tanya/a/soal');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await site.get('/tanya/a/soal', { 'if-none-match': `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // A 304 refreshes the browser's copy: it must carry the page's own policy, not `no-store`.
    expect(again.headers.get('cache-control')).toBe(CACHE_TANYA);
    expect((await site.get('/tanya/a/soal', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('gives a new ETag when the page changed', async () => {
    const site = siteWith();
    const before = (await site.get('/tanya/a/soal')).headers.get('etag');
    site.advance(TTL_MS);
    const after = (await site.get('/tanya/a/soal')).headers.get('etag');
    expect(after).not.toBe(before);
  });

  it('keeps the security headers and compression of the production stack on a hit', async () => {
    const site = siteWith({}, true);
    await site.get('/tanya/a/soal');
    const hit = await site.get('/tanya/a/soal', { 'accept-encoding': 'gzip' });
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await hit.arrayBuffer())).toString()).toContain('/tanya/a/soal render 1');
  });

  it('never keeps a page that sets a cookie or chose a private policy', async () => {
    const site = siteWith();
    for (const path of ['/tanya/cookie', '/tanya/private']) {
      await site.get(path);
      const again = await site.get(path);
      expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    }
    expect((await site.get('/tanya/cookie')).headers.get('set-cookie')).toBe('seen=1; Path=/');
    expect(site.renders()).toBe(5);
  });

  it('never keeps answers other than 200, so a missing page is looked up each time', async () => {
    const site = siteWith();
    const first = await site.get('/tanya/gone');
    expect(first.status).toBe(404);
    const again = await site.get('/tanya/gone');
    expect(again.status).toBe(404);
    expect(await again.text()).toBe('<p>hilang 2</p>');
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it('leaves private pages and other methods alone', async () => {
    const site = siteWith();
    await site.get('/bimbel/user');
    const again = await site.get('/bimbel/user');
    expect(await again.text()).toBe('<p>private render 2</p>');
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    await site.request('/tanya/form', { method: 'POST' });
    expect(await (await site.request('/tanya/form', { method: 'POST' })).text()).toBe('post render 4');
  });

  it('stays within its memory bound, dropping the least recently used page', async () => {
    // Each page here stores ~1.8 kB (plain + brotli + gzip): 16 kB holds about eight.
    const site = siteWith({ maxBytes: 16_000 });
    await site.get('/tanya/kept/soal');
    for (let page = 1; page <= 20; page += 1) {
      await site.get(`/tanya/${page}/soal`);
      // Visited between every other page: always among the most recently used.
      expect((await site.get('/tanya/kept/soal')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    }
    expect((await site.get('/tanya/20/soal')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect((await site.get('/tanya/1/soal')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  });

  it('does not keep a page bigger than an eighth of its memory, but still answers it', async () => {
    const site = siteWith({ maxBytes: 1_000_000 });
    const first = await site.get('/tanya/big');
    expect((await first.text()).length).toBeGreaterThan(300_000);
    expect((await site.get('/tanya/big')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(site.renders()).toBe(2);
  });

  it('is off with a TTL of 0', async () => {
    const site = siteWith({ ttlMs: 0 });
    await site.get('/tanya/a/soal');
    const again = await site.get('/tanya/a/soal');
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(site.renders()).toBe(2);
  });
});

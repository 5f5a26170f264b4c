import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, formatBroken, readPage, readSitemap } from './crawl.ts';
import { routeOf, type RoutePattern } from './route-patterns.ts';

// The crawler of site-crawl.test.ts, on a small site of its own: it must find what is broken.
const PAGES: Record<string, { status: number; html?: string; location?: string; type?: string }> = {
  '/': {
    status: 200,
    html: `<!doctype html><html><head><link rel="stylesheet" href="/style.css"><link rel="preconnect" href="/nowhere">
      <meta property="og:image" content="/missing.png"></head><body id="atas">
      <a href="/a">a</a> <a href="/a#bagian">a, bagian</a> <a href="/a#tidak-ada">a, hilang</a>
      <a href="/lama">lama</a> <a href="/putar">putar</a> <a href="/hilang">hilang</a>
      <a href="https://wa.me/62811">WhatsApp</a> <a href="mailto:halo@contoh.id">email</a>
      <form action="/cari"><input name="q"></form> <form method="post" action="/kirim"></form>
      <img src="/a.png" srcset="/a.png 1x, /a2.png 2x"></body></html>`,
  },
  '/a': {
    status: 200,
    html: '<!doctype html><html><body><h1 id="bagian">A</h1><a href="/">beranda</a></body></html>',
  },
  '/cari': { status: 200, html: '<!doctype html><html><body>cari</body></html>' },
  '/lama': { status: 301, location: '/a' },
  '/putar': { status: 302, location: '/putar2' },
  '/putar2': { status: 302, location: '/putar' },
  '/style.css': { status: 200, type: 'text/css' },
  '/a.png': { status: 200, type: 'image/png' },
  '/a2.png': { status: 200, type: 'image/png' },
  '/robots.txt': { status: 200, type: 'text/plain' },
  '/sitemap.xml': {
    status: 200,
    type: 'application/xml',
    html: '<urlset><url><loc>{origin}/a?x=1&amp;y=2</loc></url><url><loc>{origin}/dari-sitemap</loc></url></urlset>',
  },
};

describe('crawlSite', () => {
  let server: http.Server;
  let base: string;
  const requested: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requested.push(request.url ?? '');
      const page = PAGES[new URL(request.url ?? '/', 'http://x').pathname];
      if (!page) return response.writeHead(404, { 'content-type': 'text/html' }).end('<p>tidak ada</p>');
      const headers: Record<string, string> = { 'content-type': page.type ?? 'text/html; charset=utf-8' };
      if (page.location) headers.location = page.location;
      response.writeHead(page.status, headers).end((page.html ?? '').replaceAll('{origin}', base));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reports each broken reference with its page, and nothing that works', async () => {
    const crawl = await crawlSite({ base, seeds: ['/tidak-ada-seed'] });
    expect(formatBroken(crawl.broken).split('\n').sort()).toEqual(
      [
        '/ → /a#tidak-ada (a[href]) → no element with id "tidak-ada"',
        '/ → /hilang (a[href]) → 404',
        '/ → /missing.png (meta[og:image]) → 404',
        '/ → /putar (a[href]) → 302 → 302 → 302 → 302 (more than 3 redirects)',
        '/sitemap.xml → ' + `${base}/dari-sitemap` + ' (sitemap <loc>) → 404',
        '(seed) → /tidak-ada-seed (seed) → 404',
      ].sort(),
    );
    // Each address once; off-site, mailto, POST forms and preconnects are not requested.
    expect(requested.filter((url) => url === '/a')).toHaveLength(1);
    expect(requested).toEqual(expect.arrayContaining(['/cari', '/a?x=1&y=2', '/a2.png', '/lama']));
    expect(requested).not.toContain('/kirim');
    expect(requested).not.toContain('/nowhere');
    expect(crawl.pages.has('/cari')).toBe(true);

    // A second pass (logged in) takes the files from the first and requests only the rest.
    const again = await crawlSite({ base, filesFrom: crawl.answers });
    expect(requested.filter((url) => url === '/style.css')).toHaveLength(1);
    expect(requested.filter((url) => url === '/a')).toHaveLength(2);
    // Three files taken from the first pass, and no seed this time.
    expect(again.requests).toBe(crawl.requests - 3 - 1);
    expect(again.broken.length).toBe(crawl.broken.length - 1);
  });
});

describe('readPage and readSitemap', () => {
  it('reads links, resources, GET forms and ids, and the sitemap locations unescaped', () => {
    const { references, ids } = readPage(
      '<a href="/x" id="satu">x</a><a name="dua"></a><img srcset="/k.png 1x, /b.png 2x"><form method="GET" action="/f"></form>',
    );
    expect(references.map((reference) => `${reference.kind} ${reference.href}`)).toEqual([
      'a[href] /x',
      'img[srcset] /k.png',
      'img[srcset] /b.png',
      'form[action] /f',
    ]);
    expect([...ids]).toEqual(['satu', 'dua']);
    expect(readSitemap('<loc> https://c.id/a?b=1&amp;c=2 </loc>')).toEqual(['https://c.id/a?b=1&c=2']);
  });
});

describe('routeOf', () => {
  const patterns: RoutePattern[] = [
    { pattern: '/tanya/[questionId]/[slug]', segments: ['tanya', '[questionId]', '[slug]'] },
    { pattern: '/tanya/questions/page/[page]', segments: ['tanya', 'questions', 'page', '[page]'] },
    { pattern: '/tanya/chapter/[grade]/[subject]', segments: ['tanya', 'chapter', '[grade]', '[subject]'] },
    { pattern: '/tanya/cari', segments: ['tanya', 'cari'] },
    { pattern: '/', segments: [] },
  ];

  it('prefers static segments to parameters, as the router does', () => {
    expect(routeOf(patterns, '/tanya/chapter/7')).toBe('/tanya/[questionId]/[slug]');
    expect(routeOf(patterns, '/tanya/chapter/7/matematika')).toBe('/tanya/chapter/[grade]/[subject]');
    expect(routeOf(patterns, '/tanya/questions/page/2')).toBe('/tanya/questions/page/[page]');
    expect(routeOf(patterns, '/')).toBe('/');
    expect(routeOf(patterns, '/tidak/ada/sama/sekali/ya')).toBeNull();
  });
});

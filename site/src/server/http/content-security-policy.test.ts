import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addNonce,
  browserConnectOrigins,
  buildContentSecurityPolicy,
  CSP_HEADER,
  nonceRewriter,
} from './content-security-policy.ts';
import { PAGE_CACHE_HEADER, publicPageCache } from './page-cache.ts';
import { isPublicDynamicPage, productionMiddleware, staticFiles } from './production.ts';

const PAGE = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/>',
  '<style>p{color:red}</style><SCRIPT>self.x=1</SCRIPT></head><body>',
  '<p>Soal: apa arti &lt;script&gt; di 2 &lt; 3?</p><!-- <script>not a tag</script> -->',
  '<script>(self.__FLIGHT_DATA||=[]).push("<script>alert(1)<\\/script> <link>")</script>',
  '<script type="module" src="/assets/index.js" async=""></script></body></html>',
].join('');

/** The nonce of each script, link and style start tag of a page. */
function tagNonces(html: string): string[] {
  const tags = html
    .replaceAll(/<!--[\s\S]*?-->/g, '')
    .replaceAll(/(<script[^>]*>)[\s\S]*?<\/script>/gi, '$1');
  return [...tags.matchAll(/<(?:script|link|style)\b([^>]*)>/gi)].map(
    ([, attributes]) => /nonce="([^"]*)"/.exec(attributes ?? '')?.[1] ?? '(none)',
  );
}

function nonceOfPolicy(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get(CSP_HEADER) ?? '')?.[1];
}

describe('the nonce rewriter', () => {
  it('gives every script, link and style start tag the nonce, and nothing else', () => {
    const html = addNonce(PAGE, 'abc');
    expect(tagNonces(html)).toEqual(['abc', 'abc', 'abc', 'abc', 'abc']);
    // Text, comments and the inside of scripts are left as they were.
    expect(html).toContain('<!-- <script>not a tag</script> -->');
    expect(html).toContain('push("<script>alert(1)<\\/script> <link>")');
    expect(html.replaceAll(' nonce="abc"', '').replace(' fetchpriority="low"', '')).toBe(PAGE);
  });

  it('lowers the priority of module preloads, and only theirs (decision 088)', () => {
    const html = addNonce(PAGE, 'abc');
    expect(html).toContain('<link nonce="abc" rel="modulepreload" href="/assets/a.js" fetchpriority="low"/>');
    expect(html.match(/fetchpriority/g)).toHaveLength(1);
    const other = '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="high" href="/b.js"/>';
    expect(addNonce(other, 'n')).toBe(other.replaceAll('<link', '<link nonce="n"'));
  });

  it('gives the same page however the stream is cut', () => {
    const whole = addNonce(PAGE, 'abc');
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      const rewrite = nonceRewriter('abc');
      const pieces = rewrite.push(PAGE.slice(0, cut)) + rewrite.push(PAGE.slice(cut)) + rewrite.end();
      expect(pieces, `cut at ${cut}`).toBe(whole);
    }
  });
});

describe('the policy', () => {
  it('allows only nonced scripts and what they load, no plugins, no base, no framing', () => {
    const policy = buildContentSecurityPolicy('n0nce', { connect: ['https://api.example.id'] });
    expect(policy).toContain("script-src 'nonce-n0nce' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://api.example.id");
    expect(policy).toContain("media-src 'self' blob:");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets the browser call the hosts it was built with (APIs, Sentry, Plausible)', () => {
    expect(
      browserConnectOrigins({
        WAKU_PUBLIC_API_URL: 'https://api.example.id/v1/',
        WAKU_PUBLIC_WEBSITE_API_URL: 'https://api.example.id',
        WAKU_PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
        WAKU_PUBLIC_PLAUSIBLE_DOMAIN: 'cobelajar.id',
        WAKU_PUBLIC_PACKAGES_API_URL: '',
      }),
    ).toEqual(['https://api.example.id', 'https://o1.ingest.sentry.io', 'https://plausible.io']);
    expect(browserConnectOrigins({})).toEqual([]);
  });
});

// A build's public folder with a prerendered page.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'bimbel-csp-'));
mkdirSync(path.join(distDir, 'public', 'bimbel'), { recursive: true });
writeFileSync(path.join(distDir, 'public', 'bimbel', 'index.html'), PAGE);
writeFileSync(path.join(distDir, 'public', 'bimbel', 'index.html.br'), 'stale precompressed bytes');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function productionSite() {
  let renders = 0;
  const app = new Hono();
  app.use(productionMiddleware({ policySources: () => ({ connect: [] }) }));
  app.use('*', staticFiles(path.relative(process.cwd(), distDir), 'public'));
  app.use(publicPageCache({ ttlMs: 10_000, maxBytes: 1_000_000, isPublicPage: isPublicDynamicPage }));
  app.get('/tanya/a/soal', (c) => {
    renders += 1;
    return c.html(PAGE);
  });
  app.get('/login', (c) => c.html(PAGE));
  app.get('/api/v1/thing', (c) => c.json({ data: 1 }));
  return {
    get: (url: string, headers: Record<string, string> = {}) => app.request(url, { headers }),
    renders: () => renders,
  };
}

describe('HTML answers of the production stack', () => {
  it('carry a policy whose nonce every script of the page has, a new one each time', async () => {
    const site = productionSite();
    const first = await site.get('/login');
    const second = await site.get('/login');
    const nonce = nonceOfPolicy(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(tagNonces(await first.text())).toEqual(Array(5).fill(nonce));
    expect(nonceOfPolicy(second)).not.toBe(nonce);
    expect(tagNonces(await second.text())).toEqual(Array(5).fill(nonceOfPolicy(second)));
  });

  it('write the nonce into prerendered pages too, compressed per answer', async () => {
    const site = productionSite();
    const page = await site.get('/bimbel', { 'accept-encoding': 'br, gzip' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString();
    expect(tagNonces(html)).toEqual(Array(5).fill(nonceOfPolicy(page)));
  });

  it('give each visitor of a cached Tanya page a nonce of their own, from one render', async () => {
    const site = productionSite();
    const miss = await site.get('/tanya/a/soal');
    const hit = await site.get('/tanya/a/soal', { 'accept-encoding': 'gzip' });
    expect(miss.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(site.renders()).toBe(1);
    expect(nonceOfPolicy(hit)).not.toBe(nonceOfPolicy(miss));
    expect(tagNonces(await miss.text())).toEqual(Array(5).fill(nonceOfPolicy(miss)));
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    const hitHtml = new TextDecoder().decode(
      await new Response(hit.body?.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer(),
    );
    expect(tagNonces(hitHtml)).toEqual(Array(5).fill(nonceOfPolicy(hit)));
  });

  it('fill a cached page from its template: the same bytes but the nonce, without scanning it again', async () => {
    const site = productionSite();
    await site.get('/tanya/a/soal');
    const answers = await Promise.all([1, 2, 3].map(() => site.get('/tanya/a/soal')));
    const pages = await Promise.all(answers.map((answer) => answer.text()));
    const nonces = answers.map(nonceOfPolicy);
    expect(new Set(nonces).size).toBe(3);
    pages.forEach((page, index) => expect(tagNonces(page)).toEqual(Array(5).fill(nonces[index])));
    const withoutNonce = pages.map((page) => page.replace(/ nonce="[^"]*"/g, ''));
    expect(new Set(withoutNonce).size).toBe(1);
    expect(withoutNonce[0]).toBe(PAGE.replace('"/assets/a.js"/>', '"/assets/a.js" fetchpriority="low"/>'));
    expect(answers.every((answer) => answer.headers.get(PAGE_CACHE_HEADER) === 'hit')).toBe(true);
    expect(answers[0]!.headers.get('content-length')).toBe(String(Buffer.byteLength(pages[0]!)));
  });

  it('are the only ones with a policy: JSON is left alone', async () => {
    const answer = await productionSite().get('/api/v1/thing');
    expect(answer.headers.get(CSP_HEADER)).toBeNull();
  });
});

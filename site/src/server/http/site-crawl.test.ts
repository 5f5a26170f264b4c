import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtml } from './testing/html-checker.ts';
import { serveBuild, siteDir } from './testing/built-server.ts';
import { crawlSite, formatBroken, type CrawlResult } from './testing/crawl.ts';
import { logInWithDemoCode } from './testing/log-in.ts';
import { readRoutePatterns, routeOf } from './testing/route-patterns.ts';

// Issue 17 ("Checks that keep it true", decision 089): the built site crawled as a search
// engine or a link checker would — plain HTTP and an HTML parser, each address once — logged
// out and logged in; one page per route checked by the Nu HTML Checker; Open Graph on every
// public page.

/** README's demo family: Ibu Sari, parent of Raka (PAID) and Nadia (FREE). Read only. */
const DEMO_PARENT = '81100000001';
/** Pages of the logged-in family that no public page links to (the account menu opens them). */
const PRIVATE_SEEDS = [
  '/bimbel/user',
  '/bimbel/user/laporan',
  '/bimbel/user/langganan',
  '/bimbel/user/pembelian',
];

const patterns = readRoutePatterns(path.join(siteDir, 'src', 'pages'));

const summary = (label: string, crawl: CrawlResult) =>
  `${label}: ${crawl.pages.size} pages, ${crawl.requests} addresses requested, ${crawl.references.length} references, ` +
  `${crawl.broken.length} broken, ${(crawl.ms / 1000).toFixed(1)} s`;

/** One page per route pattern (the first in address order), named by its address. */
function onePagePerRoute(crawl: CrawlResult, suffix = ''): Map<string, string> {
  const chosen = new Map<string, [string, string]>();
  for (const key of [...crawl.pages.keys()].sort()) {
    const route = routeOf(patterns, new URL(key, 'http://x').pathname) ?? key;
    if (!chosen.has(route)) chosen.set(route, [`${key}${suffix}`, crawl.pages.get(key)!]);
  }
  return new Map(chosen.values());
}

describe('the built site, crawled', () => {
  let site: Awaited<ReturnType<typeof serveBuild>>;
  let loggedOut: CrawlResult;
  let loggedIn: CrawlResult;

  beforeAll(async () => {
    site = await serveBuild();
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('every internal link of every page answers 2xx or a redirect to one, logged out', async () => {
    loggedOut = await crawlSite({ base: site.base });
    console.log(summary('logged out', loggedOut));
    // The home page, the header and footer pages, and Tanya's videos from the sitemap.
    expect(loggedOut.pages.size).toBeGreaterThan(100);
    expect(formatBroken(loggedOut.broken)).toBe('');
  }, 300_000);

  it('every internal link of every page answers 2xx or a redirect to one, logged in', async () => {
    const jar = await logInWithDemoCode(site.base, DEMO_PARENT);
    loggedIn = await crawlSite({
      base: site.base,
      jar,
      seeds: PRIVATE_SEEDS,
      // Files answer the same with a session: checked once, in the logged-out pass.
      filesFrom: loggedOut.answers,
    });
    console.log(summary('logged in', loggedIn));
    // Logged in, the private pages answer themselves (no redirect to /login).
    for (const seed of PRIVATE_SEEDS) expect(loggedIn.answers.get(seed)?.status, seed).toBe(200);
    expect(formatBroken(loggedIn.broken)).toBe('');
  }, 300_000);

  it('gives every public page a title, description and a picture for link previews (Open Graph)', async () => {
    const missing: string[] = [];
    const images = new Set<string>();
    for (const [key, html] of loggedOut.pages) {
      if (/<meta name="robots" content="[^"]*noindex/.test(html)) continue;
      const meta = (property: string) =>
        new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
        if (!meta(property)) missing.push(`${key}: ${property}`);
      }
      if (meta('og:locale') !== 'id_ID') missing.push(`${key}: og:locale id_ID`);
      const image = meta('og:image');
      if (!image) continue;
      // Absolute, on the public origin (a prerendered page's is its build's: README "Production").
      if (!/^https?:\/\//.test(image)) missing.push(`${key}: og:image ${image} is not absolute`);
      else images.add(new URL(image).pathname);
      // The site's own picture is declared with its size, so a preview need not fetch it first.
      if (
        image.endsWith('/images/og/cobelajar-1200x630.jpg') &&
        (meta('og:image:width') !== '1200' || meta('og:image:height') !== '630')
      ) {
        missing.push(`${key}: og:image:width/height`);
      }
    }
    for (const image of images) {
      const response = await fetch(`${site.base}${image}`);
      await response.body?.cancel();
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('image/')) {
        missing.push(`og:image ${image} answers ${response.status} ${response.headers.get('content-type')}`);
      }
    }
    expect(missing.join('\n')).toBe('');
    expect(images).toContain('/images/og/cobelajar-1200x630.jpg');
  });

  it('describes the organisation and the site with its Tanya search on the home page and /bimbel (JSON-LD)', () => {
    for (const key of ['/', '/bimbel']) {
      const blocks = [
        ...loggedOut.pages
          .get(key)!
          .matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
      ]
        .flatMap((match) => [JSON.parse(match[1]!) as unknown])
        .flat() as { '@type': string; [key: string]: unknown }[];
      const organization = blocks.find((block) => block['@type'] === 'EducationalOrganization');
      const website = blocks.find((block) => block['@type'] === 'WebSite');
      expect(organization, key).toMatchObject({ name: 'CoBelajar', address: { addressCountry: 'ID' } });
      expect((organization!.sameAs as string[]).length, key).toBeGreaterThan(0);
      expect(website, key).toMatchObject({
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: expect.stringMatching(/\/tanya\/cari\?q=\{search_term_string\}$/) },
        },
      });
    }
  });

  it('is valid HTML on every page type, logged out and logged in (Nu HTML Checker: no errors)', async () => {
    const documents = new Map([...onePagePerRoute(loggedOut), ...onePagePerRoute(loggedIn, ' (logged in)')]);
    // Every route with a page of its own: the crawl reached most; the test names the rest.
    expect(documents.size).toBeGreaterThan(30);
    const reached = new Set(
      [...loggedOut.pages.keys(), ...loggedIn.pages.keys()].map((key) =>
        routeOf(patterns, new URL(key, site.base).pathname),
      ),
    );
    const unreached = patterns.map(({ pattern }) => pattern).filter((pattern) => !reached.has(pattern));
    console.log(
      `Routes no crawled page belongs to (reached only through client state): ${unreached.join(', ')}`,
    );
    const errors = await checkHtml(documents);
    console.log(`Nu HTML Checker: ${documents.size} pages, ${errors.length} errors`);
    const report = errors.map(
      (error) => `${error.page}:${error.line ?? '?'} ${error.message} [${error.extract ?? ''}]`,
    );
    expect(report.join('\n')).toBe('');
  }, 120_000);
});

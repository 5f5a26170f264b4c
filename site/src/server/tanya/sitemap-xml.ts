/** The sitemaps protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
};

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Escapes text for an XML element: the sitemaps protocol requires entity-escaped URLs.
 *
 * @example
 * escapeXml('/cari?q=a&page=2'); // '/cari?q=a&amp;page=2'
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** W3C datetime without milliseconds, as search engines read it: `2026-11-22T03:00:00Z`. */
export function toW3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${toW3cDatetime(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A sitemap (`<urlset>`) of at most `SITEMAP_MAX_URLS` pages.
 *
 * @example
 * buildUrlSet([{ loc: 'https://cobelajar.id/tanya' }]);
 */
export function buildUrlSet(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) {
    throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs; got ${entries.length}.`);
  }
  const urls = entries.map((entry) => entryXml('url', entry)).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls}\n</urlset>\n`;
}

/**
 * A sitemap index (`<sitemapindex>`) pointing to sitemap files.
 *
 * @example
 * buildSitemapIndex([{ loc: 'https://cobelajar.id/sitemaps/tanya-1.xml' }]);
 */
export function buildSitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  const items = sitemaps.map((entry) => entryXml('sitemap', entry)).join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${items}\n</sitemapindex>\n`;
}

/**
 * How many sitemap files `total` URLs need at `perSitemap` each (none for none).
 *
 * @example
 * countSitemaps(120_001); // 3
 */
export function countSitemaps(total: number, perSitemap: number = SITEMAP_MAX_URLS): number {
  return Math.ceil(Math.max(0, total) / perSitemap);
}

/**
 * The slice of the stable question order that sitemap number `n` (from 1) lists.
 *
 * @example
 * sitemapSlice(2, 50_000); // { offset: 50_000, limit: 50_000 }
 */
export function sitemapSlice(
  n: number,
  perSitemap: number = SITEMAP_MAX_URLS,
): { offset: number; limit: number } {
  return { offset: (n - 1) * perSitemap, limit: perSitemap };
}

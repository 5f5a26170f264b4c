/**
 * Paths crawlers should leave alone: pages about one signed-in user (docs/product §2's user, checkout
 * and payment flows), the API, the login hand-over, and search results (an endless space of
 * thin pages; the listings and the sitemap lead to every video instead).
 */
export const ROBOTS_DISALLOWED_PATHS = [
  '/api/',
  '/auth-redirect',
  '/bimbel/user',
  '/user/',
  '/paket/user/',
  '/payment/',
  '/tanya/cari',
  // One device's saved videos and the page shown offline (decision 095): noindex, nothing to crawl.
  '/tanya/tersimpan',
  '/offline.html',
  // The teacher links of the class Q&A (decision 075): not the public /gurujuara.
  '/guru/',
] as const;

/**
 * robots.txt: every crawler may fetch everything but the private paths, and finds the
 * sitemap index at `{origin}/sitemap.xml`.
 *
 * @example
 * buildRobotsTxt('https://cobelajar.id');
 */
export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

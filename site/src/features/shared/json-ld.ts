// Structured data (JSON-LD) helpers of the content pages: Tanya and the programme pages.

/** One level of a breadcrumb trail as structured data: its name and, except maybe the last, its page. */
export type JsonLdCrumb = { name: string; path?: string };

/**
 * schema.org `BreadcrumbList` for a page, with absolute URLs on the public origin. Levels
 * without a page of their own are left out, since every listed item but the last must name a
 * URL, and positions count only what is listed.
 *
 * @example
 * buildBreadcrumbList('https://cobelajar.id', [{ name: 'Tanya', path: '/tanya' }, { name: 'Pecahan', path: '/tanya/chapter/5/matematika/pecahan' }]);
 */
export function buildBreadcrumbList(origin: string, crumbs: readonly JsonLdCrumb[]) {
  const listed = crumbs.filter((crumb, index) => crumb.path !== undefined || index === crumbs.length - 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: listed.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: `${origin}${crumb.path}` }),
    })),
  };
}

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">`: question texts may hold `</script>`
 * or `<!--`, which would end or break the element, so `<`, `>` and `&` are written as
 * unicode escapes (still the same JSON once parsed).
 *
 * @example
 * serializeJsonLd({ name: '</script>' }); // '{"name":"\\u003c/script\\u003e"}'
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]!);
}

import { serializeJsonLd } from './json-ld.ts';

/**
 * One JSON-LD script element per block (a page's Course, FAQPage, BreadcrumbList…); each block's
 * `@type` is its key, so a page gives at most one block of a type.
 *
 * @example
 * <JsonLdScripts blocks={[course, buildBreadcrumbList(origin, crumbs)]} />
 */
export function JsonLdScripts({ blocks }: { blocks: readonly { '@type': string }[] }) {
  return blocks.map((block) => (
    // Built by us from the page's data and escaped for a script element (serializeJsonLd).
    <script
      key={block['@type']}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
    />
  ));
}

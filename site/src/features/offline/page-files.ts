import { readNeededFonts, readPageReferences, readStaticImports } from './collect-page-files.ts';

/**
 * Every file a page needs to run offline: what its HTML names, the static imports of its scripts
 * (followed through), the maths font if it has maths, and the built files this page has loaded
 * since it opened (resource timing: chunks loaded on use). Same-origin `/assets/` and icons only.
 */
export async function collectPageFiles(
  html: string,
  fetchPublic: (url: string) => Promise<Response>,
): Promise<string[]> {
  const files = new Set<string>();
  const queue = readPageReferences(html).map((url) => new URL(url, location.origin).href);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) queue.push(url.href);
  }
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (files.has(url)) continue;
    files.add(url);
    const path = new URL(url).pathname;
    if (path.endsWith('.js')) {
      const code = await (await fetchPublic(url)).text();
      for (const specifier of readStaticImports(code)) queue.push(new URL(specifier, url).href);
    } else if (path.endsWith('.css')) {
      const css = await (await fetchPublic(url)).text();
      for (const font of readNeededFonts(css, html.includes('<math'))) queue.push(new URL(font, url).href);
    }
  }
  return [...files];
}

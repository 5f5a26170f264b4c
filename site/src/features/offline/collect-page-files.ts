/*
 * What a saved page needs besides itself, read from its HTML the way bench/page-js.mjs reads it:
 * the module scripts and their static imports, the stylesheet, the preloaded fonts, the icon. The
 * scripts the page has loaded since (a chunk loaded on use, like the save button's own) are added
 * by the caller from the browser's resource timing.
 */

/** Addresses in a page's HTML: module scripts, modulepreloads, stylesheets, preloaded fonts, icons. */
export function readPageReferences(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (
      /\b(modulepreload|stylesheet|icon)\b/.test(rel) ||
      (rel === 'preload' && /\bas="(font|script|style)"/.test(tag))
    )
      found.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(match[1]!);
  return [...found].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`); `import()` is lazy and left out. */
export function readStaticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
  )) {
    found.push(match[1]!);
  }
  return found.filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'));
}

/** Fonts a stylesheet names that the page needs: the maths subset when the page has maths (decision 061). */
export function readNeededFonts(css: string, pageHasMath: boolean): string[] {
  if (!pageHasMath) return [];
  return [...css.matchAll(/url\((\/assets\/math-delimiters-[\w-]+\.woff2)\)/g)].map((match) => match[1]!);
}

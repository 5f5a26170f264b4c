import { describe, expect, it } from 'vitest';
import { readNeededFonts, readPageReferences, readStaticImports } from './collect-page-files.ts';

describe('readPageReferences', () => {
  it('reads the module scripts, preloads, stylesheet, fonts and icon a page names, only on this site', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/index-a1.css" nonce="x"/>',
      '<link rel="preload" href="/assets/overpass-400.woff2" as="font" type="font/woff2" crossorigin=""/>',
      '<link rel="modulepreload" href="/assets/_slug_-b2.js" fetchpriority="low"/>',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      '<link rel="canonical" href="https://cobelajar.id/tanya/1/x"/>',
      '<link rel="preconnect" href="//cdn.example.id"/>',
      '<script type="module" async="" src="/assets/index-c3.js"></script>',
    ].join('');
    expect(readPageReferences(html).sort()).toEqual(
      [
        '/assets/_slug_-b2.js',
        '/assets/index-a1.css',
        '/assets/index-c3.js',
        '/assets/overpass-400.woff2',
        '/favicon.svg',
      ].sort(),
    );
  });
});

describe('readStaticImports', () => {
  it('follows static imports and re-exports of a built chunk, not lazy import()s or packages', () => {
    const code =
      'import{j as l}from"./index-a.js";import"./side-b.js";export{x}from"./c.js";const m=()=>import("./lazy-d.js");import"react"';
    expect(readStaticImports(code)).toEqual(['./index-a.js', './side-b.js', './c.js']);
  });
});

describe('readNeededFonts', () => {
  const css =
    '@font-face{src:url(/assets/overpass-400.woff2)}@font-face{src:url(/assets/math-delimiters-Ab_1.woff2)}';

  it('adds the maths font only to a page with maths (decision 061)', () => {
    expect(readNeededFonts(css, true)).toEqual(['/assets/math-delimiters-Ab_1.woff2']);
    expect(readNeededFonts(css, false)).toEqual([]);
  });
});

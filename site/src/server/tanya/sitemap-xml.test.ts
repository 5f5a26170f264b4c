import { describe, expect, it } from 'vitest';
import {
  buildSitemapIndex,
  buildUrlSet,
  countSitemaps,
  escapeXml,
  SITEMAP_MAX_URLS,
  sitemapSlice,
  toW3cDatetime,
} from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('escapes the five XML special characters in URLs', () => {
    expect(escapeXml(`/a?b=1&c=<d>"e"'f'`)).toBe('/a?b=1&amp;c=&lt;d&gt;&quot;e&quot;&apos;f&apos;');
  });

  it('builds a urlset with escaped locations and W3C lastmod dates', () => {
    const xml = buildUrlSet([
      { loc: 'https://cobelajar.id/tanya?x=1&y=2', lastmod: new Date('2026-11-22T03:04:05.678Z') },
      { loc: 'https://cobelajar.id/tanya/questions/page/1' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://cobelajar.id/tanya?x=1&amp;y=2</loc><lastmod>2026-11-22T03:04:05Z</lastmod></url>\n' +
        '<url><loc>https://cobelajar.id/tanya/questions/page/1</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('refuses more URLs than one sitemap may hold', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, index) => ({
      loc: `https://x.id/${index}`,
    }));
    expect(() => buildUrlSet(entries)).toThrow(RangeError);
    expect(() => buildUrlSet(entries.slice(1))).not.toThrow();
  });

  it('builds a sitemap index', () => {
    expect(buildSitemapIndex([{ loc: 'https://x.id/sitemaps/tanya-1.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.id/sitemaps/tanya-1.xml</loc></sitemap>\n</sitemapindex>',
    );
  });

  it('drops milliseconds from dates', () => {
    expect(toW3cDatetime(new Date('2026-01-02T00:00:00.000Z'))).toBe('2026-01-02T00:00:00Z');
  });
});

describe('splitting questions over sitemaps', () => {
  it('needs one sitemap per 50,000 URLs, and none for none', () => {
    expect(countSitemaps(0)).toBe(0);
    expect(countSitemaps(1)).toBe(1);
    expect(countSitemaps(50_000)).toBe(1);
    expect(countSitemaps(50_001)).toBe(2);
    expect(countSitemaps(120_000)).toBe(3);
  });

  it('covers every item exactly once with a small sitemap size', () => {
    const items = Array.from({ length: 7 }, (_, index) => index);
    const perSitemap = 3;
    const count = countSitemaps(items.length, perSitemap);
    expect(count).toBe(3);
    const slices = Array.from({ length: count }, (_, index) => {
      const { offset, limit } = sitemapSlice(index + 1, perSitemap);
      return items.slice(offset, offset + limit);
    });
    expect(slices).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
  });
});

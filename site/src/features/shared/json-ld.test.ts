import { describe, expect, it } from 'vitest';
import { buildBreadcrumbList, serializeJsonLd } from './json-ld.ts';

describe('buildBreadcrumbList', () => {
  it('numbers the levels that have a page, with absolute URLs', () => {
    expect(
      buildBreadcrumbList('https://cobelajar.id', [
        { name: 'Tanya', path: '/tanya' },
        { name: 'Kelas 5' },
        { name: 'Pecahan', path: '/tanya/chapter/5/matematika/pecahan' },
        { name: 'Pecahan senilai', path: '/tanya/topic/5/matematika/pecahan-senilai' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Tanya', item: 'https://cobelajar.id/tanya' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Pecahan',
          item: 'https://cobelajar.id/tanya/chapter/5/matematika/pecahan',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Pecahan senilai',
          item: 'https://cobelajar.id/tanya/topic/5/matematika/pecahan-senilai',
        },
      ],
    });
  });

  it('keeps a last level without a page', () => {
    const list = buildBreadcrumbList('https://x.id', [
      { name: 'Tanya', path: '/tanya' },
      { name: 'Hasil pencarian' },
    ]);
    expect(list.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Hasil pencarian',
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element, and still parses to the same data', () => {
    const data = { name: 'a </script><script>alert(1)</script> & <!-- b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

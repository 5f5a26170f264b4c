import { describe, expect, it } from 'vitest';
import { FEATURE_LINKS, isCurrentSection } from './feature-links.ts';

describe('FEATURE_LINKS', () => {
  it('names the features of docs/product §2 in its order', () => {
    expect(FEATURE_LINKS.map((link) => [link.label, link.href])).toEqual([
      ['Bimbel', '/bimbel'],
      ['Tanya', '/tanya'],
      ['Jadwal dan Materi', '/jadwal'],
      ['Guru Juara', '/gurujuara'],
      ['SmartFest', '/smartfest'],
    ]);
  });
});

describe('isCurrentSection', () => {
  it('marks the section of the page and of pages under it', () => {
    expect(isCurrentSection('/tanya', '/tanya')).toBe(true);
    expect(isCurrentSection('/tanya/questions/page/2', '/tanya')).toBe(true);
    expect(isCurrentSection('/bimbel/user/', '/bimbel')).toBe(true);
  });

  it('does not mark a section whose name is only a prefix of the path', () => {
    expect(isCurrentSection('/bimbel-online', '/bimbel')).toBe(false);
    expect(isCurrentSection('/', '/bimbel')).toBe(false);
  });
});

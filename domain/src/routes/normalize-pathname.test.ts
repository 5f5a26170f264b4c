import { describe, expect, it } from 'vitest';
import { normalizePathname } from './normalize-pathname.ts';

describe('normalizePathname', () => {
  it('drops the query, the hash and a trailing slash', () => {
    expect(normalizePathname('/paket/user/summary/?step=2#top')).toBe('/paket/user/summary');
  });

  it('keeps the root as /', () => {
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('/?utm_source=ig')).toBe('/');
  });

  it('adds a missing leading slash and collapses repeated slashes', () => {
    expect(normalizePathname('tanya//questions')).toBe('/tanya/questions');
  });

  it('keeps letter case', () => {
    expect(normalizePathname('/daftar-bimbel-SNBT')).toBe('/daftar-bimbel-SNBT');
  });
});

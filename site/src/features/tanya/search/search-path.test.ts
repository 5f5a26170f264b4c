import { describe, expect, it } from 'vitest';
import { buildTanyaSearchPath } from './search-path.ts';

describe('buildTanyaSearchPath', () => {
  it('puts the trimmed query in q, encoded as a form would', () => {
    expect(buildTanyaSearchPath('  luas lingkaran ')).toBe('/tanya/cari?q=luas+lingkaran');
    expect(buildTanyaSearchPath('x² & y?')).toBe('/tanya/cari?q=x%C2%B2+%26+y%3F');
  });

  it('adds the page from page 2 only', () => {
    expect(buildTanyaSearchPath('pecahan', 1)).toBe('/tanya/cari?q=pecahan');
    expect(buildTanyaSearchPath('pecahan', 3)).toBe('/tanya/cari?q=pecahan&page=3');
    expect(buildTanyaSearchPath('pecahan', 0)).toBe('/tanya/cari?q=pecahan');
  });
});

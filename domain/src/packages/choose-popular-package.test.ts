import { describe, expect, it } from 'vitest';
import { choosePopularPackage, markPopularPackage } from './choose-popular-package.ts';

const catalogue = [
  { id: 'utbk-snbt', isPopular: true },
  { id: 'sd-kelas-5-6', isPopular: false },
  { id: 'smp-reguler', isPopular: true },
  { id: 'sma-ipa', isPopular: false },
];

describe('choosePopularPackage', () => {
  it('chooses the package with the most paid orders, whatever the catalogue flags', () => {
    expect(choosePopularPackage(catalogue, new Map([['sma-ipa', 4], ['smp-reguler', 3], ['sd-kelas-5-6', 1]]))).toBe(
      'sma-ipa',
    );
  });

  it("falls back to the catalogue's first flagged package when nothing shown was bought", () => {
    expect(choosePopularPackage(catalogue, new Map())).toBe('utbk-snbt');
    expect(choosePopularPackage(catalogue, new Map([['not-shown', 9]]))).toBe('utbk-snbt');
  });

  it('breaks a tie in orders by the flag, then by catalogue order', () => {
    expect(choosePopularPackage(catalogue, new Map([['sd-kelas-5-6', 2], ['smp-reguler', 2]]))).toBe('smp-reguler');
    expect(choosePopularPackage(catalogue, new Map([['sd-kelas-5-6', 2], ['sma-ipa', 2]]))).toBe('sd-kelas-5-6');
  });

  it('chooses none when nothing shown was bought or flagged', () => {
    expect(choosePopularPackage([{ id: 'sd-kelas-5-6', isPopular: false }], new Map())).toBeNull();
    expect(choosePopularPackage([], new Map())).toBeNull();
  });
});

describe('markPopularPackage', () => {
  it('leaves exactly one package marked when the catalogue flags two', () => {
    const marked = markPopularPackage(catalogue, new Map([['smp-reguler', 1]]));
    expect(marked.filter((item) => item.isPopular).map((item) => item.id)).toEqual(['smp-reguler']);
    expect(marked.map((item) => item.id)).toEqual(catalogue.map((item) => item.id));
  });
});

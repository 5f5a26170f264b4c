import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUrlSlug } from './url-slug.ts';

const slug = (text: string, maxLength?: number): string =>
  toUrlSlug(text, maxLength === undefined ? { fallback: 'soal' } : { fallback: 'soal', maxLength });

describe('toUrlSlug', () => {
  it('lowercases and joins words with dashes', () => {
    expect(slug('Hitung Luas Lingkaran')).toBe('hitung-luas-lingkaran');
  });

  it('strips diacritics', () => {
    expect(slug('Pérsamaan Kuadrât')).toBe('persamaan-kuadrat');
  });

  it('removes LaTeX commands and maths symbols but keeps their arguments', () => {
    expect(slug('Tentukan nilai $x$ jika $\\frac{x}{2} + 3 = 7$')).toBe('tentukan-nilai-x-jika-x-2-3-7');
    expect(slug('Hitung \\sqrt{16} × π ≈ ?')).toBe('hitung-16');
  });

  it('removes HTML tags and entities', () => {
    expect(slug('<p>Berapa&nbsp;<b>hasil</b> 2 &lt; 3?</p>')).toBe('berapa-hasil-2-3');
  });

  it('caps long text at the last word boundary within the limit', () => {
    const text = 'satu dua tiga empat lima enam';
    expect(slug(text, 14)).toBe('satu-dua-tiga');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(slug('satu dua tiga empat', 13)).toBe('satu-dua-tiga');
  });

  it('hard-cuts a single word longer than the limit', () => {
    expect(slug('a'.repeat(100))).toBe('a'.repeat(80));
  });

  it('falls back when nothing usable is left', () => {
    expect(slug('∫ √ π')).toBe('soal');
    expect(slug('')).toBe('soal');
  });

  it('always gives a non-empty slug of lowercase ASCII words within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const result = slug(text);
        expect(result).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(result.length).toBeLessThanOrEqual(80);
      }),
    );
  });

  it('returns a slug unchanged when slugged again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const once = slug(text);
        expect(slug(once)).toBe(once);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery, SEARCH_QUERY_MAX_LENGTH } from './search-query.ts';

describe('normalizeSearchQuery', () => {
  it('collapses whitespace and trims', () => {
    expect(normalizeSearchQuery('  luas \n\t lingkaran  ')).toBe('luas lingkaran');
  });

  it('turns control characters, NUL included, into spaces', () => {
    expect(normalizeSearchQuery('luas\u0000lingkaran\u0007')).toBe('luas lingkaran');
    expect(normalizeSearchQuery('\u200bpecahan\u202e')).toBe('pecahan');
    expect(normalizeSearchQuery('\ud800 gaya')).toBe('gaya');
  });

  it('keeps letters of every script, maths signs and emoji', () => {
    expect(normalizeSearchQuery('x² + √4 = 6 📐 é')).toBe('x² + √4 = 6 📐 é');
  });

  it('cuts long text without splitting a character', () => {
    expect(normalizeSearchQuery('a'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    const emoji = normalizeSearchQuery('📐'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(emoji).not.toMatch(/\p{Cs}/u);
  });

  it('always gives text without lone surrogates without control characters, within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const query = normalizeSearchQuery(raw);
        expect(query).not.toMatch(/\p{Cs}/u);
        expect(query).not.toMatch(/\p{Cc}/u);
        expect(Array.from(query).length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
        expect(query).toBe(query.trim());
      }),
    );
  });
});

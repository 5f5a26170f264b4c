import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text.ts';

describe('truncateText', () => {
  it('cuts long text to limit − 3 characters and appends ...', () => {
    expect(truncateText('Persamaan kuadrat dan fungsi', 12)).toBe('Persamaan...');
  });

  it('leaves text at exactly the limit unchanged', () => {
    expect(truncateText('123456789012', 12)).toBe('123456789012');
  });

  it('leaves shorter text unchanged', () => {
    expect(truncateText('Pecahan', 12)).toBe('Pecahan');
  });

  it('does not split an emoji at the cut', () => {
    // The cut at 4 would fall between the two halves of 😀.
    expect(truncateText('abc😀defgh', 7)).toBe('abc...');
  });

  it('cuts without an ellipsis when the limit leaves no room for one', () => {
    expect(truncateText('abcdef', 3)).toBe('abc');
    expect(truncateText('abcdef', 0)).toBe('');
  });

  it('rejects a negative or fractional limit', () => {
    expect(() => truncateText('abc', -1)).toThrow(RangeError);
    expect(() => truncateText('abc', 2.5)).toThrow(RangeError);
  });

  it('never returns more than the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat({ max: 40 }), (text, limit) => {
        expect(truncateText(text, limit).length).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('returns text within the limit unchanged', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 40 }), (text, extra) => {
        expect(truncateText(text, text.length + extra)).toBe(text);
      }),
    );
  });

  it('starts with a prefix of the original and ends with ... when it cuts', () => {
    const longerThanLimit = fc
      .integer({ min: 4, max: 40 })
      .chain((limit) =>
        fc.tuple(
          fc.string({ unit: 'grapheme', minLength: limit + 1, maxLength: limit + 30 }),
          fc.constant(limit),
        ),
      );
    fc.assert(
      fc.property(longerThanLimit, ([text, limit]) => {
        const result = truncateText(text, limit);
        expect(result.endsWith('...')).toBe(true);
        const kept = result.slice(0, -3);
        expect(text.startsWith(kept)).toBe(true);
        // At most one code unit is given up, to avoid splitting a surrogate pair.
        expect(kept.length).toBeGreaterThanOrEqual(limit - 4);
      }),
    );
  });
});

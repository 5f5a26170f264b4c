import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toInitials } from './to-initials.ts';

describe('toInitials', () => {
  it('takes the first letters of the first and last words, in capitals', () => {
    expect(toInitials('budi santoso')).toBe('BS');
    expect(toInitials('Siti Nur Aisyah')).toBe('SA');
  });

  it('gives one letter for a one-word name', () => {
    expect(toInitials('  Sukarno ')).toBe('S');
  });

  it('skips words without a letter', () => {
    expect(toInitials('Rizky (2) Pratama')).toBe('RP');
    expect(toInitials('"Andi" 123')).toBe('A');
  });

  it('gives an empty string when the name has no letter', () => {
    expect(toInitials('')).toBe('');
    expect(toInitials(' 123 - ')).toBe('');
  });

  it('keeps one capital per letter even where upper case has two', () => {
    expect(toInitials('ßa ßb')).toBe('SS');
  });

  it('never gives more than two letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect([...toInitials(name)].length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('leaves out the form of address and the degrees of a teacher’s name', () => {
    expect(toInitials('Pak Bima Prasetyo, S.Pd.')).toBe('BP');
    expect(toInitials('Bu Dewi Anggraini, M.Pd.')).toBe('DA');
    expect(toInitials('Ibu Sari Wulandari')).toBe('SW');
    // A name that is only a form of address keeps it.
    expect(toInitials('Bu')).toBe('B');
  });
});

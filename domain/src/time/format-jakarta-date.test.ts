import { describe, expect, it } from 'vitest';
import { formatJakartaDate } from './format-jakarta-date.ts';

describe('formatJakartaDate', () => {
  it('writes the weekday, day, month and year in Indonesian', () => {
    expect(formatJakartaDate(new Date('2026-11-22T12:30:00Z'))).toBe('Minggu, 22 November 2026');
  });

  it('uses the Jakarta date when UTC is still on the previous day', () => {
    // 18:00 UTC on the 22nd is 01:00 WIB on the 23rd.
    expect(formatJakartaDate(new Date('2026-11-22T18:00:00Z'))).toBe('Senin, 23 November 2026');
  });

  it('uses Indonesian month names', () => {
    expect(formatJakartaDate(new Date('2026-08-17T03:00:00Z'))).toBe('Senin, 17 Agustus 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatJakartaDate(new Date('not a date'))).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatJakartaTime } from './format-jakarta-time.ts';

describe('formatJakartaTime', () => {
  it('writes Jakarta wall-clock time with a dot and the WIB label', () => {
    expect(formatJakartaTime(new Date('2026-11-22T12:30:00Z'))).toBe('19.30 WIB');
  });

  it('writes midnight as 00.00, not 24.00', () => {
    expect(formatJakartaTime(new Date('2026-11-22T17:00:00Z'))).toBe('00.00 WIB');
  });

  it('pads single-digit hours', () => {
    expect(formatJakartaTime(new Date('2026-11-22T00:05:00Z'))).toBe('07.05 WIB');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatJakartaTime(new Date(Number.NaN))).toBe('');
  });
});

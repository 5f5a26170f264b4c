import { describe, expect, it } from 'vitest';
import { getJakartaMidnightInDays } from './jakarta-midnight.ts';

describe('getJakartaMidnightInDays', () => {
  const eveningInJakarta = new Date('2026-11-22T12:30:00Z'); // 19.30 WIB, 22 November

  it('gives tomorrow’s 00:00 WIB as a UTC instant', () => {
    expect(getJakartaMidnightInDays(1, eveningInJakarta).toISOString()).toBe('2026-11-22T17:00:00.000Z');
  });

  it('gives the start of today for 0 days', () => {
    expect(getJakartaMidnightInDays(0, eveningInJakarta).toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });

  it('counts from the Jakarta date when UTC is still on the previous day', () => {
    // 18:00 UTC on the 22nd is already 01.00 WIB on the 23rd.
    expect(getJakartaMidnightInDays(1, new Date('2026-11-22T18:00:00Z')).toISOString()).toBe(
      '2026-11-23T17:00:00.000Z',
    );
  });

  it('treats exactly midnight in Jakarta as the start of that day', () => {
    expect(getJakartaMidnightInDays(0, new Date('2026-11-22T17:00:00Z')).toISOString()).toBe(
      '2026-11-22T17:00:00.000Z',
    );
  });

  it('crosses month and year ends', () => {
    expect(getJakartaMidnightInDays(7, new Date('2026-12-28T05:00:00Z')).toISOString()).toBe(
      '2027-01-03T17:00:00.000Z',
    );
  });

  it('goes back for negative days', () => {
    expect(getJakartaMidnightInDays(-1, eveningInJakarta).toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });

  it('rejects fractional days and invalid dates', () => {
    expect(() => getJakartaMidnightInDays(1.5, eveningInJakarta)).toThrow(RangeError);
    expect(() => getJakartaMidnightInDays(1, new Date(Number.NaN))).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateInZone, formatTimeInZone, formatTimeRangeInZone } from './format-time-in-zone.ts';

const instant = new Date('2026-11-22T12:30:00Z');

describe('formatTimeInZone', () => {
  it('labels Jakarta, Makassar and Jayapura WIB, WITA and WIT with their own wall-clock time', () => {
    expect(formatTimeInZone(instant, 'Asia/Jakarta')).toBe('19.30 WIB');
    expect(formatTimeInZone(instant, 'Asia/Makassar')).toBe('20.30 WITA');
    expect(formatTimeInZone(instant, 'Asia/Jayapura')).toBe('21.30 WIT');
  });

  it('defaults to Asia/Jakarta', () => {
    expect(formatTimeInZone(instant)).toBe('19.30 WIB');
  });

  it('labels zones outside Indonesia by their GMT offset', () => {
    expect(formatTimeInZone(instant, 'Asia/Kolkata')).toBe('18.00 GMT+05:30');
    expect(formatTimeInZone(instant, 'UTC')).toBe('12.30 GMT+00:00');
  });

  it('falls back to Jakarta for a zone the engine does not know', () => {
    expect(formatTimeInZone(instant, 'Mars/Olympus_Mons')).toBe('19.30 WIB');
  });

  it('writes midnight as 00.00 and gives an empty string for an invalid date', () => {
    expect(formatTimeInZone(new Date('2026-11-22T17:00:00Z'), 'Asia/Jakarta')).toBe('00.00 WIB');
    expect(formatTimeInZone(new Date(Number.NaN))).toBe('');
  });
});

describe('formatTimeRangeInZone', () => {
  it('writes start–end once with the zone label', () => {
    const end = new Date('2026-11-22T14:00:00Z');
    expect(formatTimeRangeInZone(instant, end, 'Asia/Jayapura')).toBe('21.30–23.00 WIT');
  });

  it('gives an empty string when either end is invalid', () => {
    expect(formatTimeRangeInZone(instant, new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateInZone', () => {
  it('gives the date in the viewer zone, which can be a day after Jakarta', () => {
    const lateInJakarta = new Date('2026-11-22T16:00:00Z'); // 23.00 WIB, 01.00 WIT
    expect(formatDateInZone(lateInJakarta, 'Asia/Jakarta')).toBe('Minggu, 22 November 2026');
    expect(formatDateInZone(lateInJakarta, 'Asia/Jayapura')).toBe('Senin, 23 November 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTimeInZone } from './format-date-time-in-zone.ts';

describe('formatDateTimeInZone', () => {
  it('writes the date and time of the viewer’s zone with WIB, WITA or WIT', () => {
    const deadline = new Date('2026-11-27T07:30:00Z');
    expect(formatDateTimeInZone(deadline, 'Asia/Jakarta')).toBe('Jumat, 27 November 2026 pukul 14.30 WIB');
    expect(formatDateTimeInZone(deadline, 'Asia/Makassar')).toBe('Jumat, 27 November 2026 pukul 15.30 WITA');
    expect(formatDateTimeInZone(deadline, 'Asia/Jayapura')).toBe('Jumat, 27 November 2026 pukul 16.30 WIT');
  });

  it('moves to the next day where the zone has passed midnight', () => {
    expect(formatDateTimeInZone(new Date('2026-11-27T16:30:00Z'), 'Asia/Jayapura')).toBe(
      'Sabtu, 28 November 2026 pukul 01.30 WIT',
    );
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateTimeInZone(new Date(Number.NaN))).toBe('');
  });
});

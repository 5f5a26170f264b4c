import { describe, expect, it } from 'vitest';
import { formatDateRangeInZone } from './format-date-range-in-zone.ts';

describe('formatDateRangeInZone', () => {
  it('writes both dates in Indonesian with an en dash', () => {
    expect(
      formatDateRangeInZone(new Date('2026-11-28T03:00:00Z'), new Date('2027-05-28T03:00:00Z'), 'Asia/Jakarta'),
    ).toBe('28 November 2026 – 28 Mei 2027');
  });

  it('uses the viewer zone: near midnight the date differs from Jakarta’s', () => {
    // 23.30 WIB on 27 November is 01.30 WIT on 28 November.
    const start = new Date('2026-11-27T16:30:00Z');
    const end = new Date('2027-05-27T16:30:00Z');
    expect(formatDateRangeInZone(start, end, 'Asia/Jakarta')).toBe('27 November 2026 – 27 Mei 2027');
    expect(formatDateRangeInZone(start, end, 'Asia/Jayapura')).toBe('28 November 2026 – 28 Mei 2027');
  });

  it('falls back to Jakarta for an unknown zone and gives "" for an invalid date', () => {
    const start = new Date('2026-11-27T16:30:00Z');
    expect(formatDateRangeInZone(start, new Date('2027-05-27T16:30:00Z'), 'Mars/Olympus')).toBe(
      '27 November 2026 – 27 Mei 2027',
    );
    expect(formatDateRangeInZone(new Date('x'), start)).toBe('');
  });
});

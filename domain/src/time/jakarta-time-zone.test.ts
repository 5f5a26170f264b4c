import { describe, expect, it } from 'vitest';
import { INDONESIAN_LOCALE, JAKARTA_TIME_ZONE, JAKARTA_UTC_OFFSET_MINUTES } from './jakarta-time-zone.ts';

describe('Jakarta time zone', () => {
  it('names the zone Asia/Jakarta and the locale id-ID', () => {
    expect(JAKARTA_TIME_ZONE).toBe('Asia/Jakarta');
    expect(INDONESIAN_LOCALE).toBe('id-ID');
  });

  it('agrees with the time-zone database that Jakarta is UTC+07:00 in both halves of the year', () => {
    const offsetName = (iso: string): string | undefined =>
      new Intl.DateTimeFormat('en-US', { timeZone: JAKARTA_TIME_ZONE, timeZoneName: 'longOffset' })
        .formatToParts(new Date(iso))
        .find((part) => part.type === 'timeZoneName')?.value;
    expect(JAKARTA_UTC_OFFSET_MINUTES).toBe(420);
    expect(offsetName('2026-01-15T00:00:00Z')).toBe('GMT+07:00');
    expect(offsetName('2026-07-15T00:00:00Z')).toBe('GMT+07:00');
  });
});

import { describe, expect, it } from 'vitest';
import { startOfZonedDay, startOfZonedWeek, zonedDateKey, zonedWeekday } from './jakarta-week.ts';
import { atZone, inZone } from './zoned-dayjs.ts';

describe('Jakarta weeks and days', () => {
  it('reads the weekday in the zone, not in UTC', () => {
    // Sunday 17:30 UTC is Monday 00:30 WIB, still Sunday 23:30 in no Indonesian zone but WIB+.
    const instant = new Date('2026-11-22T17:30:00Z');
    expect(zonedWeekday(instant)).toBe(1);
    expect(zonedWeekday(instant, 'UTC')).toBe(7);
    expect(zonedWeekday(new Date('2026-11-22T16:59:00Z'))).toBe(7);
  });

  it('starts the week on Monday 00.00 WIB and moves by whole weeks', () => {
    const wednesday = new Date('2026-11-25T05:00:00Z');
    expect(startOfZonedWeek(wednesday).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(startOfZonedWeek(wednesday, 1).toISOString()).toBe('2026-11-29T17:00:00.000Z');
    expect(startOfZonedWeek(wednesday, -1).toISOString()).toBe('2026-11-15T17:00:00.000Z');
    // Sunday 23.59 WIB still belongs to the week that began six days earlier.
    expect(startOfZonedWeek(new Date('2026-11-29T16:59:00Z')).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    // And Monday 00.00 WIB opens the next one.
    expect(startOfZonedWeek(new Date('2026-11-29T17:00:00Z')).toISOString()).toBe('2026-11-29T17:00:00.000Z');
  });

  it('uses each zone’s own midnight (WITA and WIT are 1 and 2 hours ahead, no DST)', () => {
    const instant = new Date('2026-11-25T15:30:00Z'); // 22.30 WIB, 23.30 WITA, 00.30 WIT next day
    expect(zonedDateKey(instant)).toBe('2026-11-25');
    expect(zonedDateKey(instant, 'Asia/Makassar')).toBe('2026-11-25');
    expect(zonedDateKey(instant, 'Asia/Jayapura')).toBe('2026-11-26');
    expect(startOfZonedDay(instant, 0, 'Asia/Jayapura').toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(startOfZonedDay(instant, 1).toISOString()).toBe('2026-11-25T17:00:00.000Z');
    // A year of Jakarta days is 365 × 24 hours: no daylight saving shift anywhere.
    const start = startOfZonedDay(new Date('2026-01-01T00:00:00Z'));
    expect(startOfZonedDay(start, 365).getTime() - start.getTime()).toBe(365 * 86_400_000);
  });

  it('turns a wall-clock time in a zone into the instant', () => {
    expect(atZone('2026-11-23 19:00').toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(atZone('2026-11-23 19:00', 'Asia/Jayapura').toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(inZone(new Date('2026-11-23T12:00:00Z')).format('dddd, D MMMM YYYY HH.mm')).toBe(
      'Senin, 23 November 2026 19.00',
    );
  });
});

import { startOfZonedDay } from './jakarta-week.ts';

/**
 * The instant of 00:00 Jakarta time on the day `days` after `now`'s Jakarta date
 * (docs/product §9: "midnight N days from today"). 0 gives the start of today, 1 tomorrow's
 * midnight, negative numbers go back. The calendar day is Jakarta's, not the device's:
 * at 23.30 WIB "today" is still that day even where UTC has moved on.
 *
 * @throws {RangeError} when `days` is not an integer or `now` is an invalid date.
 * @example
 * getJakartaMidnightInDays(1, new Date('2026-11-22T12:30:00Z')).toISOString(); // '2026-11-22T17:00:00.000Z'
 */
export function getJakartaMidnightInDays(days: number, now: Date = new Date()): Date {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('now is an invalid date');
  return startOfZonedDay(now, days);
}

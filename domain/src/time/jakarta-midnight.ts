import { JAKARTA_UTC_OFFSET_MINUTES } from './jakarta-time-zone.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const OFFSET_MS = JAKARTA_UTC_OFFSET_MINUTES * MINUTE_MS;

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
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('now is an invalid date');
  // Shift into Jakarta wall-clock time, floor to its day, then shift back to UTC.
  const jakartaDayStart = Math.floor((nowMs + OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(jakartaDayStart + days * DAY_MS - OFFSET_MS);
}

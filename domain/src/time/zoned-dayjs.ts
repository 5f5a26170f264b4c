import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { JAKARTA_TIME_ZONE } from './jakarta-time-zone.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export type { Dayjs };

/**
 * An instant as a dayjs in an IANA zone (Asia/Jakarta unless told), with the Indonesian locale:
 * the one entry to schedule arithmetic (docs/product §4, decision 069). Indonesia has no daylight
 * saving time, so a day there is always 24 hours and a week 7 × 24 hours.
 *
 * @example
 * inZone(new Date('2026-11-22T17:30:00Z')).format('dddd HH:mm'); // 'Senin 00:30'
 */
export function inZone(date: Date | string | number, timeZone: string = JAKARTA_TIME_ZONE): Dayjs {
  return dayjs(date).tz(timeZone).locale('id');
}

/**
 * A wall-clock time in a zone as an instant: `atZone('2026-11-23 19:00')` is 12:00 UTC.
 *
 * @example
 * atZone('2026-11-23 19:00', 'Asia/Makassar').toISOString(); // '2026-11-23T11:00:00.000Z'
 */
export function atZone(wallClock: string, timeZone: string = JAKARTA_TIME_ZONE): Date {
  return dayjs.tz(wallClock, timeZone).toDate();
}

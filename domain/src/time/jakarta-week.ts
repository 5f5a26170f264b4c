import type { WeekdayNumber } from '../catalogue/weekday.ts';
import { JAKARTA_TIME_ZONE } from './jakarta-time-zone.ts';
import { inZone } from './zoned-dayjs.ts';

/**
 * The ISO weekday (Senin = 1 … Minggu = 7, docs/product §3) of an instant in a zone.
 *
 * @example
 * zonedWeekday(new Date('2026-11-22T17:30:00Z')); // 1 — already Monday in Jakarta
 */
export function zonedWeekday(date: Date, timeZone: string = JAKARTA_TIME_ZONE): WeekdayNumber {
  const day = inZone(date, timeZone).day(); // 0 = Sunday
  return (day === 0 ? 7 : day) as WeekdayNumber;
}

/**
 * 00:00 of the Monday of the week holding `now`, in a zone (weeks run Senin…Minggu).
 * `weeks` moves whole weeks forward or back.
 *
 * @example
 * startOfZonedWeek(new Date('2026-11-25T05:00:00Z')).toISOString(); // '2026-11-22T17:00:00.000Z' (Senin 23 Nov, 00.00 WIB)
 */
export function startOfZonedWeek(now: Date, weeks = 0, timeZone: string = JAKARTA_TIME_ZONE): Date {
  const local = inZone(now, timeZone);
  const daysSinceMonday = zonedWeekday(now, timeZone) - 1;
  return local
    .subtract(daysSinceMonday, 'day')
    .startOf('day')
    .add(weeks * 7, 'day')
    .toDate();
}

/**
 * 00:00 of the day holding `now` in a zone, moved by `days`.
 *
 * @example
 * startOfZonedDay(new Date('2026-11-25T18:00:00Z'), 1).toISOString(); // '2026-11-26T17:00:00.000Z'
 */
export function startOfZonedDay(now: Date, days = 0, timeZone: string = JAKARTA_TIME_ZONE): Date {
  return inZone(now, timeZone).startOf('day').add(days, 'day').toDate();
}

/**
 * The calendar date of an instant in a zone as 'YYYY-MM-DD': the key that groups a day's classes.
 *
 * @example
 * zonedDateKey(new Date('2026-11-22T17:30:00Z')); // '2026-11-23'
 */
export function zonedDateKey(date: Date, timeZone: string = JAKARTA_TIME_ZONE): string {
  return inZone(date, timeZone).format('YYYY-MM-DD');
}

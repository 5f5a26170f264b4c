import { formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { atZone, inZone } from '@bimbel/domain/time/zoned-dayjs';

/**
 * When a class ran, in the viewer's zone: 'Senin, 23 November, 19.00–20.30 WIB'.
 *
 * @example
 * classWhen('2026-11-23T12:00:00Z', '2026-11-23T13:30:00Z', 'Asia/Jakarta'); // 'Senin, 23 November, 19.00–20.30 WIB'
 */
export function classWhen(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  return `${inZone(start, timeZone).format('dddd, D MMMM')}, ${formatTimeRangeInZone(start, new Date(endsAt), timeZone)}`;
}

/** A day and date in the viewer's zone: 'Senin, 23 November'. */
export function dayOf(instant: string, timeZone: string): string {
  return inZone(new Date(instant), timeZone).format('dddd, D MMMM');
}

/** A Jakarta calendar date 'YYYY-MM-DD' as 'Senin, 23 November'. */
export function jakartaDay(date: string): string {
  return inZone(atZone(`${date} 12:00`)).format('dddd, D MMMM');
}

import { JAKARTA_TIME_ZONE } from './jakarta-time-zone.ts';
import { formatDateInZone, formatTimeInZone } from './format-time-in-zone.ts';

/**
 * An instant as a date and a time in the viewer's zone, with the zone's label: a payment deadline
 * or the end of a subscription. An invalid date gives ''.
 *
 * @example
 * formatDateTimeInZone(new Date('2026-11-27T07:30:00Z'), 'Asia/Makassar'); // 'Jumat, 27 November 2026 pukul 15.30 WITA'
 */
export function formatDateTimeInZone(date: Date, timeZone: string = JAKARTA_TIME_ZONE): string {
  const day = formatDateInZone(date, timeZone);
  return day ? `${day} pukul ${formatTimeInZone(date, timeZone)}` : '';
}

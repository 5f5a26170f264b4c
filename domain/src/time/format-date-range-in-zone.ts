import { INDONESIAN_LOCALE, JAKARTA_TIME_ZONE } from './jakarta-time-zone.ts';

// One formatter per zone: a checkout summary formats a range per student.
const formatsByZone = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatsByZone.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(INDONESIAN_LOCALE, { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
    } catch {
      // A zone this engine does not know: the product's own zone.
      format = dayFormat(JAKARTA_TIME_ZONE);
    }
    formatsByZone.set(timeZone, format);
  }
  return format;
}

/**
 * Two instants as calendar dates in the viewer's zone, in Indonesian without the weekday, joined
 * by an en dash: a subscription period. An invalid date gives ''.
 *
 * @example
 * formatDateRangeInZone(new Date('2026-11-28T03:00:00Z'), new Date('2027-05-28T03:00:00Z'), 'Asia/Jakarta');
 * // '28 November 2026 – 28 Mei 2027'
 */
export function formatDateRangeInZone(start: Date, end: Date, timeZone: string = JAKARTA_TIME_ZONE): string {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const format = dayFormat(timeZone);
  return `${format.format(start)} – ${format.format(end)}`;
}

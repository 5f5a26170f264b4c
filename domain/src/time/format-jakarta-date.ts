import { INDONESIAN_LOCALE, JAKARTA_TIME_ZONE } from './jakarta-time-zone.ts';

const DATE_FORMAT = new Intl.DateTimeFormat(INDONESIAN_LOCALE, {
  timeZone: JAKARTA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * Formats the Jakarta calendar date of an instant in Indonesian, with the weekday.
 * An invalid date gives '' (Intl would throw), so a bad value blanks one label instead of
 * breaking a page.
 *
 * @example
 * formatJakartaDate(new Date('2026-11-22T12:30:00Z')); // 'Minggu, 22 November 2026'
 * formatJakartaDate(new Date('2026-11-22T18:00:00Z')); // 'Senin, 23 November 2026' (01.00 in Jakarta)
 */
export function formatJakartaDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return DATE_FORMAT.format(date);
}

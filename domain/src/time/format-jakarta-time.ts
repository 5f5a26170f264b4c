import { INDONESIAN_LOCALE, JAKARTA_TIME_ZONE } from './jakarta-time-zone.ts';

// h23 so midnight reads 00.00 rather than 24.00; Indonesian separates hours and minutes with a dot.
const TIME_FORMAT = new Intl.DateTimeFormat(INDONESIAN_LOCALE, {
  timeZone: JAKARTA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Formats the Jakarta wall-clock time of an instant as Indonesians write it, with the
 * zone label. An invalid date gives ''.
 *
 * @example
 * formatJakartaTime(new Date('2026-11-22T12:30:00Z')); // '19.30 WIB'
 */
export function formatJakartaTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${TIME_FORMAT.format(date)} WIB`;
}

import { INDONESIAN_LOCALE, JAKARTA_TIME_ZONE } from './jakarta-time-zone.ts';
import { toTimeZoneLabel } from './time-zone-label.ts';

type ZoneFormats = { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat; offset: Intl.DateTimeFormat };

// Building Intl formatters is slow on low-end phones; a page of class cards reuses one set per zone.
const formatsByZone = new Map<string, ZoneFormats>();

function createFormats(timeZone: string): ZoneFormats {
  return {
    // h23 so midnight reads 00.00; id-ID separates hours and minutes with a dot.
    time: new Intl.DateTimeFormat(INDONESIAN_LOCALE, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
    date: new Intl.DateTimeFormat(INDONESIAN_LOCALE, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    // en-US because id-ID writes the offset 'GMT+07.00', which the label parser does not read.
    offset: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  };
}

function getFormats(timeZone: string): ZoneFormats {
  let formats = formatsByZone.get(timeZone);
  if (!formats) {
    try {
      formats = createFormats(timeZone);
    } catch {
      // A device may report a zone this engine does not know; show the product's own zone then.
      formats = getFormats(JAKARTA_TIME_ZONE);
    }
    formatsByZone.set(timeZone, formats);
  }
  return formats;
}

function zoneLabel(date: Date, formats: ZoneFormats): string {
  const offset = formats.offset.formatToParts(date).find((part) => part.type === 'timeZoneName');
  return toTimeZoneLabel(offset?.value ?? '');
}

const isValid = (date: Date): boolean => !Number.isNaN(date.getTime());

/**
 * Wall-clock time of an instant in the viewer's IANA zone, labelled WIB / WITA / WIT
 * (other zones read GMT±hh:mm). Unknown zones fall back to Asia/Jakarta; an invalid date gives ''.
 *
 * @example
 * formatTimeInZone(new Date('2026-11-22T12:30:00Z'), 'Asia/Makassar'); // '20.30 WITA'
 */
export function formatTimeInZone(date: Date, timeZone: string = JAKARTA_TIME_ZONE): string {
  if (!isValid(date)) return '';
  const formats = getFormats(timeZone);
  return `${formats.time.format(date)} ${zoneLabel(date, formats)}`;
}

/**
 * A start–end range in the viewer's zone with one label, as class schedules are written.
 * An invalid start or end gives ''.
 *
 * @example
 * formatTimeRangeInZone(new Date('2026-11-22T12:30:00Z'), new Date('2026-11-22T14:00:00Z'), 'Asia/Jayapura');
 * // '21.30–23.00 WIT'
 */
export function formatTimeRangeInZone(start: Date, end: Date, timeZone: string = JAKARTA_TIME_ZONE): string {
  if (!isValid(start) || !isValid(end)) return '';
  const formats = getFormats(timeZone);
  return `${formats.time.format(start)}–${formats.time.format(end)} ${zoneLabel(start, formats)}`;
}

/**
 * The calendar date of an instant in the viewer's zone, in Indonesian with the weekday —
 * near midnight it can differ from the Jakarta date. An invalid date gives ''.
 *
 * @example
 * formatDateInZone(new Date('2026-11-22T16:00:00Z'), 'Asia/Jayapura'); // 'Senin, 23 November 2026'
 */
export function formatDateInZone(date: Date, timeZone: string = JAKARTA_TIME_ZONE): string {
  if (!isValid(date)) return '';
  return getFormats(timeZone).date.format(date);
}

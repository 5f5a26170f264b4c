import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';

/*
 * A small RFC 5545 (iCalendar) writer — the few components our calendar files need, written out
 * by hand rather than through ical-generator (decision 070): TZID with our own fixed VTIMEZONE,
 * line folding at 75 octets without splitting a UTF-8 character, and TEXT escaping are all it
 * takes, and every rule is visible here. Tests read the output with an independent parser
 * (ical.js).
 */

/** A physical line holds at most this many octets, CRLF excluded (RFC 5545 §3.1). */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** One event (VEVENT). Times are instants; they are written as Asia/Jakarta wall-clock times. */
export type CalendarEvent = {
  /** Globally unique and stable for the life of the event: `<class id>@<host>`. */
  uid: string;
  /** RFC 5545 SEQUENCE: bumped on every change a calendar must see. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  location: string;
  status: 'CONFIRMED' | 'CANCELLED';
  created: Date;
  lastModified: Date;
  /** A reminder the calendar app shows this many minutes before the start; none when undefined. */
  alarm?: { minutesBefore: number; description: string };
};

export type CalendarDocument = {
  /** X-WR-CALNAME: the name calendar apps show for the file or the subscription. */
  name: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event: when this document was made. */
  now: Date;
  /** A subscribed feed: how often apps should fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
};

/** Drops C0 control characters (but tab) and DEL: RFC 5545 TEXT may not hold them. */
function dropControlCharacters(value: string): string {
  let kept = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code === 9 || (code >= 32 && code !== 127)) kept += character;
  }
  return kept;
}

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma get a backslash, line
 * breaks become `\n`; other control characters are dropped.
 *
 * @example
 * escapeText('Persamaan; kuadrat, dasar\nBab 2'); // 'Persamaan\\; kuadrat\\, dasar\\nBab 2'
 */
export function escapeText(value: string): string {
  return dropControlCharacters(
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );
}

/**
 * Folds a content line into physical lines of at most 75 octets (RFC 5545 §3.1): each
 * continuation starts with one space, and a multi-octet UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space counts
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20261125T120000Z`: an instant in UTC (DTSTAMP, CREATED, LAST-MODIFIED). */
export function formatUtcDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** `20261125T190000`: the Asia/Jakarta wall-clock time of an instant (with TZID=Asia/Jakarta). */
export function formatJakartaDateTime(date: Date): string {
  return inZone(date).format('YYYYMMDD[T]HHmmss');
}

/**
 * Asia/Jakarta as a VTIMEZONE: UTC+07:00 all year, WIB (Indonesia has had no daylight saving
 * time since 1964), so one STANDARD observance from 1970 describes it.
 */
const JAKARTA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${JAKARTA_TIME_ZONE}`,
  `X-LIC-LOCATION:${JAKARTA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:WIB',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: CalendarEvent, now: Date): string[] {
  const zoned = (name: string, date: Date) => `${name};TZID=${JAKARTA_TIME_ZONE}:${formatJakartaDateTime(date)}`;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtcDateTime(now)}`,
    `CREATED:${formatUtcDateTime(event.created)}`,
    `LAST-MODIFIED:${formatUtcDateTime(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    zoned('DTSTART', event.start),
    zoned('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL;VALUE=URI:${event.url}`,
    'TRANSP:OPAQUE',
  ];
  if (event.alarm) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.alarm.description)}`,
      `TRIGGER;RELATED=START:-PT${event.alarm.minutesBefore}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/**
 * Writes a VCALENDAR (METHOD:PUBLISH) with the Asia/Jakarta VTIMEZONE and one VEVENT per event:
 * CRLF line ends, folded lines, escaped text.
 */
export function writeCalendar({ name, events, now, refreshMinutes }: CalendarDocument): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bimbel//Kelas Live//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${JAKARTA_TIME_ZONE}`,
    ...(refreshMinutes
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${refreshMinutes}M`, `X-PUBLISHED-TTL:PT${refreshMinutes}M`]
      : []),
    ...JAKARTA_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

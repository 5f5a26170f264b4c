import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatJakartaDateTime, formatUtcDateTime, writeCalendar } from './icalendar.ts';
import { parseCalendar } from './testing/parse-icalendar.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf\rg\u0007')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `DESCRIPTION:${'x'.repeat(63)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuations starting with one space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBe(3);
    expect(physical.map(octets)).toEqual([75, 75, octets(line) - 75 - 74 + 1]);
    expect(physical.slice(1).every((part) => part.startsWith(' ') && !part.startsWith('  '))).toBe(true);
    expect(physical.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-octet UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(40)}—π²✓🙂${'ü'.repeat(40)}`;
    const physical = foldLine(line).split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(Buffer.from(part, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    }
    expect(physical.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('date-times', () => {
  it('writes instants in UTC and Jakarta wall-clock times (UTC+7, whatever the date)', () => {
    expect(formatUtcDateTime(new Date('2026-11-25T12:00:00.000Z'))).toBe('20261125T120000Z');
    expect(formatJakartaDateTime(new Date('2026-11-25T12:00:00.000Z'))).toBe('20261125T190000');
    // 23:30 UTC on 31 December is already the new year in Jakarta.
    expect(formatJakartaDateTime(new Date('2026-12-31T23:30:00.000Z'))).toBe('20270101T063000');
    // July (northern summer): still +7, no daylight saving time.
    expect(formatJakartaDateTime(new Date('2027-07-01T00:00:00.000Z'))).toBe('20270701T070000');
  });
});

describe('writeCalendar', () => {
  const now = new Date('2026-11-25T03:04:05.000Z');
  const event = {
    uid: '7b0c6f1e-0000-4000-8000-000000000001@bimbel.example.id',
    sequence: 2,
    start: new Date('2026-12-31T23:30:00.000Z'),
    end: new Date('2027-01-01T01:00:00.000Z'),
    summary: 'Matematika: Limit; turunan, integral',
    description: `Baris satu\nBaris dua dengan \\ garis miring; titik koma, koma. ${'Panjang sekali — π² '.repeat(12)}`,
    url: 'https://bimbel.example.id/bimbel/user',
    location: 'https://bimbel.example.id/bimbel/user',
    status: 'CONFIRMED' as const,
    created: new Date('2026-11-01T00:00:00.000Z'),
    lastModified: new Date('2026-11-20T00:00:00.000Z'),
    alarm: { minutesBefore: 15, description: 'Kelas mulai 15 menit lagi' },
  };

  it('writes CRLF lines of at most 75 octets that ical.js reads back to the same values', () => {
    const text = writeCalendar({ name: 'Kelas Bimbel Raka', events: [event], now, refreshMinutes: 60 });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const parsed = parseCalendar(text);
    expect(parsed.properties).toMatchObject({
      version: '2.0',
      prodid: '-//Bimbel//Kelas Live//ID',
      calscale: 'GREGORIAN',
      method: 'PUBLISH',
      'x-wr-calname': 'Kelas Bimbel Raka',
      'refresh-interval': 'PT60M',
    });
    expect(parsed.timezones).toEqual(['Asia/Jakarta']);
    const [read] = parsed.events;
    expect(read).toMatchObject({
      uid: event.uid,
      sequence: 2,
      summary: event.summary,
      description: event.description,
      startTzid: 'Asia/Jakarta',
      alarm: { action: 'DISPLAY', trigger: '-PT15M', related: 'START' },
    });
    expect(read?.start.toISOString()).toBe(event.start.toISOString());
    expect(read?.end.toISOString()).toBe(event.end.toISOString());
    expect(read?.dtstamp.toISOString()).toBe(now.toISOString());
    expect(text).toContain('DTSTART;TZID=Asia/Jakarta:20270101T063000\r\n');
  });
});

import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { toUrlSlug } from '@bimbel/domain/routes/url-slug';
import { MATERIAL_KIND_LABELS } from '@bimbel/domain/live-classes/live-class';
import { CALENDAR_ALARM_MINUTES_BEFORE, JOIN_OPENS_MINUTES_BEFORE } from '@bimbel/domain/live-classes/join-window';
import type { ClassRow } from '../live-classes/class-queries.ts';
import type { CalendarEvent } from './icalendar.ts';

/** Where a student joins their classes: the student home lists them with the join button. */
export const CLASS_JOIN_PAGE_PATH = '/bimbel/user';

/** The join page of a class, absolute (calendar apps open it from the event). */
export function classJoinPageUrl(origin: string): string {
  return `${origin}${CLASS_JOIN_PAGE_PATH}`;
}

/** A material's address as a calendar app can open it: site paths made absolute. */
function absoluteUrl(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** The event's text: teacher, topic, description, materials and where to join. */
function describeClass(row: ClassRow, origin: string): string {
  const lines = [
    `Kelas live ${toSubjectName(row.subject)} bersama ${row.teacher_name}.`,
    `Topik: ${row.topic}`,
  ];
  if (row.description.trim()) lines.push('', row.description.trim());
  if (row.materials.length > 0) {
    lines.push('', 'Materi:');
    for (const material of row.materials) {
      lines.push(`- ${MATERIAL_KIND_LABELS[material.kind]}: ${material.title} (${absoluteUrl(origin, material.url)})`);
    }
  }
  lines.push(
    '',
    `Masuk kelas: ${classJoinPageUrl(origin)} (tombol Masuk aktif ${JOIN_OPENS_MINUTES_BEFORE} menit sebelum mulai)`,
  );
  return lines.join('\n');
}

/**
 * A class as a calendar event: UID `<class id>@<host of the site>` (stable for the class's life),
 * SEQUENCE from the class, an alarm 15 minutes before; a cancelled class keeps its UID and
 * comes as STATUS:CANCELLED (its bumped SEQUENCE tells calendars to apply it), without alarm.
 */
export function toCalendarEvent(row: ClassRow, origin: string): CalendarEvent {
  const cancelled = row.cancelled_at !== null;
  const title = `${toSubjectName(row.subject)}: ${row.title}`;
  return {
    uid: `${row.id}@${new URL(origin).hostname}`,
    sequence: row.sequence,
    start: row.starts_at,
    end: row.ends_at,
    summary: cancelled ? `Dibatalkan – ${title}` : title,
    description: describeClass(row, origin),
    url: classJoinPageUrl(origin),
    location: classJoinPageUrl(origin),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    created: row.created_at,
    lastModified: row.updated_at,
    alarm: cancelled
      ? undefined
      : {
          minutesBefore: CALENDAR_ALARM_MINUTES_BEFORE,
          description: `${title} mulai ${CALENDAR_ALARM_MINUTES_BEFORE} menit lagi`,
        },
  };
}

/** `kelas-persamaan-kuadrat.ics`: the download's file name. */
export function classCalendarFileName(row: Pick<ClassRow, 'title'>): string {
  return `kelas-${toUrlSlug(row.title, { fallback: 'bimbel', maxLength: 60 })}.ics`;
}

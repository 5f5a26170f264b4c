import { WEEKDAYS } from '@bimbel/domain/catalogue/weekday';
import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { startOfZonedWeek, zonedDateKey } from '@bimbel/domain/time/jakarta-week';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { Kysely } from 'kysely';
import { getDatabase } from '../db/database.ts';
import type { LiveClassKind, LiveClassMaterial, Stream, Tables } from '../db/schema.ts';
import { listTimetable, type ClassRow } from './class-queries.ts';
import { classPlanLabel, timetablePlans, type TimetablePlan } from './timetable-plans.ts';

/** One class as the public timetable shows it: plain strings, ready to render (and to cache). */
export type TimetableClass = {
  id: string;
  kind: LiveClassKind;
  subjectName: string;
  title: string;
  topic: string;
  /** '19.00–20.30 WIB' */
  timeRange: string;
  startsAt: string;
  endsAt: string;
  /** 'IPA', 'IPS', 'SMK' when the class is for one stream only. */
  stream: Stream | null;
  teacher: { slug: string; name: string };
  materials: LiveClassMaterial[];
  /** 'Pertemuan 3 dari 8' (a free session: 'Cuplikan pertemuan 3 dari 8'); null outside a term plan. */
  planLabel: string | null;
};

export type TimetableDay = {
  /** 'YYYY-MM-DD' (Jakarta) */
  key: string;
  weekday: number;
  /** 'Sen' */
  shortName: string;
  /** 'Senin' */
  name: string;
  /** '23 Nov' */
  shortDate: string;
  /** 'Senin, 23 November 2026' */
  longDate: string;
  classes: TimetableClass[];
};

export type TimetableWeek = {
  days: TimetableDay[];
  /** The day holding `now` (always in `days`). */
  todayKey: string;
  /** '23–29 November 2026' */
  weekLabel: string;
  /** The term plans of the grade's classes, this week and next (decision 094). */
  plans: TimetablePlan[];
};

function toTimetableClass(row: ClassRow): TimetableClass {
  return {
    id: row.id,
    kind: row.kind,
    subjectName: toSubjectName(row.subject),
    title: row.title,
    topic: row.topic,
    timeRange: formatTimeRangeInZone(row.starts_at, row.ends_at),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    stream: row.stream === 'SD' ? null : row.stream,
    teacher: { slug: row.teacher_slug, name: row.teacher_name },
    materials: row.materials,
    planLabel: classPlanLabel(row),
  };
}

function weekLabel(start: Date): string {
  const first = inZone(start);
  const last = first.add(6, 'day');
  if (first.month() === last.month()) return `${first.format('D')}–${last.format('D MMMM YYYY')}`;
  if (first.year() === last.year()) return `${first.format('D MMMM')} – ${last.format('D MMMM YYYY')}`;
  return `${first.format('D MMMM YYYY')} – ${last.format('D MMMM YYYY')}`;
}

/**
 * The public timetable of one grade for the Jakarta week holding `now` (Senin–Minggu), grouped by
 * day (docs/product §2 "Jadwal dan Materi", decision 072), with the term plans its classes follow
 * (decision 094). `stream` narrows grades 10–12 to the
 * classes of one stream and those for every stream; null shows them all.
 */
export async function loadTimetableWeek(
  { grade, stream }: { grade: number; stream: Stream | null },
  now: Date = new Date(),
  db?: Kysely<Tables>,
): Promise<TimetableWeek> {
  const database = db ?? (await getDatabase()).db;
  const from = startOfZonedWeek(now);
  const to = startOfZonedWeek(now, 1);
  // This week for the timetable; next week too for the plans' "minggu depan".
  const rows = await listTimetable(database, { from, to: startOfZonedWeek(now, 2), grade });
  const inStream = rows.filter((row) => stream === null || row.stream === null || row.stream === stream);
  const visible = inStream.filter((row) => row.starts_at < to);
  const days: TimetableDay[] = WEEKDAYS.map((weekday, index) => {
    const day = inZone(from).add(index, 'day');
    return {
      key: day.format('YYYY-MM-DD'),
      weekday: weekday.number,
      shortName: weekday.short,
      name: weekday.name,
      shortDate: day.format('D MMM'),
      longDate: `${weekday.name}, ${day.format('D MMMM YYYY')}`,
      classes: [],
    };
  });
  const byKey = new Map(days.map((day) => [day.key, day]));
  for (const row of visible) byKey.get(zonedDateKey(row.starts_at))?.classes.push(toTimetableClass(row));
  return {
    days,
    todayKey: zonedDateKey(now),
    weekLabel: weekLabel(from),
    plans: timetablePlans(inStream, to, now),
  };
}

import { findFocusExam, isTryoutTitle } from '@bimbel/domain/live-classes/focus-exams';
import { formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { startOfZonedDay, startOfZonedWeek, zonedDateKey } from '@bimbel/domain/time/jakarta-week';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { Kysely } from 'kysely';
import { getDatabase } from '../db/database.ts';
import type { LiveClassMaterial, Stream, Tables } from '../db/schema.ts';
import { listTimetable, type ClassRow } from './class-queries.ts';
import { describeFocusExam } from './focus-exam-routes.ts';
import { loadTeacherProfiles, type TeacherProfile } from './teachers-loader.ts';

/** One class or tryout of a programme as its page shows it: plain strings, ready to render (and cache). */
export type ProgrammeClass = {
  id: string;
  title: string;
  topic: string;
  tryout: boolean;
  /** '19.00–20.30 WIB' */
  timeRange: string;
  startsAt: string;
  endsAt: string;
  ongoing: boolean;
  /** null: for every grade-12 stream. */
  stream: Stream | null;
  teacher: { slug: string; name: string };
  materials: LiveClassMaterial[];
};

export type ProgrammeDay = {
  key: string;
  /** 'Selasa, 1 Desember' */
  label: string;
  isToday: boolean;
  classes: ProgrammeClass[];
};

export type ProgrammeWeek = {
  /** 'Minggu ini' or 'Minggu depan'. */
  name: string;
  /** '30 November – 6 Desember 2026' */
  range: string;
  days: ProgrammeDay[];
};

export type ProgrammeTeacher = Pick<
  TeacherProfile,
  | 'slug'
  | 'name'
  | 'photoUrl'
  | 'bio'
  | 'verified'
  | 'demo'
  | 'subjectNames'
  | 'levelsLabel'
  | 'education'
  | 'experience'
  | 'ratings'
> & {
  /** How many of the page's classes and tryouts they take. */
  classCount: number;
};

export type FocusExamPageData = {
  exam: ReturnType<typeof describeFocusExam>;
  /** This Jakarta week (from today) and the next. */
  weeks: ProgrammeWeek[];
  teachers: ProgrammeTeacher[];
  counts: { classes: number; tryouts: number };
};

function weekRange(start: Date): string {
  const first = inZone(start);
  const last = first.add(6, 'day');
  if (first.month() === last.month()) return `${first.format('D')}–${last.format('D MMMM YYYY')}`;
  if (first.year() === last.year()) return `${first.format('D MMMM')} – ${last.format('D MMMM YYYY')}`;
  return `${first.format('D MMMM YYYY')} – ${last.format('D MMMM YYYY')}`;
}

function toProgrammeClass(row: ClassRow, now: Date): ProgrammeClass {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    tryout: isTryoutTitle(row.title),
    timeRange: formatTimeRangeInZone(row.starts_at, row.ends_at),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    ongoing: row.starts_at <= now && row.ends_at > now,
    stream: row.stream === 'SD' ? null : row.stream,
    teacher: { slug: row.teacher_slug, name: row.teacher_name },
    materials: row.materials,
  };
}

/**
 * The data of a focus exam programme's public page (`/bimbel/paket/utbk-snbt`, decision 077):
 * what it covers (domain catalogue), its classes and tryouts from the database — those not yet
 * ended, from today until the end of next week (Jakarta), grouped by week and day in WIB — and the
 * teachers of those classes with their ratings. Undefined for an unknown programme.
 */
export async function loadFocusExamPage(
  examId: string,
  now: Date = new Date(),
  db?: Kysely<Tables>,
): Promise<FocusExamPageData | undefined> {
  const exam = findFocusExam(examId);
  if (!exam) return undefined;
  const database = db ?? (await getDatabase()).db;
  const thisWeek = startOfZonedWeek(now);
  const nextWeek = startOfZonedWeek(now, 1);
  const end = startOfZonedWeek(now, 2);
  const rowsByGrade = await Promise.all(
    exam.grades.map((grade) => listTimetable(database, { from: startOfZonedDay(now), to: end, grade })),
  );
  const seen = new Set<string>();
  const rows = rowsByGrade
    .flat()
    .filter((row) => row.kind === 'focus_exam' && row.focus_exam_id === exam.id && row.ends_at > now)
    .filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)))
    .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime() || a.id.localeCompare(b.id));

  const today = zonedDateKey(now);
  const weeks: ProgrammeWeek[] = [
    { name: 'Minggu ini', range: weekRange(thisWeek), days: [] },
    { name: 'Minggu depan', range: weekRange(nextWeek), days: [] },
  ];
  for (const row of rows) {
    const week = row.starts_at < nextWeek ? weeks[0]! : weeks[1]!;
    const key = zonedDateKey(row.starts_at);
    let day = week.days.find((candidate) => candidate.key === key);
    if (!day) {
      day = { key, label: inZone(row.starts_at).format('dddd, D MMMM'), isToday: key === today, classes: [] };
      week.days.push(day);
    }
    day.classes.push(toProgrammeClass(row, now));
  }

  const classCount = new Map<string, number>();
  for (const row of rows) classCount.set(row.teacher_slug, (classCount.get(row.teacher_slug) ?? 0) + 1);
  const profiles = await loadTeacherProfiles(now, database);
  const teachers = profiles
    .filter((profile) => classCount.has(profile.slug))
    .map((profile) => ({
      slug: profile.slug,
      name: profile.name,
      photoUrl: profile.photoUrl,
      bio: profile.bio,
      verified: profile.verified,
      demo: profile.demo,
      subjectNames: profile.subjectNames,
      levelsLabel: profile.levelsLabel,
      education: profile.education,
      experience: profile.experience,
      ratings: profile.ratings,
      classCount: classCount.get(profile.slug) ?? 0,
    }));
  const tryouts = rows.filter((row) => isTryoutTitle(row.title)).length;
  return {
    exam: describeFocusExam(exam),
    weeks,
    teachers,
    counts: { classes: rows.length - tryouts, tryouts },
  };
}

import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { TEACHER_RATING_MIN_COUNT } from '@bimbel/domain/live-classes/class-rating';
import { describeTeacherLevels, sortTeacherLevels, type TeacherLevel } from '@bimbel/domain/live-classes/teacher-levels';
import { describeTeachingYears } from '@bimbel/domain/live-classes/teaching-years';
import { formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { Kysely } from 'kysely';
import { getDatabase } from '../db/database.ts';
import type { LiveClassKind, Tables } from '../db/schema.ts';
import { loadTeacherRatingSummaries } from '../ratings/rating-queries.ts';
import { listTeachers, listUpcomingByTeacher } from './class-queries.ts';

/** How many next classes each teacher card lists. */
export const TEACHER_UPCOMING_COUNT = 3;

export type TeacherUpcomingClass = {
  id: string;
  kind: LiveClassKind;
  title: string;
  /** 'Senin, 23 Nov' */
  day: string;
  /** '19.00–20.30 WIB' */
  timeRange: string;
  startsAt: string;
  /** Started and not ended at `now`. */
  ongoing: boolean;
};

export type TeacherProfile = {
  slug: string;
  name: string;
  /** The portrait (demo roster: an illustrated SVG, decision 093); null: the initials show. */
  photoUrl: string | null;
  subjectNames: string[];
  /** School levels taught, in school order; `levelsLabel` 'SMP dan SMA' ('' when none is stored). */
  levels: TeacherLevel[];
  levelsLabel: string;
  /** Degree, programme and university, or null when not given. */
  education: string | null;
  /** '12 tahun mengajar (sejak 2014)' at `now`, or null when the year is not given. */
  experience: string | null;
  bio: string;
  verified: boolean;
  /** An invented teacher of the demo roster: the pages label the card "Contoh" (decision 093). */
  demo: boolean;
  upcoming: TeacherUpcomingClass[];
  /**
   * Students' ratings of the teacher's classes (decision 076): how many, and their average to one
   * decimal once there are at least TEACHER_RATING_MIN_COUNT (null before: one or two ratings say
   * little about a teacher).
   */
  ratings: { count: number; average: number | null };
};

/** A teacher's ratings as /gurujuara shows them: the average only from TEACHER_RATING_MIN_COUNT ratings on. */
export function shownRatings(
  summary: { average: number; count: number } | undefined,
): TeacherProfile['ratings'] {
  const count = summary?.count ?? 0;
  return { count, average: summary && count >= TEACHER_RATING_MIN_COUNT ? summary.average : null };
}

/**
 * The Guru Juara page's data (docs/product §2, decision 072): every teacher, verified first, with
 * their next classes (ongoing ones included) at `now`.
 */
export async function loadTeacherProfiles(
  now: Date = new Date(),
  db?: Kysely<Tables>,
): Promise<TeacherProfile[]> {
  const database = db ?? (await getDatabase()).db;
  const [teachers, upcoming, ratings] = await Promise.all([
    listTeachers(database),
    listUpcomingByTeacher(database, { now, perTeacher: TEACHER_UPCOMING_COUNT }),
    loadTeacherRatingSummaries(database),
  ]);
  return teachers.map((teacher) => ({
    slug: teacher.slug,
    name: teacher.full_name,
    photoUrl: teacher.photo_url,
    subjectNames: teacher.subjects.map(toSubjectName),
    levels: sortTeacherLevels(teacher.levels),
    levelsLabel: describeTeacherLevels(teacher.levels),
    education: teacher.education,
    experience: teacher.teaching_since === null ? null : describeTeachingYears(teacher.teaching_since, now),
    bio: teacher.bio,
    verified: teacher.verified,
    demo: teacher.demo,
    ratings: shownRatings(ratings.get(teacher.id)),
    upcoming: (upcoming.get(teacher.id) ?? []).map((row) => {
      const start = inZone(row.starts_at);
      return {
        id: row.id,
        kind: row.kind,
        title: row.title,
        day: start.format('dddd, D MMM'),
        timeRange: formatTimeRangeInZone(row.starts_at, row.ends_at),
        startsAt: row.starts_at.toISOString(),
        ongoing: row.starts_at <= now && row.ends_at > now,
      };
    }),
  }));
}

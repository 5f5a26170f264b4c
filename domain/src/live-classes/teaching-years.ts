import { JAKARTA_UTC_OFFSET_MINUTES } from '../time/jakarta-time-zone.ts';

/**
 * A teacher's teaching years are stored as the year they started (`teachers.teaching_since`,
 * migration 0018), so "12 tahun mengajar" stays true as time passes (decision 093).
 */
export const TEACHING_SINCE_MIN = 1960;
/** The database's upper bound; an import also refuses a year after the current one. */
export const TEACHING_SINCE_MAX = 2100;

/** The calendar year in Jakarta (UTC+7 all year) at `now`. */
export function jakartaYear(now: Date): number {
  return new Date(now.getTime() + JAKARTA_UTC_OFFSET_MINUTES * 60_000).getUTCFullYear();
}

/**
 * Full years of teaching at `now`: the Jakarta year minus the first year (0 in the first year;
 * never negative).
 *
 * @example
 * teachingYears(2014, new Date('2026-11-30T12:00:00Z')); // 12
 */
export function teachingYears(since: number, now: Date): number {
  return Math.max(0, jakartaYear(now) - since);
}

/**
 * The card's line: "12 tahun mengajar (sejak 2014)", or "Mulai mengajar tahun ini (2026)".
 *
 * @example
 * describeTeachingYears(2014, new Date('2026-11-30T12:00:00Z')); // '12 tahun mengajar (sejak 2014)'
 */
export function describeTeachingYears(since: number, now: Date): string {
  const years = teachingYears(since, now);
  return years === 0 ? `Mulai mengajar tahun ini (${since})` : `${years} tahun mengajar (sejak ${since})`;
}

import { z } from 'zod';

/** School levels (jenjang), as used by grade → level lookups (docs/product §3 Catalogues). */
export const SCHOOL_LEVELS = ['SMA', 'SMP', 'SD'] as const;

export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

export const SchoolLevelSchema = z.enum(SCHOOL_LEVELS);

/**
 * Maps a grade to its school level: 4–6 SD, 7–9 SMP, 10–12 SMA. Grades the product does
 * not serve (below 4, above 12, fractions) have no level.
 *
 * @example
 * toSchoolLevel(8); // 'SMP'
 * toSchoolLevel('11'); // 'SMA'
 * toSchoolLevel(3); // null
 */
export function toSchoolLevel(grade: number | string): SchoolLevel | null {
  const value = typeof grade === 'string' ? Number(grade.trim()) : grade;
  if (!Number.isInteger(value)) return null;
  if (value >= 4 && value <= 6) return 'SD';
  if (value >= 7 && value <= 9) return 'SMP';
  if (value >= 10 && value <= 12) return 'SMA';
  return null;
}

import type { Stream } from '../catalogue/stream.ts';

/**
 * The school levels (jenjang) a teacher teaches (decision 093): SD (grades 4–6 here), SMP (7–9),
 * SMA and SMK (10–12; SMK is its own level because its Matematika follows the vocational
 * curriculum). Stored in `teachers.levels` (migration 0018) in this order.
 */
export const TEACHER_LEVELS = ['SD', 'SMP', 'SMA', 'SMK'] as const;
export type TeacherLevel = (typeof TEACHER_LEVELS)[number];

/** The grades each level covers on this site (grade 4 is the youngest it serves). */
export const TEACHER_LEVEL_GRADES: Record<TeacherLevel, readonly number[]> = {
  SD: [4, 5, 6],
  SMP: [7, 8, 9],
  SMA: [10, 11, 12],
  SMK: [10, 11, 12],
};

/** The levels in their school order, without repeats. */
export function sortTeacherLevels(levels: readonly TeacherLevel[]): TeacherLevel[] {
  return TEACHER_LEVELS.filter((level) => levels.includes(level));
}

/**
 * The levels any one of which may teach a grade of a class: SD and SMP by grade; grades 10–12 by
 * stream — SMK for an SMK class, SMA for IPA or IPS, and either for a class of every stream
 * (a free session or UTBK-SNBT class for all grade 12 students).
 *
 * @example
 * levelsForGrade(8, null); // ['SMP']
 * levelsForGrade(11, 'IPA'); // ['SMA']
 * levelsForGrade(12, null); // ['SMA', 'SMK']
 */
export function levelsForGrade(grade: number, stream: Stream | null): TeacherLevel[] {
  if (grade >= 4 && grade <= 6) return ['SD'];
  if (grade >= 7 && grade <= 9) return ['SMP'];
  if (grade >= 10 && grade <= 12) {
    if (stream === 'SMK') return ['SMK'];
    if (stream === 'IPA' || stream === 'IPS') return ['SMA'];
    return ['SMA', 'SMK'];
  }
  return [];
}

/**
 * Whether a teacher of these levels teaches a class of these grades and stream: every grade of
 * the class must be one of the teacher's levels ("teachers teach their own levels", issue 23).
 *
 * @example
 * teachesClass(['SMP'], { grades: [11], stream: 'IPA' }); // false
 * teachesClass(['SMA', 'SMK'], { grades: [10], stream: null }); // true
 */
export function teachesClass(
  levels: readonly TeacherLevel[],
  { grades, stream }: { grades: readonly number[]; stream: Stream | null },
): boolean {
  return (
    grades.length > 0 &&
    grades.every((grade) => levelsForGrade(grade, stream).some((level) => levels.includes(level)))
  );
}

/**
 * "SD", "SMP dan SMA", "SD, SMP, dan SMA": the levels as a sentence lists them.
 *
 * @example
 * describeTeacherLevels(['SMA', 'SMP']); // 'SMP dan SMA'
 */
export function describeTeacherLevels(levels: readonly TeacherLevel[]): string {
  const sorted = sortTeacherLevels(levels);
  if (sorted.length <= 2) return sorted.join(' dan ');
  return `${sorted.slice(0, -1).join(', ')}, dan ${sorted[sorted.length - 1]}`;
}

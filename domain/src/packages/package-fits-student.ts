import type { PackageProgram } from './package-program.ts';

/** What a student profile says about its schooling (docs/product §3 session profile fields). */
export type StudentSchooling = {
  grade?: number | null;
  class_type?: string | null;
  stream?: string | null;
};

/** What a package says about whom it is for (the catalogue's program and grades). */
export type PackageAudience = { program: PackageProgram; grades: readonly number[] };

/** The school level and stream each program is sold to; null = any level that has the grade. */
const PROGRAM_SCHOOLING: Record<PackageProgram, { classType: string; stream: string | null } | null> = {
  SD: { classType: 'SD', stream: null },
  SMP: { classType: 'SMP/MTs', stream: null },
  SMA_IPA: { classType: 'SMA/MA', stream: 'IPA' },
  SMA_IPS: { classType: 'SMA/MA', stream: 'IPS' },
  SMK: { classType: 'SMK', stream: null },
  // The UTBK-SNBT focus exam is for the last grade of SMA/MA and SMK alike, whatever the stream.
  UTBK_SNBT: null,
};

/**
 * Whether a package can be bought for a student (decision 081): the student's grade is one of
 * the package's, and for a level program the student's level (and, for SMA/MA, stream) is the
 * program's. A student without a grade fits nothing. The server decides again when it prices
 * the order (`student_not_eligible`); this only keeps the checkout from offering what it refuses.
 *
 * @example
 * packageFitsStudent({ program: 'SMP', grades: [7, 8, 9] }, { grade: 8, class_type: 'SMP/MTs' }); // true
 * packageFitsStudent({ program: 'SMA_IPA', grades: [10, 11, 12] }, { grade: 11, class_type: 'SMA/MA', stream: 'IPS' }); // false
 */
export function packageFitsStudent(audience: PackageAudience, student: StudentSchooling): boolean {
  if (typeof student.grade !== 'number' || !audience.grades.includes(student.grade)) return false;
  const schooling = PROGRAM_SCHOOLING[audience.program];
  if (!schooling) return student.class_type === 'SMA/MA' || student.class_type === 'SMK';
  if (student.class_type !== schooling.classType) return false;
  return schooling.stream === null || student.stream === schooling.stream;
}

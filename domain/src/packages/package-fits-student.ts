import type { Stream } from '../catalogue/stream.ts';
import type { PackageProgram } from './package-program.ts';
import { packageProgramsFor } from './package-programs-for.ts';

/** What a student profile says about its schooling (docs/product §3 session profile fields). */
export type StudentSchooling = {
  grade?: number | null;
  class_type?: string | null;
  stream?: string | null;
};

/** What a package says about whom it is for (the catalogue's program and grades). */
export type PackageAudience = { program: PackageProgram; grades: readonly number[] };

const STREAMS: readonly string[] = ['IPA', 'IPS', 'SMK', 'SD'];

/**
 * Whether a package can be bought for a student (decision 081): the student's grade is one of
 * the package's, and the package's program is one `packageProgramsFor` gives the student's grade
 * and stream — the rule the catalogue filters by. A student without a grade fits nothing. The
 * server decides again when it prices the order (`student_not_eligible`); this only keeps the
 * checkout from offering what it would refuse.
 *
 * @example
 * packageFitsStudent({ program: 'SMP', grades: [7, 8, 9] }, { grade: 8, class_type: 'SMP/MTs' }); // true
 * packageFitsStudent({ program: 'SMA_IPA', grades: [10, 11, 12] }, { grade: 11, class_type: 'SMA/MA', stream: 'IPS' }); // false
 */
export function packageFitsStudent(audience: PackageAudience, student: StudentSchooling): boolean {
  if (typeof student.grade !== 'number' || !audience.grades.includes(student.grade)) return false;
  const stream = STREAMS.includes(student.stream ?? '') ? (student.stream as Stream) : null;
  return packageProgramsFor({ grade: student.grade, stream }).includes(audience.program);
}

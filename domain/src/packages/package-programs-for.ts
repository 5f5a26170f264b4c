import type { Stream } from '../catalogue/stream.ts';
import type { PackageProgram } from './package-program.ts';

/*
 * Which programs a student may buy (issue 16, decision 079): their level's program — SD for
 * grades 5–6, SMP for 7–9, and for 10–12 the program of their stream — and, in grade 12, the
 * UTBK-SNBT focus exam whatever the stream. Grade 4 has none (tenure forms start at grade 5,
 * docs/product §3).
 */

const SENIOR_PROGRAMS: Record<'IPA' | 'IPS' | 'SMK', PackageProgram> = {
  IPA: 'SMA_IPA',
  IPS: 'SMA_IPS',
  SMK: 'SMK',
};

/**
 * The programs that fit a grade and stream; either may be missing (the package filter): a grade
 * 10–12 without a stream fits every senior program, a stream without a grade its senior program
 * and UTBK-SNBT. The stream is ignored below grade 10.
 *
 * @example
 * packageProgramsFor({ grade: 12, stream: 'IPS' }); // ['SMA_IPS', 'UTBK_SNBT']
 * packageProgramsFor({ grade: 8, stream: null }); // ['SMP']
 * packageProgramsFor({ grade: 4, stream: 'SD' }); // []
 */
export function packageProgramsFor({
  grade,
  stream,
}: {
  grade?: number | null;
  stream?: Stream | null;
}): PackageProgram[] {
  const senior =
    stream && stream !== 'SD'
      ? [SENIOR_PROGRAMS[stream]]
      : (Object.values(SENIOR_PROGRAMS) as PackageProgram[]);
  if (grade === undefined || grade === null) {
    if (stream === 'SD') return ['SD'];
    return stream ? [...senior, 'UTBK_SNBT'] : ['SD', 'SMP', ...senior, 'UTBK_SNBT'];
  }
  if (grade >= 5 && grade <= 6) return ['SD'];
  if (grade >= 7 && grade <= 9) return ['SMP'];
  if (grade >= 10 && grade <= 11) return senior;
  if (grade === 12) return [...senior, 'UTBK_SNBT'];
  return [];
}

/** The grades each program's packages may be for (an import checks them). */
export const PROGRAM_GRADES: Record<PackageProgram, readonly number[]> = {
  SD: [5, 6],
  SMP: [7, 8, 9],
  SMA_IPA: [10, 11, 12],
  SMA_IPS: [10, 11, 12],
  SMK: [10, 11, 12],
  UTBK_SNBT: [12],
};

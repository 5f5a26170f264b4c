import type { Stream } from '../catalogue/stream.ts';
import { UTBK_SNBT_ID } from '../live-classes/focus-exams.ts';
import type { PackageProgram } from './package-program.ts';
import { PROGRAM_GRADES } from './package-programs-for.ts';

/** What of a live class decides which program it belongs to. */
export type ProgramClassFields = {
  kind: 'regular' | 'free' | 'focus_exam';
  grades: readonly number[];
  /** null: every stream of its grades. */
  stream: Stream | null;
  focusExamId: string | null;
};

const PROGRAM_STREAM: Partial<Record<PackageProgram, Stream>> = {
  SMA_IPA: 'IPA',
  SMA_IPS: 'IPS',
  SMK: 'SMK',
};

/**
 * Whether a class is one a program's subscriber takes (decisions 069, 077, 084): for UTBK-SNBT its
 * focus-exam classes and tryouts; for a level, the regular classes of its grades — of its stream
 * or of every stream for SMA/SMK. Free classes belong to no program (anyone may book them).
 *
 * @example
 * classFitsProgram({ kind: 'regular', grades: [11], stream: null, focusExamId: null }, 'SMA_IPS'); // true
 * classFitsProgram({ kind: 'regular', grades: [11], stream: 'IPA', focusExamId: null }, 'SMA_IPS'); // false
 */
export function classFitsProgram(liveClass: ProgramClassFields, program: PackageProgram): boolean {
  if (program === 'UTBK_SNBT')
    return liveClass.kind === 'focus_exam' && liveClass.focusExamId === UTBK_SNBT_ID;
  if (liveClass.kind !== 'regular') return false;
  if (!liveClass.grades.some((grade) => PROGRAM_GRADES[program].includes(grade))) return false;
  const stream = PROGRAM_STREAM[program];
  return stream === undefined || liveClass.stream === null || liveClass.stream === stream;
}

import type { PackageProgram } from '@bimbel/domain/packages/package-program';

/** The 'Jurusan' choice of grades 10–12: a SMA/MA stream, or SMK. */
export type SeniorTrack = 'IPA' | 'IPS' | 'SMK';

export const SENIOR_TRACK_CHOICES: readonly { value: SeniorTrack; label: string }[] = [
  { value: 'IPA', label: 'SMA/MA IPA' },
  { value: 'IPS', label: 'SMA/MA IPS' },
  { value: 'SMK', label: 'SMK' },
];

/**
 * The grade fields the add-student call takes (`grade`, `class_type`, `stream`) from the checkout
 * form's 'Kelas' (5–12, the tenure grades) and, for 10–12, 'Jurusan'. Below 10 the level follows
 * from the grade.
 *
 * @example
 * toStudentGradeFields(11, 'IPS'); // { grade: 11, class_type: 'SMA/MA', stream: 'IPS' }
 * toStudentGradeFields(8, null); // { grade: 8, class_type: 'SMP/MTs', stream: null }
 */
export function toStudentGradeFields(grade: number, track: SeniorTrack | null) {
  if (grade <= 6) return { grade, class_type: 'SD', stream: 'SD' } as const;
  if (grade <= 9) return { grade, class_type: 'SMP/MTs', stream: null } as const;
  if (track === 'SMK') return { grade, class_type: 'SMK', stream: 'SMK' } as const;
  return { grade, class_type: 'SMA/MA', stream: track } as const;
}

/** The 'Jurusan' a package's program implies (its students' track), else null. */
export function trackOfProgram(program: PackageProgram): SeniorTrack | null {
  if (program === 'SMA_IPA') return 'IPA';
  if (program === 'SMA_IPS') return 'IPS';
  return program === 'SMK' ? 'SMK' : null;
}

import { CLASS_TYPES, type ClassType } from './class-type.ts';
import { formatGradeValue, GRADES, parseGradeValue } from './grade.ts';
import type { Stream } from './stream.ts';

/** A choice of a form control: the value sent and the label shown. */
export type Choice = { readonly value: string; readonly label: string };

/** The school levels (jenjang) a student picks first, as docs/product §3 names them. */
export const CLASS_TYPE_CHOICES: readonly Choice[] = CLASS_TYPES.map((classType) => ({
  value: classType,
  label: classType,
}));

/** Streams (jurusan) a SMA/MA student chooses from; SD and SMK imply their own, SMP/MTs has none. */
export const STREAM_CHOICES: readonly Choice[] = [
  { value: 'IPA', label: 'IPA' },
  { value: 'IPS', label: 'IPS' },
];

const isClassType = (value: unknown): value is ClassType => CLASS_TYPES.includes(value as ClassType);

/**
 * The grades (kelas) of one school level, for the grade dropdown: SD 4–6, SMP/MTs 7–9,
 * SMA/MA and SMK 10–12. Nothing for an unknown level.
 *
 * @example
 * gradeChoicesFor('SMP/MTs'); // [{ value: '7', label: 'Kelas 7' }, { value: '8', … }, { value: '9', … }]
 */
export function gradeChoicesFor(classType: string): readonly Choice[] {
  if (!isClassType(classType)) return [];
  const grades = [
    ...new Set(GRADES.filter((option) => option.classType === classType).map((option) => option.grade)),
  ];
  return grades.map((grade) => ({ value: String(grade), label: `Kelas ${grade}` }));
}

/**
 * Whether the level asks for a stream: only SMA/MA (IPA or IPS).
 *
 * @example
 * needsStreamChoice('SMA/MA'); // true
 * needsStreamChoice('SMK'); // false
 */
export function needsStreamChoice(classType: string): boolean {
  return classType === 'SMA/MA';
}

/** The grade fields of a form, as text: what the controls hold. */
export type GradeFormValues = { class_type: string; grade: string; stream: string };

/** A form with nothing chosen yet. */
export const EMPTY_GRADE_FORM_VALUES: GradeFormValues = { class_type: '', grade: '', stream: '' };

/**
 * Prefills the grade fields from a stored profile (`grade`, `class_type`, `stream` as the
 * session keeps them). Streams the form does not ask for (SD, SMK) are left empty; a profile
 * without a readable level gives empty fields.
 *
 * @example
 * toGradeFormValues({ grade: 11, class_type: 'SMA/MA', stream: 'IPA' }); // { class_type: 'SMA/MA', grade: '11', stream: 'IPA' }
 */
export function toGradeFormValues(profile: {
  grade?: number | null;
  class_type?: string | null;
  stream?: string | null;
}): GradeFormValues {
  const classType = profile.class_type;
  if (!classType || !isClassType(classType)) return EMPTY_GRADE_FORM_VALUES;
  const grade = profile.grade;
  const offered = gradeChoicesFor(classType).some((choice) => choice.value === String(grade));
  const stream =
    needsStreamChoice(classType) && (profile.stream === 'IPA' || profile.stream === 'IPS')
      ? profile.stream
      : '';
  return { class_type: classType, grade: offered ? String(grade) : '', stream };
}

/**
 * The grade as people read it ('Kelas 10 IPA SMA/MA'), from a profile's fields; just
 * 'Kelas N' when the fields do not name a catalogue grade, and '' without a grade.
 *
 * @example
 * toGradeLabel({ grade: 8, class_type: 'SMP/MTs', stream: null }); // 'Kelas 8 SMP/MTs'
 */
export function toGradeLabel(profile: {
  grade?: number | null;
  class_type?: string | null;
  stream?: string | null;
}): string {
  if (profile.grade === null || profile.grade === undefined) return '';
  const value = isClassType(profile.class_type)
    ? formatGradeValue({
        grade: profile.grade,
        classType: profile.class_type,
        stream: (profile.stream ?? null) as Stream | null,
      })
    : null;
  return (value ? parseGradeValue(value)?.name : undefined) ?? `Kelas ${profile.grade}`;
}

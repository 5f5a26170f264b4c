import { z } from 'zod';
import type { ClassType } from './class-type.ts';
import type { Stream } from './stream.ts';

/**
 * One grade option of the catalogue.
 *
 * `value` has the form `{grade}_{stream}_{classType}` — the `grade_stream_class` format
 * shared by the database and the forms:
 * - SD grades carry the stream `SD`: `4_SD_SD`;
 * - SMP/MTs grades have no stream, so the middle segment is empty: `7__SMP/MTs`;
 * - SMA/MA grades carry IPA or IPS: `10_IPA_SMA/MA`;
 * - SMK grades carry the stream `SMK`: `10_SMK_SMK`.
 * The class type may contain `/` but never `_`, so splitting on `_` is unambiguous.
 */
export type GradeOption = {
  readonly name: string;
  readonly value: string;
  readonly grade: number;
  readonly stream: Stream | null;
  readonly classType: ClassType;
};

const SEPARATOR = '_';

function defineGrade(grade: number, stream: Stream | null, classType: ClassType): GradeOption {
  const streamLabel = stream === null || stream === 'SD' || stream === 'SMK' ? '' : ` ${stream}`;
  return {
    name: `Kelas ${grade}${streamLabel} ${classType}`,
    value: [String(grade), stream ?? '', classType].join(SEPARATOR),
    grade,
    stream,
    classType,
  };
}

/** Every grade the product serves, in the order forms list them (docs/product §3 Catalogues). */
export const GRADES: readonly GradeOption[] = [
  ...[4, 5, 6].map((grade) => defineGrade(grade, 'SD', 'SD')),
  ...[7, 8, 9].map((grade) => defineGrade(grade, null, 'SMP/MTs')),
  ...[10, 11, 12].flatMap((grade) => [
    defineGrade(grade, 'IPA', 'SMA/MA'),
    defineGrade(grade, 'IPS', 'SMA/MA'),
  ]),
  ...[10, 11, 12].map((grade) => defineGrade(grade, 'SMK', 'SMK')),
];

/** All valid `grade_stream_class` values, e.g. for a database CHECK constraint. */
export const GRADE_VALUES: readonly string[] = GRADES.map((option) => option.value);

export const GradeValueSchema = z
  .string()
  .refine((value) => GRADE_VALUES.includes(value), { error: 'Pilih kelas dulu, ya' });

/**
 * Reads a `grade_stream_class` value back into its parts; unknown values give null.
 *
 * @example
 * parseGradeValue('10_IPA_SMA/MA'); // { grade: 10, stream: 'IPA', classType: 'SMA/MA', name: 'Kelas 10 IPA SMA/MA', … }
 * parseGradeValue('7__SMP/MTs'); // { grade: 7, stream: null, classType: 'SMP/MTs', … }
 * parseGradeValue('13_IPA_SMA/MA'); // null
 */
export function parseGradeValue(value: string): GradeOption | null {
  return GRADES.find((option) => option.value === value) ?? null;
}

/**
 * Builds the `grade_stream_class` value of a profile's grade, class type and stream.
 * A missing stream is filled in where the class type implies it (SD → `SD`, SMK → `SMK`),
 * because profiles often store no stream for those. Combinations outside the catalogue
 * (grade 4 SMA/MA, grade 10 without IPA/IPS…) give null.
 *
 * @example
 * formatGradeValue({ grade: 10, stream: 'IPS', classType: 'SMA/MA' }); // '10_IPS_SMA/MA'
 * formatGradeValue({ grade: 5, stream: null, classType: 'SD' }); // '5_SD_SD'
 */
export function formatGradeValue(parts: {
  grade: number | string;
  stream?: Stream | null | undefined;
  classType: ClassType;
}): string | null {
  const grade = Number(parts.grade);
  const impliedStream = parts.classType === 'SD' || parts.classType === 'SMK' ? parts.classType : null;
  const stream = parts.stream ?? impliedStream;
  const match = GRADES.find(
    (option) => option.grade === grade && option.stream === stream && option.classType === parts.classType,
  );
  return match?.value ?? null;
}

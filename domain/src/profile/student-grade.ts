import { z } from 'zod';
import { CLASS_TYPES, type ClassType } from '../catalogue/class-type.ts';
import { formatGradeValue, parseGradeValue, type GradeOption } from '../catalogue/grade.ts';
import { STREAMS, type Stream } from '../catalogue/stream.ts';

export const STUDENT_GRADE_MESSAGES = {
  grade: 'Pilih kelas dulu, ya',
  classType: 'Pilih jenjang sekolah dulu, ya.',
  stream: 'Pilih jurusan IPA atau IPS dulu, ya.',
  mismatch: 'Kelas ini tidak ada di jenjang yang kamu pilih. Pilih lagi, ya.',
} as const;

/**
 * The grade fields of a student form or payload. Two shapes are accepted:
 * - `grade` is a catalogue value (`'10_IPA_SMA/MA'`, the `grade_stream_class` format);
 * - `grade` is the grade number (`10` or `'10'`) with `class_type` and, where the class
 *   type needs one, `stream` (SMA/MA: IPA or IPS; SD and SMK imply their own; SMP/MTs has none).
 * With a catalogue value, `class_type` and `stream` may be left out; when sent they must agree.
 */
export const studentGradeShape = {
  grade: z.union([z.number(), z.string().trim()], { error: STUDENT_GRADE_MESSAGES.grade }),
  class_type: z.unknown().optional(),
  stream: z.unknown().optional(),
};

export type StudentGradeFields = { grade: number | string; class_type?: unknown; stream?: unknown };

type Issues = z.core.$RefinementCtx['issues'];

function fail(issues: Issues, path: keyof StudentGradeFields, message: string, input: unknown): null {
  issues.push({ code: 'custom', message, input, path: [path] });
  return null;
}

const isClassType = (value: unknown): value is ClassType => CLASS_TYPES.includes(value as ClassType);
const isStream = (value: unknown): value is Stream => STREAMS.includes(value as Stream);
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Resolves grade fields to one catalogue grade, reporting the field at fault on `issues`
 * (in a zod transform) and returning null when they do not name one.
 *
 * @example
 * resolveStudentGrade({ grade: 11, class_type: 'SMA/MA', stream: 'IPS' }, issues)?.value; // '11_IPS_SMA/MA'
 * resolveStudentGrade({ grade: '7__SMP/MTs' }, issues)?.classType; // 'SMP/MTs'
 */
export function resolveStudentGrade(fields: StudentGradeFields, issues: Issues): GradeOption | null {
  const { grade, class_type: classType, stream } = fields;
  const fromValue = typeof grade === 'string' ? parseGradeValue(grade) : null;
  if (fromValue) {
    if (!isBlank(classType) && classType !== fromValue.classType) {
      return fail(issues, 'class_type', STUDENT_GRADE_MESSAGES.mismatch, classType);
    }
    if (!isBlank(stream) && stream !== fromValue.stream) {
      return fail(issues, 'stream', STUDENT_GRADE_MESSAGES.mismatch, stream);
    }
    return fromValue;
  }

  const number = typeof grade === 'number' ? grade : /^\d{1,2}$/.test(grade) ? Number(grade) : Number.NaN;
  if (!Number.isInteger(number)) return fail(issues, 'grade', STUDENT_GRADE_MESSAGES.grade, grade);
  if (!isClassType(classType)) return fail(issues, 'class_type', STUDENT_GRADE_MESSAGES.classType, classType);
  if (!isBlank(stream) && !isStream(stream))
    return fail(issues, 'stream', STUDENT_GRADE_MESSAGES.stream, stream);
  if (classType === 'SMA/MA' && stream !== 'IPA' && stream !== 'IPS') {
    return fail(issues, 'stream', STUDENT_GRADE_MESSAGES.stream, stream);
  }
  const value = formatGradeValue({ grade: number, classType, stream: isStream(stream) ? stream : null });
  const option = value ? parseGradeValue(value) : null;
  return option ?? fail(issues, 'grade', STUDENT_GRADE_MESSAGES.mismatch, grade);
}

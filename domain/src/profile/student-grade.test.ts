import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  resolveStudentGrade,
  STUDENT_GRADE_MESSAGES,
  studentGradeShape,
  type StudentGradeFields,
} from './student-grade.ts';

const GradeFieldsSchema = z
  .object(studentGradeShape)
  .transform((fields, context) => resolveStudentGrade(fields, context.issues)?.value ?? z.NEVER);

function resolve(fields: Partial<StudentGradeFields> & Record<string, unknown>) {
  const result = GradeFieldsSchema.safeParse(fields);
  return result.success
    ? { value: result.data }
    : { field: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
}

describe('resolveStudentGrade', () => {
  it.each([
    [{ grade: '10_IPA_SMA/MA' }, '10_IPA_SMA/MA'],
    [{ grade: '7__SMP/MTs', class_type: 'SMP/MTs', stream: null }, '7__SMP/MTs'],
    [{ grade: 11, class_type: 'SMA/MA', stream: 'IPS' }, '11_IPS_SMA/MA'],
    [{ grade: '5', class_type: 'SD' }, '5_SD_SD'],
    [{ grade: 12, class_type: 'SMK', stream: 'SMK' }, '12_SMK_SMK'],
    [{ grade: 8, class_type: 'SMP/MTs', stream: '' }, '8__SMP/MTs'],
  ])('resolves %j to %s', (fields, value) => {
    expect(resolve(fields)).toEqual({ value });
  });

  it.each([
    ['no grade', {}, 'grade', STUDENT_GRADE_MESSAGES.grade],
    [
      'a grade that is no number',
      { grade: 'sepuluh', class_type: 'SMA/MA' },
      'grade',
      STUDENT_GRADE_MESSAGES.grade,
    ],
    ['a number without class type', { grade: 10 }, 'class_type', STUDENT_GRADE_MESSAGES.classType],
    [
      'an unknown class type',
      { grade: 10, class_type: 'SMA' },
      'class_type',
      STUDENT_GRADE_MESSAGES.classType,
    ],
    [
      'SMA/MA without IPA or IPS',
      { grade: 10, class_type: 'SMA/MA' },
      'stream',
      STUDENT_GRADE_MESSAGES.stream,
    ],
    [
      'an unknown stream',
      { grade: 10, class_type: 'SMA/MA', stream: 'Bahasa' },
      'stream',
      STUDENT_GRADE_MESSAGES.stream,
    ],
    [
      'a grade outside the class type',
      { grade: 4, class_type: 'SMP/MTs' },
      'grade',
      STUDENT_GRADE_MESSAGES.mismatch,
    ],
    [
      'grade 13',
      { grade: 13, class_type: 'SMA/MA', stream: 'IPA' },
      'grade',
      STUDENT_GRADE_MESSAGES.mismatch,
    ],
    [
      'a value with another class type',
      { grade: '10_IPA_SMA/MA', class_type: 'SMK' },
      'class_type',
      STUDENT_GRADE_MESSAGES.mismatch,
    ],
    [
      'a value with another stream',
      { grade: '10_IPA_SMA/MA', stream: 'IPS' },
      'stream',
      STUDENT_GRADE_MESSAGES.mismatch,
    ],
  ])('refuses %s and names the field', (_, fields, field, message) => {
    expect(resolve(fields)).toEqual({ field, message });
  });
});

import { z } from 'zod';
import { CLASS_TYPES } from '../catalogue/class-type.ts';
import type { GradeOption } from '../catalogue/grade.ts';
import { needsStreamChoice } from '../catalogue/grade-choices.ts';
import { resolveStudentGrade, STUDENT_GRADE_MESSAGES } from './student-grade.ts';

/**
 * The grade controls of a form, as text: school level (jenjang) first, then the grade
 * (kelas) of that level, then — for SMA/MA only — the stream (jurusan).
 */
export const gradeFormShape = {
  class_type: z.enum(CLASS_TYPES, { error: STUDENT_GRADE_MESSAGES.classType }),
  grade: z
    .string({ error: STUDENT_GRADE_MESSAGES.grade })
    .trim()
    .min(1, { error: STUDENT_GRADE_MESSAGES.grade }),
  stream: z.string().default(''),
};

type GradeFormFields = { class_type: string; grade: string; stream: string };

const GRADE_FIELDS: readonly PropertyKey[] = ['class_type', 'grade', 'stream'];

/**
 * Adds the grade rules to a form's object schema and turns the three controls into one
 * catalogue grade (`grade: GradeOption`; `class_type` and `stream` leave the output). Every
 * field is reported at once: a missing stream shows beside a too-short name, not after it.
 *
 * @example
 * withGradeFields(z.object({ full_name: PersonNameSchema, ...gradeFormShape }))
 *   .parse({ full_name: 'Budi', class_type: 'SMA/MA', grade: '11', stream: 'IPS' }).grade.value; // '11_IPS_SMA/MA'
 */
export function withGradeFields<Output extends GradeFormFields, Input>(schema: z.ZodType<Output, Input>) {
  return schema
    .refine(
      (value) => !needsStreamChoice(value.class_type) || value.stream === 'IPA' || value.stream === 'IPS',
      {
        message: STUDENT_GRADE_MESSAGES.stream,
        path: ['stream'],
        // Runs while other fields still have errors, once the level itself is readable.
        when: (payload) =>
          !payload.issues.some((issue) => GRADE_FIELDS.includes(issue.path?.[0] as PropertyKey)),
      },
    )
    .transform(({ class_type, grade, stream, ...rest }, context) => {
      const resolved: GradeOption | null = resolveStudentGrade(
        { grade, class_type, stream: needsStreamChoice(class_type) ? stream : undefined },
        context.issues,
      );
      return resolved ? { ...rest, grade: resolved } : z.NEVER;
    });
}

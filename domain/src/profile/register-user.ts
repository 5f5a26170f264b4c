import { z } from 'zod';
import type { GradeOption } from '../catalogue/grade.ts';
import { LocationSchema, OptionalEmailSchema, PersonNameSchema } from './profile-fields.ts';
import { resolveStudentGrade, studentGradeShape, type StudentGradeFields } from './student-grade.ts';

/**
 * A parent may register this many students at once. docs/product sets no limit; a bound keeps one
 * request from creating thousands of users.
 */
export const REGISTER_STUDENTS_MAX = 10;
/** Register tokens are 43-character base64url strings; anything far longer is not one. */
export const REGISTER_TOKEN_MAX_LENGTH = 200;

export const REGISTER_MESSAGES = {
  role: 'Pilih kamu Murid atau Orangtua dulu, ya.',
  students: 'Data murid belum lengkap. Cek lagi, ya.',
  tooManyStudents: `Daftarkan maksimal ${REGISTER_STUDENTS_MAX} murid sekaligus, ya.`,
} as const;

/** A student as a registration creates it: its name and its catalogue grade. */
export type NewStudent = { full_name: string; grade: GradeOption };

/** Adds the resolved `grade` to a student-shaped object, or stops the parse with the field's message. */
function withResolvedGrade<T extends StudentGradeFields & { full_name: string }>(
  { grade, class_type, stream, ...rest }: T,
  context: z.core.$RefinementCtx,
) {
  const resolved = resolveStudentGrade({ grade, class_type, stream }, context.issues);
  return resolved ? { ...rest, grade: resolved } : z.NEVER;
}

const common = {
  full_name: PersonNameSchema,
  email: OptionalEmailSchema.optional(),
  location: LocationSchema.optional(),
  register_token: z.string().max(REGISTER_TOKEN_MAX_LENGTH).optional(),
};

const StudentRegistrationSchema = z
  .object({ role: z.literal('student'), ...common, ...studentGradeShape })
  .transform(withResolvedGrade);

/** A student a parent registers or adds later: name and grade fields ({@link studentGradeShape}). */
export const NewStudentSchema = z
  .object({ full_name: PersonNameSchema, ...studentGradeShape }, { error: REGISTER_MESSAGES.students })
  .transform(withResolvedGrade);

const ParentRegistrationSchema = z.object({
  role: z.literal('parent'),
  ...common,
  students: z
    .array(NewStudentSchema, { error: REGISTER_MESSAGES.students })
    .max(REGISTER_STUDENTS_MAX, { error: REGISTER_MESSAGES.tooManyStudents })
    .default([]),
});

/**
 * Body of `PUT {api}/user-management/v3/students/register` (docs/product §7, payload "not shown": ours),
 * the end of onboarding after OTP. `role` is Murid (`student`) or Orangtua (`parent`):
 * - a student sends its name and grade fields ({@link studentGradeShape});
 * - a parent sends its own name and may add students (`students: [{ full_name, grade, … }]`).
 * `email` and `location` (province and city, the add-location step) are optional.
 * The register token comes in `Authorization: Bearer …` or as `register_token`.
 *
 * @example
 * RegisterUserSchema.parse({ role: 'student', full_name: 'Budi', grade: '10_IPA_SMA/MA' }).grade.classType; // 'SMA/MA'
 */
export const RegisterUserSchema = z.discriminatedUnion(
  'role',
  [StudentRegistrationSchema, ParentRegistrationSchema],
  {
    error: REGISTER_MESSAGES.role,
  },
);

export type RegisterUserInput = z.input<typeof RegisterUserSchema>;
export type RegisterUser = z.output<typeof RegisterUserSchema>;

import { z } from 'zod';
import type { GradeOption } from '../catalogue/grade.ts';
import {
  OptionalAvatarUrlSchema,
  OptionalEmailSchema,
  PersonNameSchema,
  PROFILE_MESSAGES,
  ProfileIdSchema,
} from './profile-fields.ts';
import { resolveStudentGrade, studentGradeShape, STUDENT_GRADE_MESSAGES } from './student-grade.ts';

export const UPDATE_PROFILE_MESSAGES = {
  /** docs/product §8's profile-update success copy, to the letter. */
  success: 'Sip, datamu berhasil diperbarui.',
  nothingToUpdate: 'Ubah salah satu datamu dulu, ya.',
  studentId: PROFILE_MESSAGES.profileId,
} as const;

/**
 * Body of `PUT {api}/user-management/v2/students/profile` (docs/product §7, payload "not shown": ours).
 * Every field is optional, but at least one must be sent; `email` and `avatar_url` may be
 * cleared with `null` (or `''`). Grade fields follow {@link studentGradeShape}. A parent names
 * the student it edits with `student_id`; a student edits itself.
 *
 * The output carries the resolved catalogue grade as `grade` (or undefined: unchanged).
 *
 * @example
 * UpdateStudentProfileSchema.parse({ grade: 8, class_type: 'SMP/MTs' }).grade?.value; // '8__SMP/MTs'
 */
export const UpdateStudentProfileSchema = z
  .object({
    student_id: ProfileIdSchema.optional(),
    full_name: PersonNameSchema.optional(),
    email: OptionalEmailSchema.optional(),
    avatar_url: OptionalAvatarUrlSchema.optional(),
    grade: studentGradeShape.grade.optional(),
    class_type: studentGradeShape.class_type,
    stream: studentGradeShape.stream,
  })
  .transform(({ grade, class_type, stream, ...rest }, context) => {
    let resolved: GradeOption | undefined;
    if (grade !== undefined) {
      resolved = resolveStudentGrade({ grade, class_type, stream }, context.issues) ?? undefined;
      if (!resolved) return z.NEVER;
    } else if (class_type !== undefined || stream !== undefined) {
      context.issues.push({
        code: 'custom',
        message: STUDENT_GRADE_MESSAGES.grade,
        input: grade,
        path: ['grade'],
      });
      return z.NEVER;
    }
    const update = { ...rest, grade: resolved };
    const { student_id: _studentId, ...changes } = update;
    if (Object.values(changes).every((value) => value === undefined)) {
      context.issues.push({
        code: 'custom',
        message: UPDATE_PROFILE_MESSAGES.nothingToUpdate,
        input: undefined,
      });
      return z.NEVER;
    }
    return update;
  });

export type UpdateStudentProfileInput = z.input<typeof UpdateStudentProfileSchema>;
export type UpdateStudentProfile = z.output<typeof UpdateStudentProfileSchema>;

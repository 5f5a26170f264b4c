import { z } from 'zod';
import { OptionalEmailSchema, PersonNameSchema } from './profile-fields.ts';
import { gradeFormShape, withGradeFields } from './student-grade-form.ts';

/**
 * The student form of the registration's details step (/user/register/user-details, role
 * Murid) and of /user/update-user: full name, grade (level, grade, stream) and an optional
 * e-mail (empty means none).
 *
 * @example
 * StudentDetailsFormSchema.parse({ full_name: 'Budi', email: '', class_type: 'SMP/MTs', grade: '8' });
 * // { full_name: 'Budi', email: null, grade: { value: '8__SMP/MTs', … } }
 */
export const StudentDetailsFormSchema = withGradeFields(
  z.object({ full_name: PersonNameSchema, email: OptionalEmailSchema, ...gradeFormShape }),
);

export type StudentDetailsFormInput = z.input<typeof StudentDetailsFormSchema>;
export type StudentDetailsForm = z.output<typeof StudentDetailsFormSchema>;

/**
 * A child as a parent adds one (/user/add-user): name and grade.
 *
 * @example
 * NewStudentFormSchema.parse({ full_name: 'Nadia', class_type: 'SD', grade: '5' }).grade.value; // '5_SD_SD'
 */
export const NewStudentFormSchema = withGradeFields(
  z.object({ full_name: PersonNameSchema, ...gradeFormShape }),
);

export type NewStudentFormInput = z.input<typeof NewStudentFormSchema>;
export type NewStudentForm = z.output<typeof NewStudentFormSchema>;

/**
 * The parent form of the registration's details step (role Orangtua): the parent's name and
 * optional e-mail, and the first child's name and grade (more children can be added later
 * at /user/add-user).
 *
 * @example
 * ParentDetailsFormSchema.parse({ full_name: 'Ibu Sari', email: '', student_full_name: 'Raka', class_type: 'SMP/MTs', grade: '8' });
 */
export const ParentDetailsFormSchema = withGradeFields(
  z.object({
    full_name: PersonNameSchema,
    email: OptionalEmailSchema,
    student_full_name: PersonNameSchema,
    ...gradeFormShape,
  }),
);

export type ParentDetailsFormInput = z.input<typeof ParentDetailsFormSchema>;
export type ParentDetailsForm = z.output<typeof ParentDetailsFormSchema>;

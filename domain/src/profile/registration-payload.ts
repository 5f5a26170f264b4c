import type { Location } from './profile-fields.ts';
import type { RegisterUserInput } from './register-user.ts';
import type { ParentDetailsForm, StudentDetailsForm } from './student-details-form.ts';

/** The checked answers of the registration steps: role, details and location. */
export type RegistrationAnswers =
  | { role: 'student'; details: StudentDetailsForm; location: Location }
  | { role: 'parent'; details: ParentDetailsForm; location: Location };

/**
 * The body of `PUT /user-management/v3/students/register` from the steps' answers: a student
 * registers itself; a parent registers itself with its first child.
 *
 * @example
 * toRegisterUserInput({ role: 'student', details, location });
 * // { role: 'student', full_name: 'Budi', email: null, grade: '11_IPA_SMA/MA', location: { province, city } }
 */
export function toRegisterUserInput(answers: RegistrationAnswers): RegisterUserInput {
  const { location } = answers;
  if (answers.role === 'student') {
    const { full_name, email, grade } = answers.details;
    return { role: 'student', full_name, email, grade: grade.value, location };
  }
  const { full_name, email, student_full_name, grade } = answers.details;
  return {
    role: 'parent',
    full_name,
    email,
    students: [{ full_name: student_full_name, grade: grade.value }],
    location,
  };
}

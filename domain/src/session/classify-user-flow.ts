import type { SessionUserData } from './session-user-data.ts';

/** Analytics names of the user flows, to the letter of docs/product §4. */
export const USER_FLOWS = [
  'New user',
  'Existing student without parent information',
  'Existing student with parent information',
  'Existing parent without student information',
  'Existing parent with student information',
] as const;

export type UserFlowName = (typeof USER_FLOWS)[number];

/** What analytics receives: the flow name and, separately, whether there are several students. */
export type UserFlow = { readonly flow: UserFlowName; readonly multipleStudents: boolean };

/**
 * Classifies stored user data for analytics (docs/product §4).
 *
 * The account side comes from `primary_user.role`. Without a primary user, a present
 * parent makes it a parent account, and students alone make it a student account;
 * nothing at all is a new user. `multipleStudents` is true with more than one student,
 * whatever the flow.
 *
 * @example
 * classifyUserFlow({ primary_user: student, student_users: [student], parent_user: null });
 * // { flow: 'Existing student without parent information', multipleStudents: false }
 */
export function classifyUserFlow(
  userData: Pick<SessionUserData, 'primary_user' | 'student_users' | 'parent_user'>,
): UserFlow {
  const students = userData.student_users ?? [];
  const hasParent = userData.parent_user != null;
  const multipleStudents = students.length > 1;
  const role = userData.primary_user?.role ?? (hasParent ? 'parent' : students.length > 0 ? 'student' : null);

  if (role === null) return { flow: 'New user', multipleStudents };
  if (role === 'parent') {
    return {
      flow:
        students.length > 0
          ? 'Existing parent with student information'
          : 'Existing parent without student information',
      multipleStudents,
    };
  }
  return {
    flow: hasParent
      ? 'Existing student with parent information'
      : 'Existing student without parent information',
    multipleStudents,
  };
}

import type { StoredSession } from '#site/lib/session/stored-session.ts';

/** The stored session's family as the checkout steps judge it (a `CheckoutFamily` with the profiles). */
export function checkoutFamilyOf(session: StoredSession): {
  hasParent: boolean;
  students: StoredSession['student_users'];
} {
  return { hasParent: Boolean(session.parent_user), students: session.student_users };
}

import type { StoredSession } from '#site/lib/session/stored-session.ts';
import type { CheckoutFamily } from './checkout-steps.ts';

/** The stored session's family as the checkout steps judge it. */
export function checkoutFamilyOf(session: StoredSession): CheckoutFamily {
  return { hasParent: Boolean(session.parent_user), students: session.student_users };
}

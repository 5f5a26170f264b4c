import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { API_MESSAGES } from '../../http/messages.ts';
import { loadAccountUsers } from '../../users/session-data.ts';
import { accountHolder } from './family-authority.ts';
import type { OrderViewer } from './order-queries.ts';

/**
 * The family an order call looks at: the token's account — all of it when the account has a
 * parent (family-authority.ts), the student's own orders for a student on their own phone.
 * Undefined when the token's user is no longer in its account.
 */
export async function findOrderViewer(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
): Promise<OrderViewer | undefined> {
  const users = await loadAccountUsers(db, auth.accountId);
  const caller = users.find((user) => user.id === auth.userId);
  if (!caller) return undefined;
  const holder = accountHolder(caller, users);
  return { accountId: caller.account_id, studentId: holder.role === 'parent' ? null : caller.id };
}

/** findOrderViewer for the order calls: 401 when the token's user is gone. */
export async function orderViewerOf(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
): Promise<OrderViewer> {
  const viewer = await findOrderViewer(db, auth);
  if (!viewer) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  return viewer;
}

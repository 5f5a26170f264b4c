import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { findCaller } from '../sessions/subscription-queries.ts';
import type { OrderViewer } from './order-queries.ts';

/** The family an order call looks at: the token's account, narrowed to the student for a student's token. */
export async function orderViewerOf(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
): Promise<OrderViewer> {
  const caller = await findCaller(db, auth);
  if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  return { accountId: caller.account_id, studentId: caller.role === 'student' ? caller.id : null };
}

import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { RateLimitedError } from '../../http/rate-limited-error.ts';
import { ORDER_MESSAGES } from './order-messages.ts';

/** The sliding window of ORDERS_PER_FAMILY_PER_HOUR. */
export const ORDER_LIMIT_WINDOW_MS = 60 * 60_000;

/**
 * Refuses a new order (429, Retry-After) when the family account already made `limit` orders in
 * the hour before `now` (decision 079). Counted from the orders themselves, not from requests:
 * a draft sent again, a refused or an ineligible request never counts, and the wait is exact —
 * until the oldest of those orders is an hour old. Call it in the transaction that stores the
 * order, with the account row locked, so concurrent creates cannot both take the last place.
 */
export async function assertOrderAllowance(
  trx: Kysely<Tables>,
  { accountId, limit, now }: { accountId: string; limit: number; now: Date },
): Promise<void> {
  const recent = await trx
    .selectFrom('orders')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('created_at', '>', new Date(now.getTime() - ORDER_LIMIT_WINDOW_MS))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  if (recent.length < limit) return;
  const oldest = recent[limit - 1]!.created_at;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((oldest.getTime() + ORDER_LIMIT_WINDOW_MS - now.getTime()) / 1000),
  );
  throw new RateLimitedError(
    retryAfterSeconds,
    'rate_limited',
    ORDER_MESSAGES.tooManyOrders(limit, retryAfterSeconds),
  );
}

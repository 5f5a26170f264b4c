import { sql, type Kysely } from 'kysely';
import type { Subscription, Tables, User } from '../db/schema.ts';

/** A user as the subscription calls need it. */
export type SubscriptionCaller = Pick<User, 'id' | 'account_id' | 'role'>;

/** The token's user, if it still exists in the token's account. */
export async function findCaller(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
): Promise<SubscriptionCaller | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'account_id', 'role'])
    .where('id', '=', auth.userId)
    .where('account_id', '=', auth.accountId)
    .executeTakeFirst();
}

/**
 * The subscription that describes a student now: the active record (at most one, a unique
 * index says so), else the most recent one.
 */
export async function findCurrentSubscription(
  db: Kysely<Tables>,
  userId: string,
): Promise<Subscription | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy(sql`(status = 'active')`, 'desc')
    .orderBy('starts_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

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

/**
 * The order that paid a subscription's period: the package name as the order recorded it (a
 * renamed package keeps the name the family paid for) and whether its money went back. Undefined
 * without an order (granted by the team, or from before the shop).
 */
export async function findPlanOrder(
  db: Kysely<Tables>,
  subscription: Pick<Subscription, 'order_id'> | undefined,
): Promise<{ id: string; package_name: string; refunded_at: Date | null } | undefined> {
  if (!subscription?.order_id) return undefined;
  return db
    .selectFrom('orders')
    .select(['id', 'package_name', 'refunded_at'])
    .where('id', '=', subscription.order_id)
    .executeTakeFirst();
}

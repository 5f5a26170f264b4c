import { sql, type Kysely } from 'kysely';
import { freeTrialPeriod, trialRefusal, type TrialRefusal } from '@bimbel/domain/subscription/free-trial';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
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
 * The name of the package a subscription's order bought (as the order recorded it, so a renamed
 * package keeps the name the family paid for); null without an order (granted by the team, or
 * from before the shop).
 */
export async function findPlanPackageName(
  db: Kysely<Tables>,
  subscription: Pick<Subscription, 'order_id'> | undefined,
): Promise<string | null> {
  if (!subscription?.order_id) return null;
  const order = await db
    .selectFrom('orders')
    .select('package_name')
    .where('id', '=', subscription.order_id)
    .executeTakeFirst();
  return order?.package_name ?? null;
}

export type TrialActivation =
  { ok: true; subscription: Subscription } | { ok: false; reason: TrialRefusal; endsAt: Date | null };

/**
 * Starts the free trial of `studentId` unless it cannot be taken (trialRefusal says why: a paid
 * plan or a pause now, a trial running or used, a paid plan before; `endsAt` is when the
 * subscription in force ends). The student's row is locked first, so two concurrent
 * activations cannot both succeed. The free record becomes the trial (or a trial record is added
 * when there is none).
 */
export async function activateFreeTrial(
  db: Kysely<Tables>,
  studentId: string,
  now: Date,
): Promise<TrialActivation> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
    const history = await trx
      .selectFrom('subscriptions')
      .select(['id', 'type', 'status', 'trial_activated_at', 'ends_at'])
      .where('user_id', '=', studentId)
      .orderBy(sql`(status = 'active')`, 'desc')
      .orderBy('starts_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    // The first row is the one in force (findCurrentSubscription's order).
    const current = history[0];
    const state = resolveSubscriptionState(
      current && { type: current.type, status: current.status, endsAt: current.ends_at },
      now,
    );
    const refusal = trialRefusal(
      state.subscriptionType,
      history.map((row) => ({ type: row.type, trialActivatedAt: row.trial_activated_at })),
    );
    if (refusal) return { ok: false, reason: refusal, endsAt: current?.ends_at ?? null };

    const { startsAt, endsAt } = freeTrialPeriod(now);
    const trial = {
      type: 'TRIAL',
      status: 'active',
      starts_at: startsAt,
      ends_at: endsAt,
      trial_activated_at: now,
    } as const;
    const active = history.find((row) => row.status === 'active');
    const subscription = active
      ? await trx
          .updateTable('subscriptions')
          .set(trial)
          .where('id', '=', active.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('subscriptions')
          .values({ user_id: studentId, ...trial })
          .returningAll()
          .executeTakeFirstOrThrow();
    return { ok: true, subscription };
  });
}

import { paidPeriod, type CurrentSubscription } from '@bimbel/domain/subscription/paid-period';
import type { Kysely, Transaction } from 'kysely';
import type { Order, Subscription, Tables } from '../db/schema.ts';
import { scheduleSubscriptionExpiry } from './subscription-expiry-jobs.ts';

/** A paid line's period: where this purchase's time begins and ends. */
export type SettledPeriod = { subscriptionId: string; startsAt: Date; endsAt: Date };

const currentOf = (row: Subscription | undefined): CurrentSubscription =>
  row ? { type: row.type, endsAt: row.ends_at, pausedRemainingSeconds: row.paused_remaining_seconds } : null;

/**
 * The periods a purchase of `tenureMonths` would give each student if paid at `now` (the checkout
 * summary; the same rule settling applies, domain paidPeriod), by student id.
 */
export async function previewPaidPeriods(
  db: Kysely<Tables>,
  studentIds: readonly string[],
  tenureMonths: number,
  now: Date,
): Promise<Map<string, { startsAt: Date; endsAt: Date }>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', 'in', [...studentIds])
    .where('status', '=', 'active')
    .execute();
  return new Map(
    studentIds.map((id) => {
      const { startsAt, endsAt } = paidPeriod(currentOf(rows.find((row) => row.user_id === id)), tenureMonths, now);
      return [id, { startsAt, endsAt }];
    }),
  );
}

/**
 * Makes one student's subscription PAID for an order's tenure, inside the settling transaction:
 * the student row is locked (as trial activation and pause/resume lock it), the active record is
 * extended in place (a renewal or a paused period) or ended and followed by a new PAID record, and
 * the expiry job is scheduled at the new end.
 */
export async function settleStudentSubscription(
  trx: Transaction<Tables>,
  order: Pick<Order, 'id' | 'tenure_months'>,
  studentId: string,
  now: Date,
): Promise<SettledPeriod> {
  await trx.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
  const current = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', studentId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  const { startsAt: from, endsAt, extends: keep } = paidPeriod(currentOf(current), order.tenure_months, now);
  // A purchase starts a new paid period: its pause allowance starts again.
  const paid = {
    type: 'PAID',
    status: 'active',
    ends_at: endsAt,
    order_id: order.id,
    paused_at: null,
    paused_remaining_seconds: null,
    pauses_used: 0,
  } as const;
  let subscriptionId: string;
  if (current && keep) {
    await trx.updateTable('subscriptions').set(paid).where('id', '=', current.id).execute();
    subscriptionId = current.id;
  } else {
    if (current) {
      // What was in force ends now (a trial cut short, a free plan, a paid period already over).
      const cut = !current.ends_at || current.ends_at.getTime() > now.getTime();
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'expired',
          ...(cut && now.getTime() > current.starts_at.getTime() ? { ends_at: now } : {}),
        })
        .where('id', '=', current.id)
        .execute();
    }
    const inserted = await trx
      .insertInto('subscriptions')
      .values({ user_id: studentId, ...paid, starts_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    subscriptionId = inserted.id;
  }
  await scheduleSubscriptionExpiry(trx, subscriptionId, endsAt, now);
  return { subscriptionId, startsAt: from, endsAt };
}

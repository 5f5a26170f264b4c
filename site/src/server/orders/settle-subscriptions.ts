import type { Transaction } from 'kysely';
import type { Order, Subscription, Tables } from '../db/schema.ts';
import { scheduleSubscriptionExpiry } from './subscription-expiry-jobs.ts';
import { tenureEnd } from './tenure-end.ts';

/** A paid line's period: where this purchase's time begins and ends. */
export type SettledPeriod = { subscriptionId: string; startsAt: Date; endsAt: Date };

/**
 * Where a purchase's time starts for a student whose subscription in force is `current`:
 * - PAID still running with an end → a renewal: from that end (no paid day is lost);
 * - PAUSED → resumed first: from now plus the paid time the pause kept;
 * - anything else (free, trial, a paid period already over, a paid row without an end) → now.
 */
function periodStart(current: Subscription | undefined, now: Date): { from: Date; keep: boolean } {
  if (current?.type === 'PAID' && current.ends_at && current.ends_at.getTime() > now.getTime()) {
    return { from: current.ends_at, keep: true };
  }
  if (current?.type === 'PAUSED') {
    return { from: new Date(now.getTime() + (current.paused_remaining_seconds ?? 0) * 1000), keep: true };
  }
  return { from: now, keep: false };
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
  const { from, keep } = periodStart(current, now);
  const endsAt = tenureEnd(from, order.tenure_months);
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

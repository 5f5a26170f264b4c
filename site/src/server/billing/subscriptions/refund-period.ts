import type { Transaction } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { log } from '../../http/logger.ts';
import { scheduleSubscriptionExpiry } from '../../orders/subscription-expiry-jobs.ts';

/*
 * A stand-in until the single writer of `subscriptions` (billing/subscriptions/, decision 100)
 * lands with its `endRefundedPeriod`: the same signature and the same rule (decision 104), so the
 * swap is an import. Locks as every subscription change does: the student's `users` row first
 * (FOR UPDATE), then the record in force.
 */

const SECOND_MS = 1000;

/**
 * An order's money went back (a full refund or a chargeback): the time it paid this student for
 * and not yet used is taken off the period in force — a refunded renewal that has not begun leaves
 * the earlier period running to its own end; a refunded period that is running ends now; nothing
 * paid left → FREE_AFTER_PAID/expired now, as an expiry would. A paused record loses the same
 * time from what it keeps. Inside the transaction that records the refund. Answers whether the
 * subscription changed.
 */
export async function endRefundedPeriod(
  trx: Transaction<Tables>,
  { studentId, period }: { studentId: string; period: { startsAt: Date; endsAt: Date } },
  now: Date,
): Promise<boolean> {
  await trx.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
  const current = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', studentId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  if (!current || (current.type !== 'PAID' && current.type !== 'PAUSED')) return false;
  const unusedMs = period.endsAt.getTime() - Math.max(period.startsAt.getTime(), now.getTime());
  if (unusedMs <= 0) return false;
  const end = async () => {
    await trx
      .updateTable('subscriptions')
      .set({
        status: 'expired',
        type: 'FREE_AFTER_PAID',
        paused_at: null,
        paused_remaining_seconds: null,
        ...(now.getTime() > current.starts_at.getTime() ? { ends_at: now } : {}),
      })
      .where('id', '=', current.id)
      .execute();
    log('info', 'paid subscription ended by a refund', { subscriptionId: current.id });
    return true;
  };
  if (current.type === 'PAUSED') {
    const kept = (current.paused_remaining_seconds ?? 0) - Math.ceil(unusedMs / SECOND_MS);
    if (kept <= 0) return end();
    await trx.updateTable('subscriptions').set({ paused_remaining_seconds: kept }).where('id', '=', current.id).execute();
    return true;
  }
  if (!current.ends_at) return end();
  const endsAt = new Date(current.ends_at.getTime() - unusedMs);
  if (endsAt.getTime() <= now.getTime()) return end();
  await trx.updateTable('subscriptions').set({ ends_at: endsAt }).where('id', '=', current.id).execute();
  await scheduleSubscriptionExpiry(trx, current.id, endsAt, now);
  return true;
}

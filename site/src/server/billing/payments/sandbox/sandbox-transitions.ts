import type { Kysely } from 'kysely';
import type { SandboxTransactionStatus, Tables } from '../../../db/schema.ts';
import { enqueueJobs, type EnqueueJobInput } from '../../../jobs/job-queue.ts';
import type { JobContext } from '../../../jobs/job-registry.ts';
import { planSandboxNotifications } from './sandbox-notifications.ts';
import { chargeSandboxTransaction, movePendingSandboxTransaction, type ChargeInput } from './sandbox-store.ts';

/*
 * How a sandbox transaction's status changes, each change stored together with the jobs it
 * causes (its notifications, and for a pending payment its later settlement or expiry), in one
 * database transaction: a crash never leaves a change without its notification.
 */

export const SANDBOX_TRANSITION_QUEUE = 'payments.sandbox-transition';

export type FinalStatus = Exclude<SandboxTransactionStatus, 'pending'>;
export type TransitionPayload = { orderId: string; to: 'settlement' | 'expire' };

type Signing = { serverKey: string; now: Date };

/** A pending transaction's later move, due at `runAt` (keyed: planned once). */
export function transitionJob(orderId: string, to: TransitionPayload['to'], runAt: Date): EnqueueJobInput {
  const payload: TransitionPayload = { orderId, to };
  return { queue: SANDBOX_TRANSITION_QUEUE, key: `midtrans-sandbox:${orderId}:to-${to}`, payload, runAt };
}

/**
 * Charges a transaction from the payment page in `input.status`, with the notifications of
 * `notified` (e.g. pending then settlement) and, while pending, its settlement at `settleAt` if
 * given and its expiry when the page's time is up. Undefined when it cannot be charged (already
 * paid with, or lapsed).
 */
export async function chargeWithJobs(
  db: Kysely<Tables>,
  input: ChargeInput & { notified: readonly SandboxTransactionStatus[]; settleAt?: Date },
  signing: Signing,
) {
  return db.transaction().execute(async (trx) => {
    const row = await chargeSandboxTransaction(trx, input, signing.now);
    if (!row) return undefined;
    const jobs = planSandboxNotifications(row, input.notified, signing);
    if (row.transaction_status === 'pending') {
      if (input.settleAt) jobs.push(transitionJob(row.order_id, 'settlement', input.settleAt));
      jobs.push(transitionJob(row.order_id, 'expire', row.expires_at));
    }
    await enqueueJobs(trx, jobs, signing.now);
    return row;
  });
}

/** Moves a pending transaction to `to` and plans its notification; undefined when not pending. */
export async function moveWithNotification(db: Kysely<Tables>, orderId: string, to: FinalStatus, signing: Signing) {
  return db.transaction().execute(async (trx) => {
    const row = await movePendingSandboxTransaction(trx, orderId, to, signing.now);
    if (row) await enqueueJobs(trx, planSandboxNotifications(row, [to], signing), signing.now);
    return row;
  });
}

/** The `payments.sandbox-transition` handler: a planned settlement or expiry, if still pending. */
export async function runSandboxTransition({ db, now, job }: JobContext, serverKey: string): Promise<void> {
  const { orderId, to } = (job.payload ?? {}) as Partial<TransitionPayload>;
  if (typeof orderId !== 'string' || (to !== 'settlement' && to !== 'expire')) {
    throw new Error('sandbox transition job without orderId and to');
  }
  await moveWithNotification(db, orderId, to, { serverKey, now });
}

import { sql, type Kysely } from 'kysely';
import type { PaymentAttempt, Tables } from '../../db/schema.ts';
import { log } from '../../http/logger.ts';
import type { PaymentGateway, TransactionStatusReport } from '../payments/payment-gateway.ts';
import { applyPaymentStatus } from './apply-payment-status.ts';
import { ATTEMPT_FAILURES } from './order-messages.ts';
import { findLatestAttempt } from './order-queries.ts';
import { moveAttempt } from './payment-attempts.ts';

/*
 * Payment reconciliation (issue 16, decision 079): notifications can be dropped, so a recurring
 * job asks the status API about every attempt still created or pending a few minutes after it
 * started, and applies the answer like a notification — a dropped settlement still ends PAID.
 * An attempt past its order's `expires_at` is expired at the gateway, then here (after asking
 * once more: a payment that arrived meanwhile wins).
 */

/** Attempts younger than this are left to their notifications. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** Attempts read from the database at a time; a run goes on until every open one was asked. */
export const RECONCILE_BATCH = 50;
/** Attempts asked about at once (the gateway's status API answers each in a fraction of a second). */
const RECONCILE_CONCURRENCY = 4;
/** A run stops taking new batches after this long; the next run goes on with the least recently checked. */
export const RECONCILE_RUN_BUDGET_MS = 4 * 60_000;

export type ReconcileSummary = { checked: number; applied: number; expired: number; errors: number };

type OpenAttempt = PaymentAttempt & { expires_at: Date };

/** The report an attempt that the gateway never knew gets at its expiry (our own, never Midtrans's). */
const localExpiry = (attempt: PaymentAttempt): TransactionStatusReport => ({
  gatewayOrderId: attempt.gateway_order_id,
  transactionStatus: 'expire',
  statusCode: '407',
  grossAmount: `${attempt.gross_amount}.00`,
});

async function isStillOpen(db: Kysely<Tables>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_attempts')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status === 'created' || row.status === 'pending';
}

async function reconcileAttempt(
  db: Kysely<Tables>,
  gateway: PaymentGateway,
  attempt: OpenAttempt,
  now: Date,
  summary: ReconcileSummary,
) {
  const report = await gateway.getStatus(attempt.gateway_order_id);
  if (report && (await applyPaymentStatus(db, report, now)).kind === 'applied') summary.applied++;
  if (!(await isStillOpen(db, attempt.id))) return;
  if (now.getTime() >= attempt.expires_at.getTime()) {
    await gateway.expire(attempt.gateway_order_id);
    const final = (await gateway.getStatus(attempt.gateway_order_id)) ?? localExpiry(attempt);
    if ((await applyPaymentStatus(db, final, now)).kind === 'applied') summary.expired++;
    return;
  }
  if (!report && !attempt.snap_token) {
    // Stored but never sent (the process stopped between the two): no money can come; free the order.
    await moveAttempt(db, attempt, 'failed', ATTEMPT_FAILURES.gatewayUnreachable);
  }
}

/** Open attempts old enough to ask about and not yet asked in this run, least recently checked first. */
function nextBatch(db: Kysely<Tables>, now: Date) {
  return db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .selectAll('payment_attempts')
    .select('orders.expires_at')
    .where('payment_attempts.status', 'in', ['created', 'pending'])
    .where('payment_attempts.created_at', '<=', new Date(now.getTime() - RECONCILE_AFTER_MS))
    .where((eb) =>
      eb.or([eb('payment_attempts.checked_at', 'is', null), eb('payment_attempts.checked_at', '<', now)]),
    )
    .orderBy(sql`payment_attempts.checked_at asc nulls first`)
    .orderBy('payment_attempts.created_at')
    .limit(RECONCILE_BATCH)
    .execute();
}

/**
 * One reconciliation run: every attempt still created or pending RECONCILE_AFTER_MS after it
 * started, however many there are — least recently checked first, each stamped `checked_at` when
 * asked, so abandoned checkouts never starve a paid one (issue 24). A gateway that fails for one
 * attempt is logged and the next one is tried; the attempt is asked about again at the next run.
 * A run that outlasts RECONCILE_RUN_BUDGET_MS stops taking batches; the next one goes on.
 */
export async function reconcilePayments(
  db: Kysely<Tables>,
  gateway: PaymentGateway,
  now: Date,
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checked: 0, applied: 0, expired: 0, errors: 0 };
  const started = performance.now();
  for (;;) {
    const attempts = await nextBatch(db, now);
    if (attempts.length === 0 || performance.now() - started > RECONCILE_RUN_BUDGET_MS) break;
    for (let index = 0; index < attempts.length; index += RECONCILE_CONCURRENCY) {
      await Promise.all(
        attempts.slice(index, index + RECONCILE_CONCURRENCY).map(async (attempt) => {
          summary.checked++;
          try {
            await reconcileAttempt(db, gateway, attempt, now, summary);
          } catch (error) {
            summary.errors++;
            log('warn', 'payment reconciliation failed for an attempt', {
              gatewayOrderId: attempt.gateway_order_id,
              reason: error instanceof Error ? error.name : 'unknown',
            });
          }
          await db
            .updateTable('payment_attempts')
            .set({ checked_at: now })
            .where('id', '=', attempt.id)
            .execute();
        }),
      );
    }
  }
  if (summary.applied + summary.expired + summary.errors > 0) log('info', 'payments reconciled', summary);
  return summary;
}

/** How long a page waits for the gateway before it renders what it already knows. */
export const RECHECK_TIMEOUT_MS = 3_000;

/**
 * Asks the gateway at once about an order's latest attempt while it is open and was sent (the
 * payment pages, before they render): the family comes back from the payment page before the
 * notification, and a denied or settled payment is then shown at once instead of at the next
 * poll. The answer is applied as reconciliation applies it, and the attempt stamped `checked_at`.
 * Waits at most `timeoutMs`; a slow or failing gateway leaves the order as stored (the pending
 * page's poll and reconciliation carry on). Resolves true when the answer was applied in time.
 */
export async function recheckOrderPayment(
  db: Kysely<Tables>,
  gateway: PaymentGateway,
  orderId: string,
  now: Date,
  timeoutMs = RECHECK_TIMEOUT_MS,
): Promise<boolean> {
  const attempt = await findLatestAttempt(db, orderId);
  if (!attempt?.snap_token || (attempt.status !== 'created' && attempt.status !== 'pending')) return false;
  const recheck = (async () => {
    const report = await gateway.getStatus(attempt.gateway_order_id);
    if (report) await applyPaymentStatus(db, report, now);
    await db.updateTable('payment_attempts').set({ checked_at: now }).where('id', '=', attempt.id).execute();
    return true;
  })().catch((error: unknown) => {
    log('warn', 'payment recheck failed', {
      gatewayOrderId: attempt.gateway_order_id,
      reason: error instanceof Error ? error.name : 'unknown',
    });
    return false;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([recheck, late]);
  } finally {
    clearTimeout(timer);
  }
}

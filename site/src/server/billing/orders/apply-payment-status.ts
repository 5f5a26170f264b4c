import type { RefundState } from '@bimbel/domain/orders/order-refunds';
import { nextPaymentStatus, type OrderStatus } from '@bimbel/domain/orders/order-status';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { log } from '../../http/logger.ts';
import { reversalFromMidtrans, statusFromMidtrans } from '../payments/midtrans/midtrans-status.ts';
import type { TransactionStatusReport } from '../payments/payment-gateway.ts';
import { applyReversals } from './apply-reversals.ts';
import { ATTEMPT_FAILURES } from './order-messages.ts';
import { settleStudentSubscription } from '../subscriptions/subscription-writer.ts';

/*
 * Applying what the gateway says of a payment attempt (issue 16, decision 079) — from a
 * notification or from the status API (reconciliation). Exactly once: one transaction locks the
 * order and the attempt (FOR UPDATE, always in that order), every status change goes through
 * nextPaymentStatus, so a duplicate, late or out-of-order report changes nothing and paid is
 * never left.
 */

export type ApplyOutcome =
  | { kind: 'unknown' }
  | { kind: 'ignored'; reason: 'no_status' | 'amount_mismatch' | 'no_change' }
  | {
      kind: 'applied';
      attemptStatus: OrderStatus;
      orderStatus: OrderStatus;
      paid: boolean;
      refundDue: boolean;
      /** Refunds or chargebacks recorded by this report (decision 104). */
      reversals?: { added: number; refundedAmount: number; state: RefundState; ended: boolean };
    };

/** '145000.00' (or '145000') as whole rupiah; null for anything else (a fraction, text). */
export function parseGatewayAmount(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match || (match[2] !== undefined && Number(match[2]) !== 0)) return null;
  return Number(match[1]);
}

/** Runs `work` in the caller's transaction when there is one, else in a new one. */
function inTransaction<T>(db: Kysely<Tables>, work: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Tables>) : db.transaction().execute(work);
}

/**
 * Applies a gateway report to its attempt and order, once. A refund or chargeback report
 * (decision 104) first counts the attempt paid — the money was taken before it went back, and a
 * refund may come before its settlement — then records the reversals it lists (applyReversals);
 * the order stays paid.
 */
export async function applyPaymentStatus(
  db: Kysely<Tables>,
  report: TransactionStatusReport,
  now: Date,
): Promise<ApplyOutcome> {
  // A refund or chargeback that lists no reversal is not read as a payment: nothing to take back yet.
  if (!reversalFromMidtrans(report.transactionStatus) || !report.reversals?.length) return applyStatus(db, report, now);
  return db.transaction().execute(async (trx): Promise<ApplyOutcome> => {
    const paid = await applyStatus(trx, { ...report, transactionStatus: 'settlement', fraudStatus: null }, now);
    if (paid.kind === 'unknown' || (paid.kind === 'ignored' && paid.reason !== 'no_change')) return paid;
    const attempt = await trx
      .selectFrom('payment_attempts')
      .select(['id', 'order_id', 'gross_amount', 'gateway_order_id'])
      .where('gateway_order_id', '=', report.gatewayOrderId)
      .executeTakeFirstOrThrow();
    const reversals = await applyReversals(trx, attempt.order_id, attempt, report.reversals ?? [], now);
    if (reversals.added === 0) return paid;
    const settled = paid.kind === 'applied' ? paid : null;
    return {
      kind: 'applied',
      attemptStatus: 'paid',
      orderStatus: 'paid',
      paid: settled?.paid ?? false,
      refundDue: settled?.refundDue ?? false,
      reversals,
    };
  });
}

/**
 * Applies a payment status report to its attempt and order, once:
 * - an unknown gateway order id changes nothing (`unknown`);
 * - a report whose amount is not the attempt's is noted on the attempt and never applied;
 * - paid: the order is paid (`paid_at`) and every line's student subscription PAID until the
 *   tenure's end (extended from a running paid period), with its expiry job — unless the order was
 *   already paid by another attempt: then `refund_due`, and no subscription is touched;
 * - pending and the endings move the attempt, and the order when it is the latest attempt.
 */
async function applyStatus(db: Kysely<Tables>, report: TransactionStatusReport, now: Date): Promise<ApplyOutcome> {
  return inTransaction(db, async (trx): Promise<ApplyOutcome> => {
    const found = await trx
      .selectFrom('payment_attempts')
      .select('order_id')
      .where('gateway_order_id', '=', report.gatewayOrderId)
      .executeTakeFirst();
    if (!found) return { kind: 'unknown' };
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', found.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const attempt = await trx
      .selectFrom('payment_attempts')
      .selectAll()
      .where('gateway_order_id', '=', report.gatewayOrderId)
      .forUpdate()
      .executeTakeFirstOrThrow();

    const incoming = statusFromMidtrans(report.transactionStatus, report.fraudStatus);
    if (!incoming) return { kind: 'ignored', reason: 'no_status' };
    if (parseGatewayAmount(report.grossAmount) !== attempt.gross_amount) {
      log('error', 'payment report amount differs from the attempt', {
        gatewayOrderId: attempt.gateway_order_id,
        expected: attempt.gross_amount,
        reported: report.grossAmount.slice(0, 20),
        status: report.transactionStatus.slice(0, 40),
      });
      await trx
        .updateTable('payment_attempts')
        .set({ failure_reason: ATTEMPT_FAILURES.amountMismatch })
        .where('id', '=', attempt.id)
        .execute();
      return { kind: 'ignored', reason: 'amount_mismatch' };
    }
    if (report.vaNumber && !attempt.va_number && (incoming === 'pending' || incoming === 'created')) {
      // The status API carries the number too: the pending page shows it before any notification.
      await trx
        .updateTable('payment_attempts')
        .set({ va_number: report.vaNumber.slice(0, 60) })
        .where('id', '=', attempt.id)
        .execute();
    }
    const attemptStatus = nextPaymentStatus(attempt.status, incoming);
    if (!attemptStatus) return { kind: 'ignored', reason: 'no_change' };
    await trx
      .updateTable('payment_attempts')
      .set({
        status: attemptStatus,
        status_code: report.statusCode.slice(0, 3),
        transaction_id: report.transactionId?.slice(0, 100) ?? attempt.transaction_id,
        payment_type: report.paymentType?.slice(0, 40) ?? attempt.payment_type,
        ...(attemptStatus === 'paid' ? { settled_at: now, failure_reason: null } : {}),
      })
      .where('id', '=', attempt.id)
      .execute();

    if (attemptStatus === 'paid' && order.status === 'paid') {
      // Money arrived twice (a replaced attempt paid after all): kept for a person to refund.
      await trx.updateTable('orders').set({ refund_due: true }).where('id', '=', order.id).execute();
      log('warn', 'second payment of a paid order: refund due', {
        orderId: order.id,
        gatewayOrderId: attempt.gateway_order_id,
      });
      return { kind: 'applied', attemptStatus, orderStatus: order.status, paid: false, refundDue: true };
    }
    const latest = await trx
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', order.id)
      .orderBy('created_at', 'desc')
      .orderBy('gateway_order_id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const orderStatus =
      attemptStatus === 'paid' || latest.id === attempt.id
        ? nextPaymentStatus(order.status, attemptStatus)
        : null;
    if (!orderStatus)
      return { kind: 'applied', attemptStatus, orderStatus: order.status, paid: false, refundDue: false };
    await trx
      .updateTable('orders')
      .set({
        status: orderStatus,
        status_changed_at: now,
        ...(orderStatus === 'paid' ? { paid_at: now } : {}),
      })
      .where('id', '=', order.id)
      .execute();
    if (orderStatus === 'paid') {
      const lines = await trx
        .selectFrom('order_lines')
        .select('student_id')
        .where('order_id', '=', order.id)
        .execute();
      for (const line of lines) {
        const period = await settleStudentSubscription(trx, order, line.student_id, now);
        await trx
          .updateTable('order_lines')
          .set({ subscription_id: period.subscriptionId, starts_at: period.startsAt, ends_at: period.endsAt })
          .where('order_id', '=', order.id)
          .where('student_id', '=', line.student_id)
          .execute();
      }
      log('info', 'order paid', { orderId: order.id, students: lines.length });
    }
    return { kind: 'applied', attemptStatus, orderStatus, paid: orderStatus === 'paid', refundDue: false };
  });
}

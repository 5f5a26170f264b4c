import { refundStateOf, type RefundState } from '@bimbel/domain/orders/order-refunds';
import { sql, type Transaction } from 'kysely';
import { endRefundedPeriod } from '../subscriptions/subscription-writer.ts';
import type { Order, PaymentAttempt, Tables } from '../../db/schema.ts';
import { log } from '../../http/logger.ts';
import type { GatewayReversal } from '../payments/payment-gateway.ts';

/*
 * Recording refunds and chargebacks of a paid attempt (decision 104), inside applyPaymentStatus's
 * transaction (the order and the attempt locked, in that order). Each reversal is one row of
 * `payment_reversals`, unique on the gateway's reference, so a duplicate notification, a retry,
 * a later notification listing it again, or the refund call's own answer record it once; two
 * processes queue on the order's lock. The order keeps `paid`; its `refunded_amount` is the sum,
 * and when nothing paid is left (a full refund or chargeback) its paid periods end, once.
 */

export type ReversalsApplied = {
  /** How many reversals were new (0: nothing changed). */
  added: number;
  refundedAmount: number;
  state: RefundState;
  /** Whether this call ended the order's paid periods. */
  ended: boolean;
};

async function sumOf(trx: Transaction<Tables>, column: 'order_id' | 'attempt_id', id: string): Promise<number> {
  const row = await trx
    .selectFrom('payment_reversals')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Stores the reversals not yet recorded, never more than the attempt's amount; how many were new. */
async function recordReversals(
  trx: Transaction<Tables>,
  attempt: Pick<PaymentAttempt, 'id' | 'order_id' | 'gross_amount' | 'gateway_order_id'>,
  reversals: readonly GatewayReversal[],
  now: Date,
): Promise<number> {
  let reversed = await sumOf(trx, 'attempt_id', attempt.id);
  let added = 0;
  for (const reversal of reversals) {
    const known = await trx
      .selectFrom('payment_reversals')
      .select('id')
      .where('gateway_reference', '=', reversal.reference)
      .executeTakeFirst();
    if (known) continue;
    if (reversal.amount > attempt.gross_amount - reversed) {
      log('error', 'reversal larger than what is left of the payment: not recorded', {
        gatewayOrderId: attempt.gateway_order_id,
        reference: reversal.reference.slice(0, 120),
        amount: reversal.amount,
        left: attempt.gross_amount - reversed,
      });
      continue;
    }
    const inserted = await trx
      .insertInto('payment_reversals')
      .values({
        order_id: attempt.order_id,
        attempt_id: attempt.id,
        kind: reversal.kind,
        amount: reversal.amount,
        gateway_reference: reversal.reference.slice(0, 200),
        refund_key: reversal.refundKey?.slice(0, 100) ?? null,
        reason: reversal.reason?.slice(0, 255) ?? null,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('gateway_reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    reversed += reversal.amount;
    added += 1;
  }
  return added;
}

/**
 * Records `reversals` of a paid `attempt` and brings its order up to date: `refunded_amount`, the
 * `refund_due` flag (cleared once a second payment went back), and — the first time nothing paid
 * is left — `refunded_at` and the end of every student's paid period it bought.
 */
export async function applyReversals(
  trx: Transaction<Tables>,
  orderId: string,
  attempt: Pick<PaymentAttempt, 'id' | 'order_id' | 'gross_amount' | 'gateway_order_id'>,
  reversals: readonly GatewayReversal[],
  now: Date,
): Promise<ReversalsApplied> {
  const added = await recordReversals(trx, attempt, reversals, now);
  const order: Order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  if (added === 0) {
    return { added, refundedAmount: order.refunded_amount, state: await stateOf(trx, order, order.refunded_amount), ended: false };
  }
  const refundedAmount = await sumOf(trx, 'order_id', orderId);
  const paid = await paidAmountOf(trx, orderId);
  const state = refundStateOf({ total: order.total, paidAmount: paid, refundedAmount });
  const ends = state === 'refunded' && order.refunded_at === null;
  await trx
    .updateTable('orders')
    .set({
      refunded_amount: refundedAmount,
      refund_due: order.refund_due && paid - refundedAmount > order.total,
      ...(ends ? { refunded_at: now } : {}),
    })
    .where('id', '=', orderId)
    .execute();
  if (ends) {
    const lines = await trx
      .selectFrom('order_lines')
      .select(['student_id', 'starts_at', 'ends_at'])
      .where('order_id', '=', orderId)
      .execute();
    for (const line of lines) {
      if (!line.starts_at || !line.ends_at) continue;
      await endRefundedPeriod(trx, { studentId: line.student_id, period: { startsAt: line.starts_at, endsAt: line.ends_at } }, now);
    }
  }
  log('info', 'payment reversal recorded', { orderId, added, refundedAmount, state });
  return { added, refundedAmount, state, ended: ends };
}

async function paidAmountOf(trx: Transaction<Tables>, orderId: string): Promise<number> {
  const row = await trx
    .selectFrom('payment_attempts')
    .select(sql<string>`coalesce(sum(gross_amount), 0)`.as('total'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function stateOf(trx: Transaction<Tables>, order: Order, refundedAmount: number): Promise<RefundState> {
  return refundStateOf({ total: order.total, paidAmount: await paidAmountOf(trx, order.id), refundedAmount });
}

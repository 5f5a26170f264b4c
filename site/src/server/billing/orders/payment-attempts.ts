import { nextPaymentStatus } from '@bimbel/domain/orders/order-status';
import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import type { Kysely, Transaction } from 'kysely';
import type { Order, PaymentAttempt, Tables } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { canStartNewAttempt } from './order-body.ts';
import { ATTEMPT_FAILURES, ORDER_MESSAGES } from './order-messages.ts';
import { findLatestAttempt } from './order-queries.ts';
import { gatewayOrderIdOf } from './order-number.ts';

/*
 * Payment attempts (issue 16, decision 079): each is one gateway transaction of an order. An
 * attempt is stored first (status created) and only then sent to the gateway, so a gateway that
 * fails or times out loses nothing: the attempt is marked failed and the order can be paid again.
 */

/**
 * How long a family has to pay one attempt (Snap's expiry): a day, so a virtual account can be
 * paid at the bank the next morning. E-wallets and QRIS expire sooner at the gateway itself.
 */
export const PAYMENT_EXPIRY_MINUTES = 24 * 60;

/** An attempt just stored, and the gateway order id of the attempt it replaced (to cancel there). */
export type OpenedAttempt = { attempt: PaymentAttempt; replaced: string | null };

/**
 * Stores the next attempt of a locked order: its gateway order id numbers it among the order's
 * attempts, and the order's `expires_at` moves to the attempt's expiry. Call inside the
 * transaction that locked the order row (FOR UPDATE), so two attempts never get one number.
 */
export async function insertPaymentAttempt(
  trx: Transaction<Tables>,
  order: Pick<Order, 'id' | 'number' | 'total'>,
  { gateway, paymentMethod, now }: { gateway: string; paymentMethod: PaymentMethod; now: Date },
): Promise<PaymentAttempt> {
  const { count } = await trx
    .selectFrom('payment_attempts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const attempt = await trx
    .insertInto('payment_attempts')
    .values({
      order_id: order.id,
      gateway,
      gateway_order_id: gatewayOrderIdOf(order.number, Number(count) + 1),
      payment_method: paymentMethod,
      gross_amount: order.total,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ expires_at: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000) })
    .where('id', '=', order.id)
    .execute();
  return attempt;
}

/** Moves an attempt's status through the state machine; false when the machine refuses. */
export async function moveAttempt(
  db: Kysely<Tables>,
  attempt: Pick<PaymentAttempt, 'id' | 'status'>,
  incoming: 'failed' | 'cancelled' | 'expired',
  failureReason: string | null,
): Promise<boolean> {
  const next = nextPaymentStatus(attempt.status, incoming);
  if (!next) return false;
  const result = await db
    .updateTable('payment_attempts')
    .set({ status: next, failure_reason: failureReason })
    .where('id', '=', attempt.id)
    .where('status', '=', attempt.status)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Opens a new attempt of an order that may be paid again (retry, or a create whose first attempt
 * never reached the gateway): the order row is locked and everything re-read under the lock, so
 * concurrent retries open one attempt each in turn. An attempt still `created` (a payment page
 * never used) is replaced: cancelled here, and its gateway order id returned to cancel there.
 * 409 order_not_payable when paid, while an attempt is pending, or when the order is too old.
 */
export async function openRetryAttempt(
  db: Kysely<Tables>,
  orderId: string,
  { gateway, paymentMethod, now }: { gateway: string; paymentMethod: PaymentMethod; now: Date },
): Promise<OpenedAttempt> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const latest = await findLatestAttempt(trx, orderId);
    if (order.status === 'paid') throw new ApiError(409, 'order_not_payable', ORDER_MESSAGES.orderPaid);
    if (latest?.status === 'pending')
      throw new ApiError(409, 'order_not_payable', ORDER_MESSAGES.paymentStillPending);
    if (!canStartNewAttempt({ order, attempt: latest }, now)) {
      throw new ApiError(409, 'order_not_payable', ORDER_MESSAGES.orderTooOld);
    }
    let replaced: string | null = null;
    if (
      latest?.status === 'created' &&
      (await moveAttempt(trx, latest, 'cancelled', ATTEMPT_FAILURES.replaced))
    ) {
      replaced = latest.snap_token ? latest.gateway_order_id : null;
    }
    return { attempt: await insertPaymentAttempt(trx, order, { gateway, paymentMethod, now }), replaced };
  });
}

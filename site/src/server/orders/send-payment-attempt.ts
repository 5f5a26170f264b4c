import type { GatewayItem, PaymentGateway } from '../payments/payment-gateway.ts';
import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config.ts';
import type { PaymentAttempt, Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { log } from '../http/logger.ts';
import { ATTEMPT_FAILURES, ORDER_MESSAGES } from './order-messages.ts';
import { findOrderLines } from './order-queries.ts';
import { moveAttempt, PAYMENT_EXPIRY_MINUTES } from './payment-attempts.ts';

/** Snap's limit on an item's id and name. */
const ITEM_TEXT_MAX = 50;

/** Text Midtrans takes in item names: printable ASCII (dashes and × written plainly), ≤ 50 characters. */
export function gatewayText(text: string, max = ITEM_TEXT_MAX): string {
  return text
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/×/g, 'x')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max)
    .trim();
}

/** Where the payment page sends the family back: the pending page of our own order (never trusted). */
export function finishUrlOf(config: Pick<Config, 'publicOrigin'>, orderId: string): string {
  return `${config.publicOrigin}/payment/pending?order=${encodeURIComponent(orderId)}`;
}

/**
 * Sends a stored attempt to the gateway: one item per student (the line's price × 1, summing to
 * the attempt's gross amount), the buyer as customer, the one method chosen. On success the token
 * and the payment page are stored on the attempt; on any failure the attempt is marked failed
 * (nothing was charged: no transaction exists) and 503 payment_unavailable is thrown — the order
 * stays, and can be paid again.
 */
export async function sendPaymentAttempt(
  db: Kysely<Tables>,
  gateway: PaymentGateway,
  attempt: PaymentAttempt,
  config: Pick<Config, 'publicOrigin'>,
): Promise<PaymentAttempt> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', attempt.order_id)
    .executeTakeFirstOrThrow();
  const buyer = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select(['users.full_name', 'users.email', 'users.phone_e164', 'accounts.phone_e164 as account_phone'])
    .where('users.id', '=', order.buyer_user_id)
    .executeTakeFirstOrThrow();
  const lines = await findOrderLines(db, [order.id]);
  const items: GatewayItem[] = lines.map((line, index) => ({
    id: gatewayText(`${index + 1}-${order.package_id}-${order.tenure_months}b`),
    name: gatewayText(`${order.package_name} ${order.tenure_months} bln - ${line.student_name}`),
    price: line.price,
    quantity: 1,
  }));
  try {
    const created = await gateway.createTransaction({
      gatewayOrderId: attempt.gateway_order_id,
      grossAmount: attempt.gross_amount,
      items,
      customer: {
        firstName: gatewayText(buyer.full_name),
        phone: buyer.phone_e164 ?? buyer.account_phone,
        email: buyer.email,
      },
      paymentMethod: attempt.payment_method as PaymentMethod,
      finishUrl: finishUrlOf(config, order.id),
      expiryMinutes: PAYMENT_EXPIRY_MINUTES,
    });
    return await db
      .updateTable('payment_attempts')
      .set({ snap_token: created.token, redirect_url: created.redirectUrl })
      .where('id', '=', attempt.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The reason only: a gateway error never carries the server key, but its message is not ours.
    log('warn', 'payment gateway unavailable', {
      gateway: gateway.name,
      gatewayOrderId: attempt.gateway_order_id,
      reason: error instanceof Error ? error.name : 'unknown',
      status: (error as { status?: number }).status,
    });
    await moveAttempt(db, attempt, 'failed', ATTEMPT_FAILURES.gatewayUnreachable);
    throw new ApiError(503, 'payment_unavailable', ORDER_MESSAGES.paymentUnavailable);
  }
}

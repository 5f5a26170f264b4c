import type { ApiErrorCode } from '@bimbel/domain/contracts/api-error-codes';
import {
  isRetryableFailure,
  PaymentGatewayError,
  type GatewayFailureKind,
  type GatewayItem,
  type PaymentGateway,
} from '../payments/payment-gateway.ts';
import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.ts';
import type { PaymentAttempt, Tables } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { log } from '../../http/logger.ts';
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

type FailureAnswer = { status: 422 | 503; code: ApiErrorCode; message: string; attemptFailure: string };

/** A busy or unreachable gateway: try again in a few minutes. */
const BUSY: FailureAnswer = {
  status: 503,
  code: 'payment_unavailable',
  message: ORDER_MESSAGES.paymentBusy,
  attemptFailure: ATTEMPT_FAILURES.gatewayUnreachable,
};

/** What the family is told, and the attempt keeps, for each kind of gateway failure. */
const FAILURE_ANSWERS: Record<GatewayFailureKind, FailureAnswer> = {
  timeout: BUSY,
  network: BUSY,
  unavailable: BUSY,
  refused: {
    status: 422,
    code: 'payment_method_unavailable',
    message: ORDER_MESSAGES.paymentMethodUnavailable,
    attemptFailure: ATTEMPT_FAILURES.gatewayRefused,
  },
  misconfigured: {
    status: 503,
    code: 'payment_unavailable',
    message: ORDER_MESSAGES.paymentsOff,
    attemptFailure: ATTEMPT_FAILURES.gatewayUnreachable,
  },
};

/**
 * The facts of a failed gateway call for the log: its kind, the HTTP status, the gateway's own
 * code and reasons, and the adapter's message — never a key (the adapter cleans its messages and
 * never puts the Authorization header in one). Anything but a PaymentGatewayError is a fault of
 * ours: its name only, taken as a gateway that could not be used.
 */
function describeGatewayFailure(error: unknown) {
  if (error instanceof PaymentGatewayError) {
    return {
      kind: error.kind,
      retryable: isRetryableFailure(error.kind),
      status: error.status,
      gatewayCode: error.gatewayCode,
      gatewayMessages: error.gatewayMessages,
      reason: error.message,
    };
  }
  return {
    kind: 'unavailable' as const,
    retryable: true,
    reason: error instanceof Error ? error.name : 'unknown',
  };
}

/**
 * Sends a stored attempt to the gateway: one item per student (the line's price × 1, summing to
 * the attempt's gross amount), the buyer as customer, the one method chosen. On success the token
 * and the payment page are stored on the attempt; on any failure the attempt is marked failed
 * (nothing was charged: no transaction exists), the cause is logged, and the family is told
 * whether to try again: 503 payment_unavailable when the gateway was busy or not reached (or is
 * not configured), 422 payment_method_unavailable when it refused the payment — the order stays,
 * and can be paid again.
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
    const failure = describeGatewayFailure(error);
    log(failure.kind === 'misconfigured' ? 'error' : 'warn', 'payment gateway call failed', {
      gateway: gateway.name,
      gatewayOrderId: attempt.gateway_order_id,
      ...failure,
    });
    const answer = FAILURE_ANSWERS[failure.kind];
    await moveAttempt(db, attempt, 'failed', answer.attemptFailure);
    throw new ApiError(answer.status, answer.code, answer.message);
  }
}

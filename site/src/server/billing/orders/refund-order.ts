import type { RefundOrderBody } from '@bimbel/domain/contracts/refund-contracts';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { refundableAmount, refundStateOf, type RefundState } from '@bimbel/domain/orders/order-refunds';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { log } from '../../http/logger.ts';
import { PaymentGatewayError, type PaymentGateway } from '../payments/payment-gateway.ts';
import { applyPaymentStatus } from './apply-payment-status.ts';

/*
 * A refund started by staff (decision 104): the amount is checked against what is left, the
 * gateway is asked with the caller's key as Midtrans's refund_key (the same key never refunds
 * twice, at the gateway or here), and its answer is applied through applyPaymentStatus — the path
 * of the notification that follows, which then finds the refund recorded and changes nothing.
 */

export const REFUND_MESSAGES = {
  notPaid: 'Pesanan ini belum dibayar: tidak ada dana yang bisa dikembalikan.',
  nothingLeft: 'Seluruh pembayaran pesanan ini sudah dikembalikan.',
  tooMuch: (left: number) => `Jumlah melebihi sisa dana yang bisa dikembalikan (${formatRupiah(left)}).`,
  keyReused: 'Kunci ini sudah dipakai untuk pengembalian dengan jumlah lain. Pakai kunci baru untuk pengembalian baru.',
  refused: 'Gateway pembayaran menolak pengembalian dana ini. Periksa status transaksinya, lalu coba lagi.',
  unreachable: 'Gateway pembayaran sedang tidak bisa dihubungi. Coba lagi nanti dengan kunci yang sama.',
} as const;

export type RefundOrderAnswer = {
  orderId: string;
  refund: { amount: number; reference: string };
  refundedAmount: number;
  refundState: RefundState;
};

async function answerFor(db: Kysely<Tables>, orderId: string, refund: RefundOrderAnswer['refund']): Promise<RefundOrderAnswer> {
  const order = await db.selectFrom('orders').select(['total', 'refunded_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom('payment_attempts')
    .select(sql<string>`coalesce(sum(gross_amount), 0)`.as('total'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const refundState = refundStateOf({ total: order.total, paidAmount: Number(paid.total), refundedAmount: order.refunded_amount });
  return { orderId, refund, refundedAmount: order.refunded_amount, refundState };
}

/** The paid attempts with what is left of each, the latest payment first (a second payment goes back first). */
async function refundableAttempts(db: Kysely<Tables>, orderId: string) {
  const rows = await db
    .selectFrom('payment_attempts as a')
    .leftJoin('payment_reversals as r', 'r.attempt_id', 'a.id')
    .select(['a.id', 'a.gateway_order_id', 'a.gross_amount', sql<string>`coalesce(sum(r.amount), 0)`.as('reversed')])
    .where('a.order_id', '=', orderId)
    .where('a.status', '=', 'paid')
    .groupBy(['a.id', 'a.gateway_order_id', 'a.gross_amount', 'a.settled_at'])
    .orderBy('a.settled_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, left: refundableAmount(row.gross_amount, Number(row.reversed)) }));
}

/** Refunds `body.amount` of a paid order, once per `body.key`. Throws ApiError with an Indonesian message. */
export async function refundOrder(
  db: Kysely<Tables>,
  gateway: PaymentGateway,
  orderId: string,
  body: RefundOrderBody,
  now: Date,
): Promise<RefundOrderAnswer> {
  const order = await db.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new ApiError(404, 'not_found', 'Pesanan tidak ditemukan.');
  const done = await db
    .selectFrom('payment_reversals')
    .select(['amount', 'gateway_reference'])
    .where('order_id', '=', orderId)
    .where('refund_key', '=', body.key)
    .executeTakeFirst();
  if (done) {
    if (done.amount !== body.amount) throw new ApiError(409, 'refund_key_reused', REFUND_MESSAGES.keyReused);
    return answerFor(db, orderId, { amount: done.amount, reference: done.gateway_reference });
  }
  if (order.status !== 'paid') throw new ApiError(409, 'refund_not_possible', REFUND_MESSAGES.notPaid);
  const attempts = await refundableAttempts(db, orderId);
  const attempt = attempts.find((candidate) => candidate.left >= body.amount);
  if (!attempt) {
    const left = Math.max(0, ...attempts.map((candidate) => candidate.left));
    throw new ApiError(409, 'refund_not_possible', left === 0 ? REFUND_MESSAGES.nothingLeft : REFUND_MESSAGES.tooMuch(left));
  }
  let result;
  try {
    result = await gateway.refund(attempt.gateway_order_id, { amount: body.amount, reason: body.reason, key: body.key });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    log('warn', 'refund refused or not sent', { orderId, status: error.status, message: error.message });
    if (error.status !== undefined && error.status >= 400 && error.status < 500) {
      throw new ApiError(409, 'refund_not_possible', REFUND_MESSAGES.refused);
    }
    throw new ApiError(503, 'payment_unavailable', REFUND_MESSAGES.unreachable);
  }
  await applyPaymentStatus(
    db,
    {
      gatewayOrderId: result.gatewayOrderId,
      transactionStatus: result.transactionStatus,
      statusCode: result.statusCode,
      grossAmount: result.grossAmount,
      reversals: [result.reversal],
    },
    now,
  );
  // The gateway knew this key from an earlier call with another amount: that refund stands.
  if (result.reversal.amount !== body.amount) throw new ApiError(409, 'refund_key_reused', REFUND_MESSAGES.keyReused);
  return answerFor(db, orderId, { amount: result.reversal.amount, reference: result.reversal.reference });
}

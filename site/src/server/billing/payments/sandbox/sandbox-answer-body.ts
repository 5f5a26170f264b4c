import { PAYMENT_METHOD_IDS, type PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { JsonValue, MidtransSandboxTransaction, SandboxTransactionStatus } from '../../../db/schema.ts';
import { toMidtransAmount } from '../midtrans/midtrans-amount.ts';
import { midtransSignature } from '../midtrans/midtrans-signature.ts';
import { channelFields, SANDBOX_CHANNELS } from './sandbox-channels.ts';
import { sandboxReversalsOf } from './sandbox-reversal-record.ts';

/*
 * A charged transaction as Midtrans writes it, in a status answer or an HTTP notification (docs:
 * Get Transaction Status, HTTP notification samples): status_code by transaction status, times as
 * 'YYYY-MM-DD HH:mm:ss' in WIB, gross_amount as '145000.00', signed with the server key.
 */

export type AnswerPurpose = 'status' | 'notification';

/** The sandbox's merchant id (Midtrans's look like G141532850). */
export const SANDBOX_MERCHANT_ID = 'G000000000';

/**
 * Midtrans's status codes ("Midtrans Status Code"): 200 settlement (and a cancel answer), 201
 * pending, 202 denied; an expired transaction is 407 in the status API, and its notification,
 * like a cancel's, says 202 (the Expire page's sample).
 */
export function sandboxStatusCode(status: SandboxTransactionStatus, purpose: AnswerPurpose): string {
  switch (status) {
    case 'settlement':
      return '200';
    case 'pending':
      return '201';
    case 'deny':
      return '202';
    case 'cancel':
      return purpose === 'status' ? '200' : '202';
    case 'expire':
      return purpose === 'status' ? '407' : '202';
    // The Refund page's answer and notification samples: 200, as the settlement they follow.
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return '200';
  }
}

/** Midtrans's time format, in WIB (its docs: "Time Zone: GMT+7"). */
export function midtransTime(date: Date): string {
  return inZone(date).format('YYYY-MM-DD HH:mm:ss');
}

/**
 * A refunded or charged-back transaction's `refund_amount` (the sum so far) and `refunds` (each
 * reversal, oldest first), as the status API and the refund notifications carry them; nothing
 * before the first one. A chargeback has no refund_key: the issuer made it, not a refund request.
 */
function reversalFields(row: MidtransSandboxTransaction): Record<string, JsonValue> {
  const reversals = sandboxReversalsOf(row);
  if (reversals.length === 0) return {};
  return {
    refund_amount: toMidtransAmount(reversals.reduce((sum, reversal) => sum + reversal.amount, 0)),
    refunds: reversals.map((reversal) => ({
      refund_chargeback_id: reversal.id,
      refund_amount: toMidtransAmount(reversal.amount),
      created_at: midtransTime(new Date(reversal.createdAt)),
      reason: reversal.reason,
      ...(reversal.refundKey ? { refund_key: reversal.refundKey } : {}),
      refund_method: '',
      bank_confirmed_at: midtransTime(new Date(reversal.createdAt)),
    })),
  };
}

function paymentMethodOf(row: MidtransSandboxTransaction): PaymentMethod {
  const method = PAYMENT_METHOD_IDS.find((id) => id === row.payment_method);
  if (!method) throw new Error(`sandbox transaction ${row.order_id} has no known payment method`);
  return method;
}

/**
 * The body of a charged transaction in `status` (its own by default: a notification sent late, or
 * out of order, carries the status of its moment). Throws for a transaction not yet charged.
 */
export function sandboxAnswerBody(
  row: MidtransSandboxTransaction,
  { purpose, serverKey, status = row.transaction_status ?? undefined }: {
    purpose: AnswerPurpose;
    serverKey: string;
    status?: SandboxTransactionStatus;
  },
): Record<string, JsonValue> {
  if (!status || !row.transaction_id || !row.charged_at) {
    throw new Error(`sandbox transaction ${row.order_id} is not charged`);
  }
  const channel = SANDBOX_CHANNELS[paymentMethodOf(row)];
  const signed = {
    order_id: row.order_id,
    status_code: sandboxStatusCode(status, purpose),
    gross_amount: toMidtransAmount(row.gross_amount),
  };
  return {
    ...signed,
    status_message: purpose === 'notification' ? 'midtrans payment notification' : 'Success, transaction is found',
    transaction_id: row.transaction_id,
    transaction_status: status,
    transaction_time: midtransTime(row.charged_at),
    ...(status !== 'pending' && row.settled_at ? { settlement_time: midtransTime(row.settled_at) } : {}),
    ...reversalFields(row),
    expiry_time: midtransTime(row.expires_at),
    payment_type: channel.paymentType,
    ...channelFields(channel, row.order_id),
    fraud_status: 'accept',
    currency: 'IDR',
    merchant_id: SANDBOX_MERCHANT_ID,
    signature_key: midtransSignature(signed, serverKey),
  };
}

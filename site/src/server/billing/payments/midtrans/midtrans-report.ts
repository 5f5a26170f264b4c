import { vaNumberOf } from '../../orders/va-number.ts';
import type { TransactionStatusReport } from '../payment-gateway.ts';
import { reversalsFromMidtrans } from './midtrans-reversals.ts';

/** A transaction as Midtrans describes it, in a notification or a status answer. */
export type MidtransTransaction = {
  order_id: string;
  transaction_status: string;
  fraud_status?: string | null;
  status_code: string;
  gross_amount: string;
  transaction_id?: string | null;
  payment_type?: string | null;
  refunds?: unknown;
  va_numbers?: unknown;
};

/**
 * The report `applyPaymentStatus` reads, from Midtrans's words for a transaction: the same for an
 * HTTP notification and for the status API's answer (reconciliation, the pages' first check).
 */
export function reportFromMidtrans(transaction: MidtransTransaction): TransactionStatusReport {
  return {
    gatewayOrderId: transaction.order_id,
    transactionStatus: transaction.transaction_status,
    fraudStatus: transaction.fraud_status ?? null,
    statusCode: transaction.status_code,
    grossAmount: transaction.gross_amount,
    transactionId: transaction.transaction_id ?? null,
    paymentType: transaction.payment_type ?? null,
    vaNumber: vaNumberOf(transaction),
    // refund, partial_refund, chargeback, partial_chargeback: the reversals it lists (decision 104).
    reversals: reversalsFromMidtrans(transaction),
  };
}

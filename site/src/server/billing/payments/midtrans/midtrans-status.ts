import type { OrderStatus, ReversalKind } from '@bimbel/domain/orders/order-status';

/*
 * Midtrans's words for a transaction's state, read into ours (issue 24, decision 100): the only
 * place outside the adapter's HTTP code that knows `settlement`, `capture`, `partial_refund`… The
 * order's state machine (domain/orders/order-status.ts) speaks only our statuses.
 */

/**
 * Midtrans's `transaction_status` (with `fraud_status` for cards) as our status, or null for the
 * reports that do not move an order by themselves (refunds and chargebacks: `reversalFromMidtrans`,
 * decision 104 — money given back never moves a paid order back).
 * From Midtrans's "Transaction Status" table: capture+accept and settlement are paid,
 * capture+challenge and authorize wait, deny and failure fail.
 *
 * @example
 * statusFromMidtrans('settlement'); // 'paid'
 * statusFromMidtrans('capture', 'challenge'); // 'pending'
 */
export function statusFromMidtrans(transactionStatus: string, fraudStatus?: string | null): OrderStatus | null {
  switch (transactionStatus) {
    case 'capture':
      if (fraudStatus === 'challenge') return 'pending';
      if (fraudStatus === 'deny') return 'failed';
      return 'paid';
    case 'settlement':
      return 'paid';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'deny':
    case 'failure':
      return 'failed';
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    default:
      return null;
  }
}

/**
 * Midtrans's statuses after a settlement — `refund`, `partial_refund` (the merchant gave money
 * back), `chargeback`, `partial_chargeback` (the card's issuer took it back) — as what happened,
 * or null for any other status. A reversal presupposes the payment: it is applied after the
 * attempt is counted paid (a refund arriving before its settlement still pays first).
 *
 * @example
 * reversalFromMidtrans('partial_refund'); // { kind: 'refund', partial: true }
 * reversalFromMidtrans('settlement'); // null
 */
export function reversalFromMidtrans(transactionStatus: string): { kind: ReversalKind; partial: boolean } | null {
  switch (transactionStatus) {
    case 'refund':
    case 'partial_refund':
      return { kind: 'refund', partial: transactionStatus === 'partial_refund' };
    case 'chargeback':
    case 'partial_chargeback':
      return { kind: 'chargeback', partial: transactionStatus === 'partial_chargeback' };
    default:
      return null;
  }
}

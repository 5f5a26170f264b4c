/*
 * What is left of a paid order once money went back (decision 104). The order stays `paid` —
 * that it was paid is never undone — and its reversals (refunds and chargebacks) are summed beside
 * it in `refundedAmount`. Whether the paid period still stands follows from what the family still
 * pays: everything (nothing back, or only a second payment returned), part of it, or nothing.
 */

export type RefundState = 'none' | 'partial' | 'refunded';

/**
 * The refund state of an order of `total` for which `paidAmount` arrived (the sum of its paid
 * attempts: twice the total when two attempts settled) and `refundedAmount` went back:
 * - `none`: the family still pays the whole total (nothing back, or only the second payment);
 * - `partial`: part of the total went back — the order stays paid and its period runs;
 * - `refunded`: nothing is kept — a full refund or chargeback ends the paid period.
 *
 * @example
 * refundStateOf({ total: 300_000, paidAmount: 300_000, refundedAmount: 100_000 }); // 'partial'
 * refundStateOf({ total: 300_000, paidAmount: 600_000, refundedAmount: 300_000 }); // 'none'
 */
export function refundStateOf({
  total,
  paidAmount,
  refundedAmount,
}: {
  total: number;
  paidAmount: number;
  refundedAmount: number;
}): RefundState {
  const kept = paidAmount - refundedAmount;
  if (refundedAmount <= 0 || kept >= total) return 'none';
  return kept <= 0 ? 'refunded' : 'partial';
}

/**
 * How much may still be refunded of a payment of `grossAmount` of which `reversedAmount` went back.
 *
 * @example
 * refundableAmount(300_000, 100_000); // 200_000
 */
export function refundableAmount(grossAmount: number, reversedAmount: number): number {
  return Math.max(0, grossAmount - reversedAmount);
}

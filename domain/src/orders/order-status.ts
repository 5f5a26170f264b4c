/*
 * The order and payment state machine (issue 16, decision 079; docs/ARCHITECTURE "Money").
 * An order and each of its payment attempts move created → pending → paid | expired | failed |
 * cancelled. Paid is never left: money once taken is never lost. Everything else is decided by
 * `nextPaymentStatus`, which every writer of an order or attempt status goes through, so a
 * duplicate, late or out-of-order notification changes nothing.
 */

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'expired', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an order or attempt ends in (a retry is a new attempt, not a move back). */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'expired', 'failed', 'cancelled'];

/** Whether no payment can still be waited for: paid, or ended without payment. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return FINAL_ORDER_STATUSES.includes(status);
}

/**
 * The status to write when `incoming` is reported for something now in `current`, or null when
 * the report changes nothing (the same status again, a step backwards, or anything after paid).
 *
 * - paid is final: nothing moves it.
 * - paid is always taken, even after expired, failed or cancelled: the gateway says money
 *   arrived, so it must be counted (a late settlement is honoured, never lost).
 * - pending only follows created (a pending arriving after an ending is out of order).
 * - an ending (expired, failed, cancelled) only follows created or pending: the first ending wins.
 * - nothing moves back to created.
 *
 * @example
 * nextPaymentStatus('pending', 'paid'); // 'paid'
 * nextPaymentStatus('paid', 'expired'); // null
 * nextPaymentStatus('expired', 'pending'); // null
 */
export function nextPaymentStatus(current: OrderStatus, incoming: OrderStatus): OrderStatus | null {
  if (current === incoming || current === 'paid') return null;
  switch (incoming) {
    case 'paid':
      return 'paid';
    case 'created':
      return null;
    case 'pending':
      return current === 'created' ? 'pending' : null;
    case 'expired':
    case 'failed':
    case 'cancelled':
      return current === 'created' || current === 'pending' ? incoming : null;
  }
}

/**
 * Whether a new payment attempt may be started for an order in `status` (a retry without
 * starting over): not once paid, not while an attempt is still pending.
 */
export function canRetryPayment(status: OrderStatus): boolean {
  return status === 'created' || status === 'expired' || status === 'failed' || status === 'cancelled';
}

/** How money went back after a payment (decision 104). */
export type ReversalKind = 'refund' | 'chargeback';

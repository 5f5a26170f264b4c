import type { OrderStatus } from './order-status.ts';

/**
 * Where an order stands for the family: paid once the order or its latest attempt is paid;
 * otherwise its latest payment attempt's status (a retry starts a new attempt of an order that
 * had expired, so the attempt, not the order, says whether a payment is awaited); the order's
 * own status when no attempt was made yet.
 *
 * @example
 * currentPaymentStatus({ status: 'expired', payment: { status: 'pending' } }); // 'pending' (retried)
 * currentPaymentStatus({ status: 'paid', payment: { status: 'paid' } }); // 'paid'
 */
export function currentPaymentStatus(order: {
  status: OrderStatus;
  payment: { status: OrderStatus } | null;
}): OrderStatus {
  if (order.status === 'paid' || order.payment?.status === 'paid') return 'paid';
  return order.payment?.status ?? order.status;
}

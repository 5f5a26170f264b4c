import { currentPaymentStatus } from '@bimbel/domain/orders/current-payment-status';
import type { OrderStatus } from '@bimbel/domain/orders/order-status';
import { getOrderDetail } from '#site/lib/api/order-payment-calls.ts';
import { callWithRenewal } from '#site/lib/session/call-with-renewal.ts';

/**
 * Reads an order from our server (ORDER_DETAIL) and says where it stands. A family may wait on
 * the pending page longer than an access token lives: the call renews it once when refused.
 */
export async function checkOrderStatus(orderId: string): Promise<OrderStatus> {
  return currentPaymentStatus(await callWithRenewal(() => getOrderDetail({ params: { id: orderId } })));
}

import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { getOrderDetail } from '#site/lib/api/order-payment-calls.ts';
import { callWithRenewal } from '#site/lib/session/call-with-renewal.ts';

/**
 * Reads an order from our server (ORDER_DETAIL) for the pending page's watcher. A family may wait
 * on the pending page longer than an access token lives: the call renews it once when refused.
 */
export function readOrder(orderId: string): Promise<OrderBody> {
  return callWithRenewal(() => getOrderDetail({ params: { id: orderId } }));
}

import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { currentPaymentStatus } from '@bimbel/domain/orders/current-payment-status';
import type { OrderStatus } from '@bimbel/domain/orders/order-status';
import { ApiCallError } from '#site/lib/api-client.ts';
import { getOrderDetail } from '#site/lib/api/order-payment-calls.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { refreshAccessToken } from '#site/lib/session/token-renewal.ts';

const isUnauthorized = (error: unknown) => error instanceof ApiCallError && error.status === 401;

/**
 * Reads an order from our server (ORDER_DETAIL) and says where it stands. A family may wait on
 * the pending page longer than an access token lives: a 401 gets the app's one renewal and the
 * call again; a renewal refused ends the session (docs/product §4).
 */
export async function checkOrderStatus(orderId: string): Promise<OrderStatus> {
  let order: OrderBody;
  try {
    order = await getOrderDetail({ params: { id: orderId } });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    if (!(await refreshAccessToken())) {
      await signOut('unauthorized');
      throw error;
    }
    order = await getOrderDetail({ params: { id: orderId } });
  }
  return currentPaymentStatus(order);
}

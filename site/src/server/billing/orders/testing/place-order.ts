import { randomUUID } from 'node:crypto';
import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import type { Harness } from '../../../testing/backend-harness.ts';

/** Places an order through the API as `token` and answers it (201 expected). */
export async function placeOrder(
  h: Harness,
  token: string,
  {
    studentIds,
    packageId = 'smp-reguler',
    tenureMonths = 3,
    paymentMethod = 'bca_va',
  }: {
    studentIds: string[];
    packageId?: string;
    tenureMonths?: number;
    paymentMethod?: string;
  },
): Promise<OrderBody> {
  const response = await h.request('POST', '/api/v1/orders', {
    token,
    json: { clientReference: randomUUID(), packageId, tenureMonths, studentIds, paymentMethod },
  });
  if (response.status !== 201)
    throw new Error(`order not created: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: OrderBody }).data;
}

/** The gateway report of `order`'s latest attempt, as the status API writes it. */
export function reportOf(order: OrderBody, transactionStatus: string, grossAmount = order.total) {
  return {
    gatewayOrderId: order.payment?.gatewayOrderId ?? '',
    transactionStatus,
    statusCode: transactionStatus === 'settlement' ? '200' : '201',
    grossAmount: `${grossAmount}.00`,
    transactionId: 'trx-1',
    paymentType: 'bank_transfer',
  };
}

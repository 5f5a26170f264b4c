import { ORDER_DETAIL, PURCHASES, RETRY_ORDER_PAYMENT } from '@bimbel/domain/contracts/endpoints';
import type {
  orderDetailContract,
  purchasesContract,
  retryOrderPaymentContract,
} from '@bimbel/domain/contracts/order-contracts';
import { defineCall } from './define-call.ts';

/** One order of the family (`{ params: { id } }`): the pending page polls it. */
export const getOrderDetail = defineCall<typeof orderDetailContract>(ORDER_DETAIL);
/** A new payment attempt of an order that ended unpaid (`{ params: { id }, body: { paymentMethod } }`). */
export const retryOrderPayment = defineCall<typeof retryOrderPaymentContract>(RETRY_ORDER_PAYMENT);
/** The family's paid orders, newest first (docs/product §7 `{packages-api}/api/v1/purchases`). */
export const getPurchases = defineCall<typeof purchasesContract>(PURCHASES);

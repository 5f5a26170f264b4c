import type { OrderStatus } from '../orders/order-status.ts';

/*
 * The pages an order is followed on after it is made (issue 16, decision 082). The gateway's
 * finish redirect lands on the pending page with our own `?order=<order id>`; Midtrans appends
 * `order_id`, `status_code` and `transaction_status`, which no page reads: each reads the order
 * from our server and, when its status belongs to another of the three, goes there.
 */

/** Waiting for the payment: how to pay, polled every 30 s (docs/product §9). */
export const PAYMENT_PENDING_PATH = '/payment/pending';
/** Paid: what was bought, for whom, until when (docs/product §2). */
export const PAYMENT_SUCCESS_PATH = '/payment/success';
/** Ended without payment: why, and a new attempt (docs/product §2). */
export const PAYMENT_FAILED_PATH = '/payment/failed';
/** `?order=<order id>` on each of the three. */
export const ORDER_PARAM = 'order';

export type PaymentResultPage = 'pending' | 'success' | 'failed';

const PAGE_PATHS: Record<PaymentResultPage, string> = {
  pending: PAYMENT_PENDING_PATH,
  success: PAYMENT_SUCCESS_PATH,
  failed: PAYMENT_FAILED_PATH,
};

/**
 * Which page shows an order in `status`: still payable and not ended (created, pending) →
 * pending; paid → success; expired, failed or cancelled → failed.
 *
 * @example
 * paymentResultPage('pending'); // 'pending'
 * paymentResultPage('expired'); // 'failed'
 */
export function paymentResultPage(status: OrderStatus): PaymentResultPage {
  switch (status) {
    case 'created':
    case 'pending':
      return 'pending';
    case 'paid':
      return 'success';
    case 'expired':
    case 'failed':
    case 'cancelled':
      return 'failed';
  }
}

/**
 * The address of an order's page: the one its status belongs to, or the page named.
 *
 * @example
 * paymentResultHref('paid', '5f0c…'); // '/payment/success?order=5f0c…'
 * paymentResultHref('pending', '5f0c…'); // '/payment/pending?order=5f0c…'
 */
export function paymentResultHref(statusOrPage: OrderStatus | PaymentResultPage, orderId: string): string {
  const page = statusOrPage in PAGE_PATHS ? (statusOrPage as PaymentResultPage) : paymentResultPage(statusOrPage as OrderStatus);
  return `${PAGE_PATHS[page]}?${ORDER_PARAM}=${encodeURIComponent(orderId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order id of a payment page's query, or null when it is missing or not an order id (the
 * page then says it cannot find the order). Only `?order=` counts: the gateway's own
 * `order_id` names a payment attempt and is never trusted.
 *
 * @example
 * readOrderParam('order=5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f&transaction_status=settlement'); // '5f0c3b1e-…'
 * readOrderParam('order_id=INV-1'); // null
 */
export function readOrderParam(search: string): string | null {
  // The first `order=` wins, as URLSearchParams.get would; domain/ has no DOM to lend it.
  for (const part of search.replace(/^\?/, '').split('&')) {
    const [name, value = ''] = part.split('=');
    if (name !== ORDER_PARAM) continue;
    return UUID.test(value) ? value.toLowerCase() : null;
  }
  return null;
}

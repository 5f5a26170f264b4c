import { currentPaymentStatus } from '@bimbel/domain/orders/current-payment-status';
import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import {
  paymentResultHref,
  paymentResultPage,
  readOrderParam,
  type PaymentResultPage,
} from '@bimbel/domain/routes/payment-result-path';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { requirePageSession } from '../../../auth/page-session.ts';
import { getDatabase } from '../../../db/database.ts';
import { getConfig } from '../../../config/config.ts';
import { loadOrderPage } from '../order-page-loaders.ts';
import { createPaymentGateway } from '../../payments/create-payment-gateway.ts';
import type { PaymentGateway } from '../../payments/payment-gateway.ts';

let gateway: PaymentGateway | undefined;

/**
 * What each payment page does first (decision 082): the session (back to the same page and order
 * after login), the order of `?order=` read from our server — never the gateway's query — and
 * the page its status belongs to — after asking the gateway about an attempt still open, so a
 * payment denied or settled on the gateway's page shows at once (`loadOrderPage`'s recheck). An order on the wrong page is redirected to its own
 * (a paid order opened on /payment/pending goes to /payment/success); no order, or another
 * family's, is the 404 page (nothing tells whether an id exists).
 */
export async function loadPaymentPageOrder(
  page: PaymentResultPage,
  { path, query }: { path: string; query: string | undefined },
): Promise<{ order: OrderBody; accountId: string }> {
  const search = query ?? '';
  const returnTo = search ? `${path}?${search}` : path;
  const claims = await requirePageSession(returnTo);
  const { db } = await getDatabase();
  gateway ??= createPaymentGateway(getConfig());
  const data = await loadOrderPage(db, claims, readOrderParam(search), new Date(), { gateway });
  // A valid token whose user is gone (removed from the family) is no session.
  if (data.kind === 'gone') redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`, 307);
  if (data.kind !== 'order') notFound();
  const order = data.order;
  const belongsOn = paymentResultPage(currentPaymentStatus(order));
  if (belongsOn !== page) redirect(paymentResultHref(belongsOn, order.id), 307);
  return { order, accountId: claims.accountId };
}

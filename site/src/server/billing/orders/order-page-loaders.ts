import type { OrderBody, PurchaseBody } from '@bimbel/domain/contracts/order-contracts';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { toOrderBody } from './order-body.ts';
import { findOrderView } from './order-queries.ts';
import { findOrderViewer } from './order-viewer.ts';
import { listPurchases } from './purchases.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { recheckOrderPayment } from './reconcile-payments.ts';

/*
 * The order pages' data, read on the server straight from the database (issue 16): the
 * pending/success/failed pages and the receipt page take `loadOrderPage`, the purchases page
 * `loadPurchasesPage`; both answer exactly what the order calls answer.
 */

type Auth = { userId: string; accountId: string };

/** `gone`: the token's user is no longer in its account (no session: send to login). */
export type OrderPageData = { kind: 'order'; order: OrderBody } | { kind: 'not-found' } | { kind: 'gone' };

/**
 * One order of the caller's family as GET /api/v1/orders/{id} answers it; `not-found` for another
 * family's order, an unknown id or one that is not an order id at all (the page's `?order=`).
 *
 * With `gateway` (the payment pages), an order whose latest attempt is still open is first
 * re-checked with the gateway (`recheckOrderPayment`, a few seconds at most), so a payment denied
 * or settled on the gateway's page shows at once, before any notification; the answer then also
 * carries the QR picture of a QRIS/GoPay attempt, as the detail call does.
 *
 * @example
 * const data = await loadOrderPage(db, claims, params.get('order'), new Date(), { gateway });
 */
export async function loadOrderPage(
  db: Kysely<Tables>,
  auth: Auth,
  orderId: string | null | undefined,
  now: Date,
  { gateway }: { gateway?: PaymentGateway } = {},
): Promise<OrderPageData> {
  const viewer = await findOrderViewer(db, auth);
  if (!viewer) return { kind: 'gone' };
  if (!orderId || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId))
    return { kind: 'not-found' };
  const id = orderId.toLowerCase();
  let view = await findOrderView(db, id, viewer);
  if (view && gateway && (await recheckOrderPayment(db, gateway, id, now))) {
    view = await findOrderView(db, id, viewer);
  }
  if (!view) return { kind: 'not-found' };
  return { kind: 'order', order: toOrderBody(view, now, gateway && ((charged) => gateway.qrCodeUrl(charged))) };
}

/** The family's paid orders, newest first, as GET {packages-api}/api/v1/purchases answers them; null when gone. */
export async function loadPurchasesPage(db: Kysely<Tables>, auth: Auth): Promise<PurchaseBody[] | null> {
  const viewer = await findOrderViewer(db, auth);
  return viewer ? listPurchases(db, viewer) : null;
}

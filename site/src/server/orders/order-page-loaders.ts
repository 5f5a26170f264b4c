import type { OrderBody, PurchaseBody } from '@bimbel/domain/contracts/order-contracts';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { toOrderBody } from './order-body.ts';
import { findOrderView } from './order-queries.ts';
import { findOrderViewer } from './order-viewer.ts';
import { listPurchases } from './purchases.ts';

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
 * @example
 * const data = await loadOrderPage(db, claims, params.get('order'), new Date());
 */
export async function loadOrderPage(
  db: Kysely<Tables>,
  auth: Auth,
  orderId: string | null | undefined,
  now: Date,
): Promise<OrderPageData> {
  const viewer = await findOrderViewer(db, auth);
  if (!viewer) return { kind: 'gone' };
  if (!orderId || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId))
    return { kind: 'not-found' };
  const view = await findOrderView(db, orderId.toLowerCase(), viewer);
  return view ? { kind: 'order', order: toOrderBody(view, now) } : { kind: 'not-found' };
}

/** The family's paid orders, newest first, as GET {packages-api}/api/v1/purchases answers them; null when gone. */
export async function loadPurchasesPage(db: Kysely<Tables>, auth: Auth): Promise<PurchaseBody[] | null> {
  const viewer = await findOrderViewer(db, auth);
  return viewer ? listPurchases(db, viewer) : null;
}

import type { OrderBody, PurchaseBody } from '@bimbel/domain/contracts/order-contracts';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

/*
 * The payment pages' and receipts' reads (decision 082), straight from the database as the
 * ORDER_DETAIL and PURCHASES calls answer them. WIP: the orders service (branch `orders`)
 * provides the loaders; until it is merged these find nothing.
 */

/** One order of the caller's family, or null (unknown, another family's). */
export async function loadFamilyOrder(
  _db: Kysely<Tables>,
  _auth: { userId: string; accountId: string },
  _orderId: string,
): Promise<OrderBody | null> {
  return null;
}

/** The family's paid orders, newest first. */
export async function loadFamilyPurchases(
  _db: Kysely<Tables>,
  _auth: { userId: string; accountId: string },
): Promise<PurchaseBody[]> {
  return [];
}

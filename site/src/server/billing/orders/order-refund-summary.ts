import type { OrderRefundBody } from '@bimbel/domain/contracts/order-contracts';
import type { Kysely } from 'kysely';
import type { Order, ReversalKind, Tables } from '../../db/schema.ts';

/*
 * What the order pages, the purchases and the receipt say of money given back (decision 104): the
 * sum, what the family still paid, the last reversal's kind and date, and whether it was all.
 */

export type LastReversal = { kind: ReversalKind; createdAt: Date };

/** The latest reversal of each order that has one. */
export async function findLastReversals(db: Kysely<Tables>, orderIds: readonly string[]): Promise<Map<string, LastReversal>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment_reversals')
    .select(['order_id', 'kind', 'created_at'])
    .where('order_id', 'in', [...orderIds])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.order_id, { kind: row.kind, createdAt: row.created_at }]));
}

/** The refund part of an order's body; undefined when nothing went back. */
export function refundSummaryOf(
  order: Pick<Order, 'total' | 'refunded_amount' | 'refunded_at'>,
  last: LastReversal | undefined,
): OrderRefundBody | undefined {
  if (order.refunded_amount <= 0 || !last) return undefined;
  return {
    amount: order.refunded_amount,
    netPaid: Math.max(0, order.total - order.refunded_amount),
    kind: last.kind,
    full: order.refunded_at !== null,
    at: (order.refunded_at ?? last.createdAt).toISOString(),
  };
}

import type { Kysely } from 'kysely';
import type { PaymentAttempt, Tables } from '../../db/schema.ts';

/** The attempts that paid each order, the first settled one per order (a second one is refund_due). */
export async function findPaidAttempts(
  db: Kysely<Tables>,
  orderIds: readonly string[],
): Promise<Map<string, PaymentAttempt>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .where('status', '=', 'paid')
    .orderBy('settled_at')
    .orderBy('created_at')
    .execute();
  const paid = new Map<string, PaymentAttempt>();
  for (const row of rows) if (!paid.has(row.order_id)) paid.set(row.order_id, row);
  return paid;
}

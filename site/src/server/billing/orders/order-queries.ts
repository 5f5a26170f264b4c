import type { Kysely } from 'kysely';
import type { Order, OrderLine, PaymentAttempt, Tables } from '../../db/schema.ts';
import { findLastReversals, type LastReversal } from './order-refund-summary.ts';

/** An order line with its student as the order pages show them. */
export type OrderLineRow = OrderLine & { student_name: string; student_grade: string | null };

/** An order with its lines and its latest payment attempt. */
export type OrderView = {
  order: Order;
  lines: OrderLineRow[];
  attempt: PaymentAttempt | undefined;
  /** The latest refund or chargeback, when money went back (decision 104). */
  lastReversal?: LastReversal;
};

/** Who is looking: the account, and the student when a student's token asks. */
export type OrderViewer = { accountId: string; studentId: string | null };

/** The lines of orders, each with its student's current name and grade, in the order they were chosen. */
export async function findOrderLines(
  db: Kysely<Tables>,
  orderIds: readonly string[],
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .innerJoin('users', 'users.id', 'order_lines.student_id')
    .selectAll('order_lines')
    .select(['users.full_name as student_name', 'users.grade as student_grade'])
    .where('order_lines.order_id', 'in', [...orderIds])
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
}

/** The latest payment attempt of an order. */
export async function findLatestAttempt(
  db: Kysely<Tables>,
  orderId: string,
): Promise<PaymentAttempt | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('gateway_order_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * One order as `viewer` may see it: an order of their account — for a student, one they bought or
 * that buys for them (the family's other orders are the parent's business). Undefined otherwise,
 * the same as an order that does not exist.
 */
export async function findOrderView(
  db: Kysely<Tables>,
  orderId: string,
  viewer: OrderViewer,
): Promise<OrderView | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('account_id', '=', viewer.accountId)
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await findOrderLines(db, [order.id]);
  if (
    viewer.studentId &&
    order.buyer_user_id !== viewer.studentId &&
    !lines.some((line) => line.student_id === viewer.studentId)
  ) {
    return undefined;
  }
  const lastReversal = order.refunded_amount > 0 ? (await findLastReversals(db, [order.id])).get(order.id) : undefined;
  return { order, lines, attempt: await findLatestAttempt(db, order.id), lastReversal };
}

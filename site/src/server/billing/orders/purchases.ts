import type { PurchaseBody } from '@bimbel/domain/contracts/order-contracts';
import { paymentMethodLabel } from '@bimbel/domain/payments/payment-methods';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { orderReceiptPath } from './order-body.ts';
import { findOrderLines, type OrderViewer } from './order-queries.ts';
import { findPaidAttempts } from './paid-attempt.ts';
import { findLastReversals, refundSummaryOf } from './order-refund-summary.ts';

/**
 * The paid orders of a family, newest first (docs/product §7 purchases): for a student, those that
 * bought for them or that they bought.
 */
export async function listPurchases(db: Kysely<Tables>, viewer: OrderViewer): Promise<PurchaseBody[]> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', viewer.accountId)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .orderBy('id')
    .execute();
  const ids = orders.map((order) => order.id);
  const lines = await findOrderLines(db, ids);
  const attempts = await findPaidAttempts(db, ids);
  const reversals = await findLastReversals(db, ids);
  return orders
    .filter(
      (order) =>
        !viewer.studentId ||
        order.buyer_user_id === viewer.studentId ||
        lines.some((line) => line.order_id === order.id && line.student_id === viewer.studentId),
    )
    .map((order) => ({
      orderId: order.id,
      number: order.number,
      packageId: order.package_id,
      packageName: order.package_name,
      tenureMonths: order.tenure_months,
      total: order.total,
      paymentMethodLabel: paymentMethodLabel(attempts.get(order.id)?.payment_method ?? ''),
      paidAt: (order.paid_at ?? order.status_changed_at).toISOString(),
      students: lines
        .filter((line) => line.order_id === order.id && line.starts_at && line.ends_at)
        .map((line) => ({
          id: line.student_id,
          name: line.student_name,
          startsAt: (line.starts_at as Date).toISOString(),
          endsAt: (line.ends_at as Date).toISOString(),
        })),
      receiptUrl: orderReceiptPath(order.id),
      refund: refundSummaryOf(order, reversals.get(order.id)),
    }));
}

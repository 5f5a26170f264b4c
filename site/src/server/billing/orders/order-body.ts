import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { canRetryPayment } from '@bimbel/domain/orders/order-status';
import { taxNote } from '@bimbel/domain/packages/price-tax';
import { paymentMethodLabel } from '@bimbel/domain/payments/payment-methods';
import { gradeLabelOf } from './price-order.ts';
import type { OrderView } from './order-queries.ts';
import { refundSummaryOf } from './order-refund-summary.ts';

/** How long after it was made an order can still be paid again (its prices and students stand). */
export const ORDER_RETRY_DAYS = 7;

/** The receipt file of a paid order (the packages API's own path). */
export function orderReceiptPath(orderId: string): string {
  return `/api/v1/orders/${orderId}/receipt`;
}

/** Whether a new payment attempt may start: unpaid, the last attempt not awaited, not too old. */
export function canStartNewAttempt(
  { order, attempt }: Pick<OrderView, 'order' | 'attempt'>,
  now: Date,
): boolean {
  if (order.status === 'paid') return false;
  if (now.getTime() - order.created_at.getTime() > ORDER_RETRY_DAYS * 86_400_000) return false;
  return canRetryPayment(attempt?.status ?? order.status);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * An order as the order calls and pages show it. `status` is the order's outcome so far — paid, or
 * the first ending — and `payment` its latest attempt: after a retry the attempt, not the order,
 * says whether a payment is awaited (domain currentPaymentStatus).
 */
export function toOrderBody(
  view: OrderView,
  now: Date,
  /** The gateway's QR picture of a charged QRIS/GoPay attempt (PaymentGateway.qrCodeUrl). */
  qrCodeUrlOf: (charged: { paymentType: string; transactionId: string }) => string | null = () => null,
): OrderBody {
  const { order, lines, attempt } = view;
  const open = attempt && (attempt.status === 'created' || attempt.status === 'pending');
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    packageId: order.package_id,
    packageName: order.package_name,
    tenureMonths: order.tenure_months,
    unitPrice: order.unit_price,
    quantity: order.quantity,
    total: order.total,
    taxMode: order.tax_mode,
    taxAmount: order.tax_amount,
    taxNote: taxNote(order.tax_mode),
    lines: lines.map((line) => ({
      studentId: line.student_id,
      studentName: line.student_name,
      gradeLabel: gradeLabelOf({ grade: line.student_grade }),
      price: line.price,
      startsAt: iso(line.starts_at),
      endsAt: iso(line.ends_at),
    })),
    payment: attempt
      ? {
          method: attempt.payment_method,
          methodLabel: paymentMethodLabel(attempt.payment_method),
          status: attempt.status,
          redirectUrl: open ? attempt.redirect_url : null,
          gatewayOrderId: attempt.gateway_order_id,
          vaNumber: open ? attempt.va_number : null,
          qrCodeUrl:
            open && attempt.payment_type && attempt.transaction_id
              ? qrCodeUrlOf({ paymentType: attempt.payment_type, transactionId: attempt.transaction_id })
              : null,
        }
      : null,
    failureReason: order.status === 'paid' ? null : (attempt?.failure_reason ?? order.failure_reason),
    canRetry: canStartNewAttempt(view, now),
    createdAt: order.created_at.toISOString(),
    expiresAt: order.expires_at.toISOString(),
    paidAt: iso(order.paid_at),
    receiptUrl: order.status === 'paid' ? orderReceiptPath(order.id) : null,
    refund: refundSummaryOf(order, view.lastReversal),
  };
}

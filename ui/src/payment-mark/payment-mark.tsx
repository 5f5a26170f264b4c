import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';

/** The id of a method's symbol in PaymentMarkSprite. */
export function paymentMarkId(method: PaymentMethod): string {
  return `payment-mark-${method}`;
}

/**
 * A payment method's small mark (decision 102), 56 × 24 px, pointing at its symbol in the page's
 * PaymentMarkSprite. Decorative: hidden from assistive technology, the row's text is the name.
 *
 * @example
 * <label><PaymentMark method="gopay" /> GoPay</label>
 */
export function PaymentMark({ method, className }: { method: PaymentMethod; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="56" height="24" className={className}>
      <use href={`#${paymentMarkId(method)}`} />
    </svg>
  );
}

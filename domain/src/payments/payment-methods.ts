/*
 * The payment methods a family can choose (issue 16, decision 079), as Midtrans Snap names them in
 * `enabled_payments`: bank virtual accounts (Mandiri's is its bill payment, `echannel`), e-wallets,
 * QRIS, and buy-now-pay-later on its own card with its terms.
 */

export const PAYMENT_METHOD_GROUPS = ['virtual_account', 'ewallet', 'qris', 'paylater'] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];

export const PAYMENT_METHODS = [
  { id: 'bca_va', group: 'virtual_account', label: 'BCA Virtual Account' },
  { id: 'bni_va', group: 'virtual_account', label: 'BNI Virtual Account' },
  { id: 'bri_va', group: 'virtual_account', label: 'BRI Virtual Account' },
  { id: 'permata_va', group: 'virtual_account', label: 'Permata Virtual Account' },
  { id: 'echannel', group: 'virtual_account', label: 'Mandiri Virtual Account (Bill Payment)' },
  { id: 'gopay', group: 'ewallet', label: 'GoPay' },
  { id: 'ovo', group: 'ewallet', label: 'OVO' },
  { id: 'dana', group: 'ewallet', label: 'DANA' },
  { id: 'shopeepay', group: 'ewallet', label: 'ShopeePay' },
  { id: 'other_qris', group: 'qris', label: 'QRIS' },
  { id: 'akulaku', group: 'paylater', label: 'Akulaku PayLater' },
  { id: 'kredivo', group: 'paylater', label: 'Kredivo' },
] as const satisfies readonly { id: string; group: PaymentMethodGroup; label: string }[];

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['id'];

export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((method) => method.id) as [PaymentMethod, ...PaymentMethod[]];

/** Group headings on the choose-payment-method step. */
export const PAYMENT_METHOD_GROUP_LABELS: Record<PaymentMethodGroup, string> = {
  virtual_account: 'Transfer Virtual Account',
  ewallet: 'E-wallet',
  qris: 'QRIS',
  paylater: 'Bayar nanti (PayLater)',
};

/** The method's display name; the id itself for an unknown one. */
export function paymentMethodLabel(id: string): string {
  return PAYMENT_METHODS.find((method) => method.id === id)?.label ?? id;
}

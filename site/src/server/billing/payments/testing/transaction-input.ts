import type { CreateTransactionInput } from '../payment-gateway.ts';

/** A two-child order of 145.000 each, paid by BCA virtual account, unless told otherwise. */
export function transactionInput(overrides: Partial<CreateTransactionInput> = {}): CreateTransactionInput {
  return {
    gatewayOrderId: 'INV-20261127-7F3K2Q-1',
    grossAmount: 290_000,
    items: [
      { id: 'smp-reguler-1m-a', name: 'Paket SMP Reguler 1 bulan – Raka', price: 145_000, quantity: 1 },
      { id: 'smp-reguler-1m-b', name: 'Paket SMP Reguler 1 bulan – Sekar', price: 145_000, quantity: 1 },
    ],
    customer: { firstName: 'Ibu Sari', phone: '+6281100000002', email: 'sari@example.id' },
    paymentMethod: 'bca_va',
    finishUrl: 'http://localhost:3000/payment/pending?order=7f3k2q',
    expiryMinutes: 60,
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { describePaymentFailure } from './payment-failure.ts';

describe('describePaymentFailure', () => {
  it('says in Indonesian that the time ran out, the payment was denied, or it was cancelled', () => {
    expect(describePaymentFailure('expired', null)?.title).toBe('Waktu pembayaran sudah habis');
    expect(describePaymentFailure('failed', null)?.title).toBe('Pembayaran ditolak');
    expect(describePaymentFailure('cancelled', null)?.title).toBe('Pembayaran dibatalkan');
  });

  it('tells the family no money was taken', () => {
    for (const status of ['expired', 'failed', 'cancelled'] as const)
      expect(describePaymentFailure(status, null)?.body).toContain('tidak ada uang yang terpotong');
  });

  it('uses the server’s reason as the explanation when it gives one', () => {
    expect(describePaymentFailure('failed', '  Saldo GoPay tidak cukup. ')).toEqual({
      title: 'Pembayaran ditolak',
      body: 'Saldo GoPay tidak cukup.',
    });
    expect(describePaymentFailure('expired', '   ')?.body).toContain('batas waktunya');
  });

  it('has nothing to say of an order that did not fail', () => {
    for (const status of ['created', 'pending', 'paid'] as const) expect(describePaymentFailure(status, null)).toBeNull();
  });
});

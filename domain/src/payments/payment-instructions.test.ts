import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './payment-methods.ts';
import { paymentInstructions } from './payment-instructions.ts';

describe('paymentInstructions', () => {
  it('names the bank of a virtual account and where its number is', () => {
    const steps = paymentInstructions('bni_va');
    expect(steps[0]).toBe('Buka m-banking, internet banking, atau ATM BNI.');
    expect(steps.join(' ')).toContain('nomor Virtual Account');
  });

  it('asks for Mandiri’s company and payment codes (its bill payment has no account number)', () => {
    const steps = paymentInstructions('echannel');
    expect(steps[0]).toContain('ATM Mandiri');
    expect(steps.join(' ')).toContain('kode perusahaan dan kode pembayaran');
  });

  it('sends e-wallets to their app, QRIS to any scanning app, paylater to its account', () => {
    expect(paymentInstructions('gopay')[0]).toContain('aplikasi GoPay');
    expect(paymentInstructions('other_qris').join(' ')).toContain('Pindai kodenya');
    expect(paymentInstructions('kredivo')[0]).toContain('akun Kredivo-mu');
  });

  it('has steps for every method, each ending before the deadline', () => {
    for (const method of PAYMENT_METHODS) {
      const steps = paymentInstructions(method.id);
      expect(steps.length, method.id).toBeGreaterThan(0);
      expect(steps.at(-1), method.id).toContain('batas waktu');
    }
  });

  it('falls back to the general steps for a method it does not know', () => {
    expect(paymentInstructions('cash')).toEqual(['Buka halaman pembayaran dan ikuti petunjuknya sebelum batas waktu.']);
  });
});

import { describe, expect, it } from 'vitest';
import { fromMidtransAmount, toMidtransAmount } from './midtrans-amount.ts';

describe('amounts as Midtrans writes them', () => {
  it('writes whole rupiah with two decimal places', () => {
    expect(toMidtransAmount(145_000)).toBe('145000.00');
    expect(toMidtransAmount(0)).toBe('0.00');
  });

  it('refuses what is not a whole, non-negative rupiah amount', () => {
    expect(() => toMidtransAmount(1.5)).toThrow(RangeError);
    expect(() => toMidtransAmount(-1)).toThrow(RangeError);
    expect(() => toMidtransAmount(Number.NaN)).toThrow(RangeError);
  });

  it('reads Midtrans amounts back as whole rupiah', () => {
    expect(fromMidtransAmount('145000.00')).toBe(145_000);
  });

  it('reads nothing from text that is not a whole amount in Midtrans form', () => {
    for (const text of ['145000', '145000.5', '145000.50', '1e5', '', '-5.00', ' 145000.00']) {
      expect(fromMidtransAmount(text)).toBeNull();
    }
  });
});

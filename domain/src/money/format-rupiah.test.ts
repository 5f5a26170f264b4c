import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from './format-rupiah.ts';

describe('formatRupiah', () => {
  it('groups thousands with dots after "Rp" and an ordinary space', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(1_250_000)).not.toContain('\u00a0');
  });

  it('leaves amounts under a thousand ungrouped', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
  });

  it('rounds fractions to the nearest rupiah (monthly prices of a multi-month total)', () => {
    expect(formatRupiah(1_250_000 / 3)).toBe('Rp 416.667');
    expect(formatRupiah(999.5)).toBe('Rp 1.000');
  });

  it('puts the minus before "Rp" and never writes "-Rp 0"', () => {
    expect(formatRupiah(-5000)).toBe('-Rp 5.000');
    expect(formatRupiah(-0.2)).toBe('Rp 0');
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatRupiah(Number.NaN)).toBe('');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('matches Intl id-ID grouping once its non-breaking space is normalised', () => {
    const intl = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        expect(formatRupiah(amount)).toBe(intl.format(amount).replace(/\s/gu, ' '));
      }),
    );
  });
});

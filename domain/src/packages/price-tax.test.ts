import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxAmountOf, taxNote } from './price-tax.ts';

describe('taxAmountOf', () => {
  it('finds the 11% PPN inside a price that includes it', () => {
    expect(taxAmountOf(1_110_000, 'included')).toBe(110_000);
    expect(taxAmountOf(299_000, 'included')).toBe(29_631);
  });

  it('is zero for an exempt service', () => {
    expect(taxAmountOf(1_110_000, 'exempt')).toBe(0);
  });

  it('never exceeds the total and leaves a base whose 11% is the tax (to the rupiah)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 10 }), (total) => {
        const tax = taxAmountOf(total, 'included');
        expect(tax).toBeLessThanOrEqual(total);
        expect(Math.abs((total - tax) * 0.11 - tax)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('taxNote', () => {
  it('says in Indonesian whether PPN is included or the service is exempt', () => {
    expect(taxNote('included')).toBe('Harga sudah termasuk PPN 11%.');
    expect(taxNote('exempt')).toMatch(/dibebaskan dari PPN/);
  });
});

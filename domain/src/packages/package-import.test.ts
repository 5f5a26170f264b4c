import { describe, expect, it } from 'vitest';
import { PackageImportSchema } from './package-import.ts';

const GOOD = {
  id: 'smp-reguler',
  program: 'SMP',
  name: 'Bimbel SMP',
  grades: [7, 8, 9],
  monthlyPrice: 299_000,
  tenures: [
    { months: 1, price: 299_000 },
    { months: 3, price: 807_000 },
  ],
};

const reasons = (value: unknown) => {
  const parsed = PackageImportSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('PackageImportSchema', () => {
  it('accepts a package and fills the defaults', () => {
    const parsed = PackageImportSchema.parse(GOOD);
    expect(parsed).toMatchObject({
      description: '',
      features: [],
      isPopular: false,
      active: true,
      sortOrder: 0,
    });
  });

  it('refuses grades outside the program, in Indonesian', () => {
    expect(reasons({ ...GOOD, grades: [6, 7] })).toEqual([
      'grades untuk SMP hanya 7, 8, 9, masing-masing sekali',
    ]);
  });

  it('refuses a tenure dearer than paying monthly, a 1-month price other than monthlyPrice, and repeated lengths', () => {
    expect(reasons({ ...GOOD, tenures: [{ months: 3, price: 900_000 }] })).toEqual([
      'harga 3 bulan lebih mahal daripada bayar bulanan',
    ]);
    expect(reasons({ ...GOOD, tenures: [{ months: 1, price: 250_000 }] })).toEqual([
      'harga 1 bulan harus sama dengan monthlyPrice',
    ]);
    expect(reasons({ ...GOOD, tenures: [GOOD.tenures[1], GOOD.tenures[1]] })).toEqual([
      'tenures: tiap durasi hanya sekali',
    ]);
  });

  it('refuses fractions of a rupiah, unknown fields and odd tenure lengths', () => {
    expect(reasons({ ...GOOD, monthlyPrice: 299_000.5 })[0]).toBe('monthlyPrice harus angka rupiah bulat');
    expect(reasons({ ...GOOD, price: 1 })).toEqual(['kolom tidak dikenal: price']);
    expect(reasons(7)).toEqual(['paket harus objek JSON']);
    expect(reasons({ ...GOOD, tenures: [{ months: 2, price: 500_000 }] })).toEqual([
      'months harus 1, 3, 6 atau 12',
    ]);
  });
});

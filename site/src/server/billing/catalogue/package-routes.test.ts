import { beforeAll, expect, it } from 'vitest';
import { describeBackend } from '../../testing/backend-harness.ts';
import { DEMO_PACKAGES } from './demo-packages.ts';
import { loadPackage, loadPackagesForGrade, packageQueryOf } from './package-loaders.ts';
import { seedPackagesDemo } from './seed-packages-demo.ts';

type PackageAnswer = {
  id: string;
  program: string;
  isPopular: boolean;
  grades: number[];
  monthlyPrice: number;
  tenures: {
    months: number;
    price: number;
    monthlyPrice: number;
    savings: number;
    discountPercent: number;
  }[];
  taxMode: string;
  taxNote: string;
};

describeBackend('the package catalogue', (h) => {
  beforeAll(async () => {
    expect(await seedPackagesDemo(h().database.db)).toBe(DEMO_PACKAGES.length);
  });

  const list = async (query = '') => {
    const response = await h().request('GET', `/api/v1/packages${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { packages: PackageAnswer[] } }).data.packages;
  };

  it('lists the packages of a grade and stream, grade 12 with UTBK-SNBT, shared-cacheable for a minute', async () => {
    const response = await h().request('GET', '/api/v1/packages?grade=12&stream=IPA');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const { packages } = ((await response.json()) as { data: { packages: PackageAnswer[] } }).data;
    expect(packages.map((found) => found.id)).toEqual(['utbk-snbt', 'sma-ipa']);
    expect((await list('?grade=8')).map((found) => found.id)).toEqual(['smp-reguler']);
    expect((await list('?grade=11&stream=SMK')).map((found) => found.id)).toEqual(['smk-matematika']);
    expect((await list('?grade=6')).map((found) => found.id)).toEqual(['sd-kelas-5-6']);
  });

  it('covers every program and grade 5–12 in the demo catalogue, with at most one popular package per program', async () => {
    const all = await list();
    expect(new Set(all.map((found) => found.program))).toEqual(
      new Set(['SD', 'SMP', 'SMA_IPA', 'SMA_IPS', 'SMK', 'UTBK_SNBT']),
    );
    expect(new Set(all.flatMap((found) => found.grades))).toEqual(new Set([5, 6, 7, 8, 9, 10, 11, 12]));
    const popular = all.filter((found) => found.isPopular).map((found) => found.program);
    expect(new Set(popular).size).toBe(popular.length);
  });

  it('prices each tenure from the catalogue with growing discounts measured against the monthly price', async () => {
    const [smp] = await list('?program=SMP');
    expect(smp?.tenures).toEqual([
      { months: 1, price: 299_000, monthlyPrice: 299_000, savings: 0, discountPercent: 0 },
      { months: 3, price: 807_000, monthlyPrice: 269_000, savings: 90_000, discountPercent: 10 },
      { months: 6, price: 1_524_000, monthlyPrice: 254_000, savings: 270_000, discountPercent: 15 },
      { months: 12, price: 2_691_000, monthlyPrice: 224_250, savings: 897_000, discountPercent: 25 },
    ]);
    for (const found of await list()) {
      const discounts = found.tenures.map((tenure) => tenure.discountPercent);
      expect(discounts).toEqual([...discounts].sort((a, b) => a - b));
      expect(found.tenures.every((tenure) => Number.isInteger(tenure.price))).toBe(true);
    }
  });

  it('says the service is exempt from PPN by default', async () => {
    const [first] = await list('?grade=8');
    expect(first).toMatchObject({ taxMode: 'exempt', taxNote: expect.stringMatching(/dibebaskan dari PPN/) });
  });

  it('answers nothing for grade 4 and an empty list for a program the grade does not take', async () => {
    expect((await h().request('GET', '/api/v1/packages?grade=4')).status).toBe(422);
    expect(await list('?grade=8&program=SD')).toEqual([]);
  });

  it('answers one package by id, and 404 in Indonesian for an unknown or withdrawn one', async () => {
    const found = await h().request('GET', '/api/v1/packages/smp-reguler');
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: PackageAnswer }).data.id).toBe('smp-reguler');
    const missing = await h().request('GET', '/api/v1/packages/tidak-ada');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Paket tidak ditemukan atau sudah tidak dijual.',
    );
    await h()
      .database.db.updateTable('packages')
      .set({ active: false })
      .where('id', '=', 'sma-ips')
      .execute();
    expect((await h().request('GET', '/api/v1/packages/sma-ips')).status).toBe(404);
    expect((await list('?grade=10&stream=IPS')).map((found) => found.id)).toEqual([]);
    await h().database.db.updateTable('packages').set({ active: true }).where('id', '=', 'sma-ips').execute();
  });

  it('gives pages the same catalogue through the loaders, with the tax mode they pass', async () => {
    const { db } = h().database;
    const packages = await loadPackagesForGrade(db, { grade: 12, stream: 'SMK' }, 'included');
    expect(packages.map((found) => found.id)).toEqual(['utbk-snbt', 'smk-matematika']);
    expect(packages[0]?.taxNote).toBe('Harga sudah termasuk PPN 11%.');
    expect((await loadPackage(db, 'utbk-snbt', 'exempt'))?.grades).toEqual([12]);
    expect(await loadPackage(db, 'tidak-ada', 'exempt')).toBeNull();
    expect(packageQueryOf({ role: 'student', grade: '10_IPS_SMA/MA' })).toEqual({ grade: 10, stream: 'IPS' });
    expect(packageQueryOf({ role: 'parent', grade: null })).toBeNull();
  });

  it('does not seed over an existing catalogue', async () => {
    expect(await seedPackagesDemo(h().database.db)).toBe(0);
  });
});

describeBackend(
  'the package catalogue with PRICES_TAX_MODE=included',
  (h) => {
    it('says prices include PPN 11%', async () => {
      await seedPackagesDemo(h().database.db);
      const response = await h().request('GET', '/api/v1/packages/sd-kelas-5-6');
      const body = (await response.json()) as { data: PackageAnswer };
      expect(body.data).toMatchObject({ taxMode: 'included', taxNote: 'Harga sudah termasuk PPN 11%.' });
    });
  },
  { PRICES_TAX_MODE: 'included' },
);

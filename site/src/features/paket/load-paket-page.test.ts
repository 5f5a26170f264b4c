import { beforeAll, expect, it } from 'vitest';
import type { AccessTokenClaims } from '#site/server/auth/access-token.ts';
import { seedPackagesDemo } from '#site/server/billing/catalogue/seed-packages-demo.ts';
import { describeBackend } from '#site/server/testing/backend-harness.ts';
import { insertTestFamily } from '#site/server/users/testing/user-fixtures.ts';
import { applyPaymentStatus } from '#site/server/billing/orders/apply-payment-status.ts';
import { createFamily, SD_5, tokenOf } from '#site/server/billing/orders/testing/order-fixtures.ts';
import { placeOrder, reportOf } from '#site/server/billing/orders/testing/place-order.ts';
import { loadPaketPage } from './load-paket-page.ts';
import { readPaketQuery } from './paket-query.ts';

const claimsOf = (accountId: string, userId: string): AccessTokenClaims =>
  ({ accountId, userId, role: 'student', sessionId: 'test' }) as AccessTokenClaims;

describeBackend('the package selector’s packages', (h) => {
  beforeAll(async () => {
    await seedPackagesDemo(h().database.db);
  });

  it('shows a visitor the whole catalogue, or what the query asks for', async () => {
    const { db } = h().database;
    const all = await loadPaketPage(db, null, readPaketQuery(''));
    expect(all.mode).toBe('all');
    expect(all.packages.map((item) => item.program).sort()).toEqual([
      'SD',
      'SMA_IPA',
      'SMA_IPS',
      'SMK',
      'SMP',
      'UTBK_SNBT',
    ]);
    const utbk = await loadPaketPage(db, null, readPaketQuery('program=UTBK_SNBT'));
    expect(utbk).toMatchObject({ mode: 'filter', students: [] });
    expect(utbk.packages.map((item) => item.id)).toEqual(['utbk-snbt']);
    expect((await loadPaketPage(db, null, readPaketQuery('program=SD&kelas=12'))).packages).toEqual([]);
  });

  it('shows a logged-in family the packages of every child’s grade first, and all on asking', async () => {
    const { db } = h().database;
    const family = await insertTestFamily(db, {
      phone: '+6281300000081',
      parent: 'Ibu Sari',
      students: [
        { fullName: 'Raka Pratama', grade: '8__SMP/MTs' },
        { fullName: 'Dimas Pratama', grade: '12_IPA_SMA/MA', classType: 'SMA/MA', stream: 'IPA' },
      ],
    });
    const claims = claimsOf(family.accountId, family.students[0]!.id);
    const first = await loadPaketPage(db, claims, readPaketQuery(''));
    expect(first.mode).toBe('family');
    expect(first.students).toEqual([
      { name: 'Raka Pratama', grade: 8, hasPackage: true },
      { name: 'Dimas Pratama', grade: 12, hasPackage: true },
    ]);
    expect(first.packages.map((item) => item.id).sort()).toEqual(['sma-ipa', 'smp-reguler', 'utbk-snbt']);
    expect((await loadPaketPage(db, claims, readPaketQuery('semua=1'))).packages).toHaveLength(6);
    expect(
      (await loadPaketPage(db, claims, readPaketQuery('kelas=8'))).packages.map((item) => item.id),
    ).toEqual(['smp-reguler']);
  });

  it('tells which child no package fits (kelas 4) and still shows the others’ packages', async () => {
    const { db } = h().database;
    const family = await insertTestFamily(db, {
      phone: '+6281300000084',
      parent: 'Ibu Rina',
      students: [
        { fullName: 'Dodi Saputra', grade: '4_SD_SD', classType: 'SD', stream: 'SD' },
        { fullName: 'Nadia Saputra', grade: '5_SD_SD', classType: 'SD', stream: 'SD' },
      ],
    });
    const page = await loadPaketPage(db, claimsOf(family.accountId, family.parent!.id), readPaketQuery(''));
    expect(page.students).toEqual([
      { name: 'Dodi Saputra', grade: 4, hasPackage: false },
      { name: 'Nadia Saputra', grade: 5, hasPackage: true },
    ]);
    expect(page.packages.map((item) => item.id)).toEqual(['sd-kelas-5-6']);
  });

  it('shows a parent without children the whole catalogue', async () => {
    const { db } = h().database;
    const family = await insertTestFamily(db, { phone: '+6281300000082', parent: 'Pak Budi' });
    const page = await loadPaketPage(db, claimsOf(family.accountId, family.parent!.id), readPaketQuery(''));
    expect(page).toMatchObject({ mode: 'all', students: [] });
    expect(page.packages).toHaveLength(6);
  });

  it('marks one package "Paling populer": the catalogue’s first flagged one, then the most bought in 90 days', async () => {
    const { db } = h().database;
    const popularOf = async (search: string, now = h().clock.now) =>
      (await loadPaketPage(db, null, readPaketQuery(search), now)).packages
        .filter((item) => item.isPopular)
        .map((item) => item.id);
    // The demo catalogue flags two (SMP and UTBK-SNBT); nobody has bought yet.
    expect(await popularOf('')).toEqual(['utbk-snbt']);
    // A page showing only an unflagged, unbought package claims nothing.
    expect(await popularOf('program=SD')).toEqual([]);
    const family = await createFamily(db, '+6281300000083', [{ name: 'Nadia', ...SD_5 }]);
    const order = await placeOrder(h(), await tokenOf(h(), family.parent!), {
      studentIds: [family.students[0]!.id],
      packageId: 'sd-kelas-5-6',
    });
    await applyPaymentStatus(db, reportOf(order, 'settlement'), h().clock.now);
    expect(await popularOf('')).toEqual(['sd-kelas-5-6']);
    expect(await popularOf('program=SD')).toEqual(['sd-kelas-5-6']);
    // Past the 90 days the order no longer counts: the catalogue's choice again.
    expect(await popularOf('', new Date(h().clock.now.getTime() + 91 * 86_400_000))).toEqual(['utbk-snbt']);
  });
});

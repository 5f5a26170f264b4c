import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo.ts';
import { applyPaymentStatus } from '../billing/orders/apply-payment-status.ts';
import { createFamily, SMP_8, tokenOf } from '../billing/orders/testing/order-fixtures.ts';
import { placeOrder, reportOf } from '../billing/orders/testing/place-order.ts';
import { seedPackagesDemo } from '../billing/catalogue/seed-packages-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { loadStudentHome } from './student-home-loader.ts';
import { createStudent, findUserByName } from './subscription-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

describeBackend('user home data (/bimbel/user)', (h) => {
  beforeAll(async () => {
    await seedDemo(h().database.db);
    await seedPackagesDemo(h().database.db);
  });

  const homeOf = async (fullName: string) => {
    const user = await findUserByName(h().database.db, fullName);
    return loadStudentHome(h().database.db, { userId: user.id, accountId: user.account_id }, h().clock.now);
  };

  it("gives a student's profile, the family's student count and the subscription", async () => {
    const home = await homeOf('Raka Pratama');
    expect(home?.user).toMatchObject({
      full_name: 'Raka Pratama',
      role: 'student',
      grade: 8,
      class_type: 'SMP/MTs',
    });
    expect(home?.studentCount).toBe(2);
    // Ibu Sari's family: the weekly report is offered (decision 078); Dimas has no parent.
    expect(home?.hasParent).toBe(true);
    expect((await homeOf('Dimas Ardiansyah'))?.hasParent).toBe(false);
    expect(home?.subscription).toMatchObject({
      subscriptionType: 'PAID',
      status: 'active',
      canActivateTrial: false,
    });
  });

  it('offers the free trial only to a student who never had one nor paid', async () => {
    expect((await homeOf('Nadia Putri'))?.subscription).toMatchObject({
      subscriptionType: 'FREE',
      canActivateTrial: true,
    });
    for (const name of ['Dimas Ardiansyah', 'Ayu Lestari', 'Bagus Setiawan', 'Citra Maharani']) {
      expect((await homeOf(name))?.subscription?.canActivateTrial, name).toBe(false);
    }
  });

  it('reports an ended trial as FREE_AFTER_TRIAL with its end date, as the status call does', async () => {
    const startsAt = new Date(h().clock.now.getTime() - 10 * DAY);
    const endsAt = new Date(h().clock.now.getTime() - 3 * DAY);
    const student = await createStudent(h().database.db, '+6281200000301', {
      type: 'TRIAL',
      startsAt,
      endsAt,
      trialActivatedAt: startsAt,
    });
    const home = await loadStudentHome(
      h().database.db,
      { userId: student.id, accountId: student.account_id },
      h().clock.now,
    );
    expect(home?.subscription).toEqual({
      subscriptionType: 'FREE_AFTER_TRIAL',
      status: 'expired',
      studentId: student.id,
      endsAt,
      canActivateTrial: false,
      packageName: null,
      pausedAt: null,
      pausedRemainingSeconds: null,
      // Grade 8: the SMP package fits.
      packageAvailable: true,
    });
  });

  it('names a bought plan by its package, with its end, and tells a kelas 4 student no package fits', async () => {
    const db = h().database.db;
    const family = await createFamily(db, '+6281200000302', [
      { name: 'Raka Uji', ...SMP_8 },
      { name: 'Dodi Uji', grade: '4_SD_SD', classType: 'SD', stream: 'SD' },
    ]);
    const [raka, dodi] = family.students;
    const order = await placeOrder(h(), await tokenOf(h(), family.parent!), { studentIds: [raka!.id], tenureMonths: 1 });
    await applyPaymentStatus(db, reportOf(order, 'settlement'), h().clock.now);
    const home = await loadStudentHome(db, { userId: raka!.id, accountId: raka!.account_id }, h().clock.now);
    expect(home?.subscription).toMatchObject({
      subscriptionType: 'PAID',
      studentId: raka!.id,
      packageName: 'Bimbel SMP Kelas 7–9',
      packageAvailable: true,
    });
    expect(home?.subscription?.endsAt?.getTime()).toBeGreaterThan(h().clock.now.getTime() + 27 * DAY);
    const kelas4 = await loadStudentHome(db, { userId: dodi!.id, accountId: dodi!.account_id }, h().clock.now);
    expect(kelas4?.subscription).toMatchObject({ subscriptionType: 'FREE', canActivateTrial: true, packageAvailable: false });
  });

  it('gives a parent profile no subscription of its own', async () => {
    const parent = await findUserByName(h().database.db, 'Ibu Sari Wulandari');
    const home = await loadStudentHome(
      h().database.db,
      { userId: parent.id, accountId: parent.account_id },
      h().clock.now,
    );
    expect(home?.user.role).toBe('parent');
    expect(home?.subscription).toBeNull();
  });

  it('gives null for a user who is not in the token account', async () => {
    const raka = await findUserByName(h().database.db, 'Raka Pratama');
    const dimas = await findUserByName(h().database.db, 'Dimas Ardiansyah');
    expect(
      await loadStudentHome(h().database.db, { userId: raka.id, accountId: dimas.account_id }, h().clock.now),
    ).toBeNull();
  });
});

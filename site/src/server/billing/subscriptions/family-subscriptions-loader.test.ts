import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed-demo.ts';
import { applyPaymentStatus } from '../orders/apply-payment-status.ts';
import { createFamily, SMP_8, tokenOf } from '../orders/testing/order-fixtures.ts';
import { placeOrder, reportOf } from '../orders/testing/place-order.ts';
import { seedPackagesDemo } from '../catalogue/seed-packages-demo.ts';
import { createStudent, findUserByName } from '../../sessions/subscription-fixtures.ts';
import { describeBackend } from '../../testing/backend-harness.ts';
import { loadFamilySubscriptions } from './family-subscriptions-loader.ts';
import { seedSubscription } from './subscription-writer.ts';

const DAY = 24 * 60 * 60 * 1000;

describeBackend('the manage subscription page’s data (/bimbel/user/langganan)', (h) => {
  beforeAll(async () => {
    await seedDemo(h().database.db);
    await seedPackagesDemo(h().database.db);
  });

  const familyOf = async (fullName: string) => {
    const user = await findUserByName(h().database.db, fullName);
    return loadFamilySubscriptions(h().database.db, { userId: user.id, accountId: user.account_id }, h().clock.now);
  };

  it('lists every student of a parent’s family with the subscription in force, and no one else', async () => {
    const family = await familyOf('Ibu Sari Wulandari');
    expect(family.kind).toBe('ok');
    if (family.kind !== 'ok') return;
    expect(family.viewerRole).toBe('parent');
    expect(family.students.map((plan) => [plan.fullName, plan.gradeLabel, plan.subscriptionType])).toEqual([
      ['Raka Pratama', 'Kelas 8 SMP/MTs', 'PAID'],
      ['Nadia Putri', 'Kelas 5 SD', 'FREE'],
    ]);
    expect(family.students.every((plan) => !plan.isCurrentProfile)).toBe(true);
  });

  it('marks the student’s own profile and reads a pause without kept time as a pause', async () => {
    const family = await familyOf('Citra Maharani');
    expect(family).toMatchObject({
      kind: 'ok',
      viewerRole: 'student',
      students: [{ fullName: 'Citra Maharani', subscriptionType: 'PAUSED', isCurrentProfile: true }],
    });
  });

  it('gives the pause’s start and the paid time it keeps, and the package that paid the period', async () => {
    const { db } = h().database;
    const now = h().clock.now;
    const student = await createStudent(db, '+6281200008201', {
      type: 'PAUSED',
      startsAt: new Date(now.getTime() - 40 * DAY),
    });
    const pausedAt = new Date(now.getTime() - 2 * DAY);
    await db.insertInto('packages').values({
      id: 'bimbel-smp-uji',
      program: 'SMP',
      name: 'Bimbel SMP Uji',
      grades: [7, 8, 9],
      monthly_price: 300_000,
    }).execute();
    const order = await db
      .insertInto('orders')
      .values({
        number: 'INV/UJI/8201',
        account_id: student.account_id,
        buyer_user_id: student.id,
        client_reference: '6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
        package_id: 'bimbel-smp-uji',
        package_name: 'Bimbel SMP Uji',
        tenure_months: 3,
        unit_price: 810_000,
        quantity: 1,
        total: 810_000,
        tax_mode: 'exempt',
        status: 'paid',
        paid_at: new Date(now.getTime() - 40 * DAY),
        expires_at: new Date(now.getTime() - 39 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedSubscription(
      db,
      student.id,
      {
        type: 'PAUSED',
        startsAt: new Date(now.getTime() - 40 * DAY),
        orderId: order.id,
        pausedAt,
        pausedRemainingSeconds: 50 * 86_400,
        pausesUsed: 1,
      },
      now,
    );

    const family = await loadFamilySubscriptions(db, { userId: student.id, accountId: student.account_id }, now);
    expect(family).toMatchObject({
      kind: 'ok',
      students: [
        {
          subscriptionType: 'PAUSED',
          pausedAt,
          pausedRemainingSeconds: 50 * 86_400,
          pausesUsed: 1,
          packageName: 'Bimbel SMP Uji',
        },
      ],
    });
  });

  it('reads a paid period that has ended as FREE_AFTER_PAID with its end date', async () => {
    const now = h().clock.now;
    const endsAt = new Date(now.getTime() - DAY);
    const student = await createStudent(h().database.db, '+6281200008202', {
      type: 'PAID',
      startsAt: new Date(now.getTime() - 31 * DAY),
      endsAt,
    });
    const family = await loadFamilySubscriptions(h().database.db, { userId: student.id, accountId: student.account_id }, now);
    expect(family).toMatchObject({ kind: 'ok', students: [{ subscriptionType: 'FREE_AFTER_PAID', endsAt, pausedAt: null }] });
  });

  it('gives each child a bought plan’s package name and end date, and a kelas 4 child no package to buy', async () => {
    const db = h().database.db;
    const family = await createFamily(db, '+6281200008203', [
      { name: 'Raka Uji', ...SMP_8 },
      { name: 'Dodi Uji', grade: '4_SD_SD', classType: 'SD', stream: 'SD' },
    ]);
    const [raka] = family.students;
    const order = await placeOrder(h(), await tokenOf(h(), family.parent!), {
      studentIds: [raka!.id],
      packageId: 'smp-reguler',
      tenureMonths: 3,
    });
    await applyPaymentStatus(db, reportOf(order, 'settlement'), h().clock.now);
    const loaded = await loadFamilySubscriptions(db, { userId: family.parent!.id, accountId: family.parent!.account_id }, h().clock.now);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    const [rakaPlan, dodiPlan] = loaded.students;
    expect(rakaPlan).toMatchObject({
      fullName: 'Raka Uji',
      subscriptionType: 'PAID',
      packageName: 'Bimbel SMP Kelas 7–9',
      grade: 8,
      packageAvailable: true,
    });
    // Three months from the payment, to the day or so.
    const days = (rakaPlan!.endsAt!.getTime() - h().clock.now.getTime()) / DAY;
    expect(days).toBeGreaterThan(85);
    expect(days).toBeLessThan(95);
    expect(dodiPlan).toMatchObject({ fullName: 'Dodi Uji', grade: 4, packageAvailable: false, packageName: null });
  });

  it('says a paid period without an order has no package name, rather than inventing one', async () => {
    const family = await familyOf('Ibu Sari Wulandari');
    if (family.kind !== 'ok') throw new Error('family expected');
    const raka = family.students.find((plan) => plan.fullName === 'Raka Pratama')!;
    const order = await h()
      .database.db.selectFrom('subscriptions')
      .select('order_id')
      .where('user_id', '=', raka.studentId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(raka.packageName).toBe(order.order_id ? 'Bimbel SMP Kelas 7–9' : null);
  });

  it('treats a token whose user left the account as no session', async () => {
    const other = await findUserByName(h().database.db, 'Dimas Ardiansyah');
    const raka = await findUserByName(h().database.db, 'Raka Pratama');
    expect(
      await loadFamilySubscriptions(h().database.db, { userId: raka.id, accountId: other.account_id }, h().clock.now),
    ).toEqual({ kind: 'gone' });
  });
});

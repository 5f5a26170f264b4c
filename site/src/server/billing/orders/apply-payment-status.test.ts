import { beforeAll, describe, expect, it } from 'vitest';
import { describeBackend, type Harness } from '../../testing/backend-harness.ts';
import { seedPackagesDemo } from '../catalogue/seed-packages-demo.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { applyPaymentStatus, parseGatewayAmount } from './apply-payment-status.ts';
import { expireSubscription } from '../subscriptions/subscription-jobs.ts';
import { SUBSCRIPTION_EXPIRY_QUEUE } from '../subscriptions/subscription-schedules.ts';
import { createFamily, SMP_8, tokenOf } from './testing/order-fixtures.ts';
import { placeOrder, reportOf } from './testing/place-order.ts';
import { pauseSubscription, resumeSubscription, seedSubscription } from '../subscriptions/subscription-writer.ts';
import { tenureEnd } from '@bimbel/domain/subscription/paid-period';

describe('parseGatewayAmount', () => {
  it('reads whole rupiah as Midtrans writes them, and nothing else', () => {
    expect(parseGatewayAmount('145000.00')).toBe(145_000);
    expect(parseGatewayAmount('145000')).toBe(145_000);
    expect(parseGatewayAmount('145000.50')).toBeNull();
    expect(parseGatewayAmount('1e5')).toBeNull();
  });
});

describeBackend('applying a payment status', (h) => {
  let phone = 6281300000000;
  beforeAll(() => seedPackagesDemo(h().database.db));
  const db = () => h().database.db;

  async function familyOrder(harness: Harness = h(), tenureMonths = 3) {
    const family = await createFamily(db(), `+${++phone}`, [
      { name: 'Raka', ...SMP_8 },
      { name: 'Sinta', ...SMP_8 },
    ]);
    const token = await tokenOf(harness, family.parent!);
    const order = await placeOrder(harness, token, {
      studentIds: family.students.map((s) => s.id),
      tenureMonths,
    });
    return { ...family, token, order };
  }
  const subscriptionsOf = (userId: string) =>
    db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();

  it('makes every student PAID until the tenure end on settlement, fills the lines and schedules the expiry', async () => {
    const { order, students } = await familyOrder();
    const now = h().clock.now;
    const outcome = await applyPaymentStatus(db(), reportOf(order, 'settlement'), now);
    expect(outcome).toEqual({
      kind: 'applied',
      attemptStatus: 'paid',
      orderStatus: 'paid',
      paid: true,
      refundDue: false,
    });
    const stored = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'paid', paid_at: now, refund_due: false });
    const endsAt = new Date('2027-02-22T03:00:00.000Z');
    expect(tenureEnd(now, 3)).toEqual(endsAt);
    for (const student of students) {
      const [subscription] = await subscriptionsOf(student.id);
      expect(subscription).toMatchObject({
        type: 'PAID',
        status: 'active',
        starts_at: now,
        ends_at: endsAt,
        order_id: order.id,
      });
      const line = await db()
        .selectFrom('order_lines')
        .selectAll()
        .where('student_id', '=', student.id)
        .executeTakeFirstOrThrow();
      expect(line).toMatchObject({ subscription_id: subscription?.id, starts_at: now, ends_at: endsAt });
      const job = await db()
        .selectFrom('jobs')
        .selectAll()
        .where('key', '=', `subscription-expiry:${subscription?.id}:${endsAt.toISOString()}`)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ queue: SUBSCRIPTION_EXPIRY_QUEUE, run_at: endsAt });
    }
    const attempt = await db()
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({
      status: 'paid',
      settled_at: now,
      transaction_id: 'trx-1',
      status_code: '200',
    });
  });

  it('changes nothing on a duplicate, and stays paid when pending or expire arrive late', async () => {
    const { order, students } = await familyOrder();
    await applyPaymentStatus(db(), reportOf(order, 'settlement'), h().clock.now);
    expect(await applyPaymentStatus(db(), reportOf(order, 'settlement'), h().clock.now)).toEqual({
      kind: 'ignored',
      reason: 'no_change',
    });
    expect(await applyPaymentStatus(db(), reportOf(order, 'pending'), h().clock.now)).toEqual({
      kind: 'ignored',
      reason: 'no_change',
    });
    expect(await applyPaymentStatus(db(), reportOf(order, 'expire'), h().clock.now)).toEqual({
      kind: 'ignored',
      reason: 'no_change',
    });
    expect(await subscriptionsOf(students[0]!.id)).toHaveLength(1);
    const stored = await db()
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('paid');
  });

  it('moves created → pending → expired, and honours a settlement that arrives after the expiry', async () => {
    const { order, students } = await familyOrder();
    expect(await applyPaymentStatus(db(), reportOf(order, 'pending'), h().clock.now)).toMatchObject({
      orderStatus: 'pending',
    });
    expect(await applyPaymentStatus(db(), reportOf(order, 'expire'), h().clock.now)).toMatchObject({
      orderStatus: 'expired',
    });
    expect(await subscriptionsOf(students[0]!.id)).toEqual([]);
    expect(await applyPaymentStatus(db(), reportOf(order, 'settlement'), h().clock.now)).toMatchObject({
      orderStatus: 'paid',
      paid: true,
    });
    expect((await subscriptionsOf(students[0]!.id))[0]?.type).toBe('PAID');
  });

  it('records a report of another amount and never applies it as paid', async () => {
    const { order, students } = await familyOrder();
    const outcome = await applyPaymentStatus(
      db(),
      reportOf(order, 'settlement', order.total - 1000),
      h().clock.now,
    );
    expect(outcome).toEqual({ kind: 'ignored', reason: 'amount_mismatch' });
    const attempt = await db()
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('created');
    expect(attempt.failure_reason).toMatch(/tidak sama dengan tagihan/);
    expect(await subscriptionsOf(students[0]!.id)).toEqual([]);
  });

  it('answers unknown for a gateway order id it never made, and ignores a refund that lists no refund', async () => {
    const { order } = await familyOrder();
    expect(
      await applyPaymentStatus(
        db(),
        { ...reportOf(order, 'settlement'), gatewayOrderId: 'INV-X-1' },
        h().clock.now,
      ),
    ).toEqual({ kind: 'unknown' });
    expect(await applyPaymentStatus(db(), reportOf(order, 'refund'), h().clock.now)).toEqual({
      kind: 'ignored',
      reason: 'no_status',
    });
  });

  it('extends a running paid period from its end on renewal (no paid day lost)', async () => {
    const { order, students, parent } = await familyOrder();
    await applyPaymentStatus(db(), reportOf(order, 'settlement'), h().clock.now);
    h().clock.advance(30 * 86_400_000);
    const renewal = await placeOrder(h(), await tokenOf(h(), parent!), {
      studentIds: [students[0]!.id],
      tenureMonths: 1,
    }).finally(() => h().clock.advance(-30 * 86_400_000));
    await applyPaymentStatus(
      db(),
      reportOf(renewal, 'settlement'),
      new Date(h().clock.now.getTime() + 30 * 86_400_000),
    );
    const [subscription, ...others] = await subscriptionsOf(students[0]!.id);
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({
      type: 'PAID',
      ends_at: new Date('2027-03-22T03:00:00.000Z'),
      order_id: renewal.id,
    });
    const line = await db()
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', renewal.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      starts_at: new Date('2027-02-22T03:00:00.000Z'),
      ends_at: new Date('2027-03-22T03:00:00.000Z'),
    });
  });

  it('flags refund_due when a second attempt of a paid order settles, and touches no subscription', async () => {
    const { order, students, token } = await familyOrder();
    const retried = await h().request('POST', `/api/v1/orders/${order.id}/payments`, {
      token,
      json: { paymentMethod: 'gopay' },
    });
    expect(retried.status).toBe(201);
    const second = ((await retried.json()) as { data: typeof order }).data;
    await applyPaymentStatus(db(), reportOf(second, 'settlement'), h().clock.now);
    const before = await subscriptionsOf(students[0]!.id);
    const outcome = await applyPaymentStatus(db(), reportOf(order, 'settlement'), h().clock.now);
    expect(outcome).toMatchObject({ kind: 'applied', refundDue: true, paid: false });
    expect(
      (
        await db()
          .selectFrom('orders')
          .select('refund_due')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).refund_due,
    ).toBe(true);
    expect(await subscriptionsOf(students[0]!.id)).toEqual(before);
  });

  it('ends a trial early and resumes a paused period before extending it', async () => {
    const { order, students } = await familyOrder();
    const [raka, sinta] = students as [(typeof students)[0], (typeof students)[0]];
    const now = h().clock.now;
    await seedSubscription(
      db(),
      raka.id,
      {
        type: 'TRIAL',
        startsAt: new Date(now.getTime() - 86_400_000),
        endsAt: new Date(now.getTime() + 6 * 86_400_000),
        trialActivatedAt: new Date(now.getTime() - 86_400_000),
      },
      now,
    );
    await seedSubscription(
      db(),
      sinta.id,
      {
        type: 'PAUSED',
        startsAt: new Date(now.getTime() - 60 * 86_400_000),
        pausedAt: new Date(now.getTime() - 86_400_000),
        pausedRemainingSeconds: 10 * 86_400,
      },
      now,
    );
    await applyPaymentStatus(db(), reportOf(order, 'settlement'), now);
    const rakas = await subscriptionsOf(raka.id);
    expect(rakas.map((row) => [row.type, row.status])).toEqual([
      ['TRIAL', 'expired'],
      ['PAID', 'active'],
    ]);
    expect(rakas[0]?.ends_at).toEqual(now);
    const [sintas] = await subscriptionsOf(sinta.id);
    expect(sintas).toMatchObject({
      type: 'PAID',
      paused_at: null,
      paused_remaining_seconds: null,
      ends_at: tenureEnd(new Date(now.getTime() + 10 * 86_400_000), 3),
    });
  });

  it('moves a paid period to FREE_AFTER_PAID at its end with the durable job, and an old job of a moved end does nothing', async () => {
    const { order, students } = await familyOrder();
    await applyPaymentStatus(db(), reportOf(order, 'settlement'), h().clock.now);
    const [subscription] = await subscriptionsOf(students[0]!.id);
    const end = subscription!.ends_at!;
    await runDueJobs(
      db(),
      { [SUBSCRIPTION_EXPIRY_QUEUE]: expireSubscription },
      new Date(end.getTime() - 1000),
    );
    expect((await subscriptionsOf(students[0]!.id))[0]).toMatchObject({ type: 'PAID', status: 'active' });
    // A moved end (a pause, resumed a day later): the job of the old end finds nothing to do.
    const now = h().clock.now;
    await pauseSubscription(db(), students[1]!.id, now);
    await resumeSubscription(db(), students[1]!.id, now, { resumedAt: new Date(now.getTime() + 86_400_000) });
    expect((await subscriptionsOf(students[1]!.id))[0]!.ends_at).toEqual(new Date(end.getTime() + 86_400_000));
    const summary = await runDueJobs(db(), { [SUBSCRIPTION_EXPIRY_QUEUE]: expireSubscription }, end);
    expect(summary.failed).toBe(0);
    expect((await subscriptionsOf(students[0]!.id))[0]).toMatchObject({
      type: 'FREE_AFTER_PAID',
      status: 'expired',
    });
    expect((await subscriptionsOf(students[1]!.id))[0]).toMatchObject({ type: 'PAID', status: 'active' });
  });
});

import { beforeAll, beforeEach, expect, it } from 'vitest';
import { createJobRegistry } from '../../jobs/job-registry.ts';
import { enqueueRecurringJobs, runDueJobs } from '../../jobs/job-runner.ts';
import { seedPackagesDemo } from '../catalogue/seed-packages-demo.ts';
import { describeBackend } from '../../testing/backend-harness.ts';
import { registerOrderJobs } from './order-jobs.ts';
import { PAYMENT_EXPIRY_MINUTES } from './payment-attempts.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { createFamily, SMP_8, tokenOf } from './testing/order-fixtures.ts';
import { placeOrder } from './testing/place-order.ts';

const MINUTE = 60_000;
const START = new Date('2026-11-22T03:00:00.000Z');

describeBackend('payment reconciliation', (h) => {
  let phone = 6281500000000;
  beforeAll(() => seedPackagesDemo(h().database.db));
  beforeEach(async () => {
    h().clock.now = START;
    h().paymentGateway.failing = 0;
    // Each test looks at its own orders: earlier ones are settled out of the way.
    await h()
      .database.db.updateTable('payment_attempts')
      .set({ status: 'cancelled' })
      .where('status', 'in', ['created', 'pending'])
      .execute();
  });
  const db = () => h().database.db;
  const gateway = () => h().paymentGateway;
  const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

  async function order() {
    const family = await createFamily(db(), `+${++phone}`, [{ name: 'Raka', ...SMP_8 }]);
    const placed = await placeOrder(h(), await tokenOf(h(), family.parent!), {
      studentIds: [family.students[0]!.id],
    });
    return { ...family, order: placed, gatewayOrderId: placed.payment!.gatewayOrderId };
  }
  const statusOf = async (orderId: string) => {
    const row = await db()
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const attempt = await db()
      .selectFrom('payment_attempts')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return [row.status, attempt.status];
  };

  it('ends PAID after a dropped settlement notification, by asking the status API', async () => {
    const { order: placed, gatewayOrderId, students } = await order();
    gateway().setStatus(gatewayOrderId, 'settlement', placed.total);
    expect(await reconcilePayments(db(), gateway(), at(4 * MINUTE))).toMatchObject({ checked: 0 });
    expect(await reconcilePayments(db(), gateway(), at(5 * MINUTE))).toMatchObject({
      checked: 1,
      applied: 1,
    });
    expect(await statusOf(placed.id)).toEqual(['paid', 'paid']);
    const subscription = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', students[0]!.id)
      .executeTakeFirstOrThrow();
    expect(subscription.type).toBe('PAID');
  });

  it('asks about every open attempt, least recently checked first: a paid order behind 60 abandoned checkouts is PAID in one run', async () => {
    const abandoned = [];
    for (let index = 0; index < 60; index++) abandoned.push(await order());
    const { order: placed, gatewayOrderId } = await order();
    gateway().setStatus(gatewayOrderId, 'settlement', placed.total);
    // 62 with the one 'runs as a recurring durable job' may leave; this test's own are all asked.
    const first = await reconcilePayments(db(), gateway(), at(10 * MINUTE));
    expect(first.checked).toBeGreaterThanOrEqual(61);
    expect(first.applied).toBe(1);
    expect(await statusOf(placed.id)).toEqual(['paid', 'paid']);
    // Each was stamped when asked; a second run at the same moment asks nobody twice.
    expect(await reconcilePayments(db(), gateway(), at(10 * MINUTE))).toMatchObject({ checked: 0 });
    const checked = await db()
      .selectFrom('payment_attempts')
      .select('checked_at')
      .where(
        'order_id',
        'in',
        abandoned.map((one) => one.order.id),
      )
      .execute();
    expect(checked.map((row) => row.checked_at)).toEqual(abandoned.map(() => at(10 * MINUTE)));
  }, 120_000);

  it('expires an attempt past its time at the gateway, then here', async () => {
    const { order: placed, gatewayOrderId } = await order();
    gateway().setStatus(gatewayOrderId, 'pending', placed.total);
    await reconcilePayments(db(), gateway(), at(10 * MINUTE));
    expect(await statusOf(placed.id)).toEqual(['pending', 'pending']);
    const summary = await reconcilePayments(db(), gateway(), at(PAYMENT_EXPIRY_MINUTES * MINUTE));
    expect(summary).toMatchObject({ expired: 1 });
    expect(gateway().expired).toContain(gatewayOrderId);
    expect(await statusOf(placed.id)).toEqual(['expired', 'expired']);
  });

  it('expires an attempt the gateway never knew (the payment page was never used)', async () => {
    const { order: placed } = await order();
    await reconcilePayments(db(), gateway(), at(PAYMENT_EXPIRY_MINUTES * MINUTE + 1));
    expect(await statusOf(placed.id)).toEqual(['expired', 'expired']);
  });

  it('takes a payment that arrived just before the expiry instead of expiring it', async () => {
    const { order: placed, gatewayOrderId } = await order();
    gateway().setStatus(gatewayOrderId, 'settlement', placed.total);
    await reconcilePayments(db(), gateway(), at(PAYMENT_EXPIRY_MINUTES * MINUTE + 1));
    expect(await statusOf(placed.id)).toEqual(['paid', 'paid']);
    expect(gateway().expired).not.toContain(gatewayOrderId);
  });

  it('changes nothing while the gateway is unreachable, and tries again at the next run', async () => {
    const { order: placed, gatewayOrderId } = await order();
    gateway().setStatus(gatewayOrderId, 'settlement', placed.total);
    gateway().failing = 'all';
    expect(await reconcilePayments(db(), gateway(), at(PAYMENT_EXPIRY_MINUTES * MINUTE + 1))).toMatchObject({
      errors: 1,
    });
    expect(await statusOf(placed.id)).toEqual(['created', 'created']);
    gateway().failing = 0;
    await reconcilePayments(db(), gateway(), at(PAYMENT_EXPIRY_MINUTES * MINUTE + 2 * MINUTE));
    expect(await statusOf(placed.id)).toEqual(['paid', 'paid']);
  });

  it('frees an order whose attempt was stored but never sent', async () => {
    const { order: placed } = await order();
    await db()
      .updateTable('payment_attempts')
      .set({ snap_token: null, redirect_url: null })
      .where('order_id', '=', placed.id)
      .execute();
    await reconcilePayments(db(), gateway(), at(6 * MINUTE));
    expect(await statusOf(placed.id)).toEqual(['created', 'failed']);
  });

  it('runs as a recurring durable job', async () => {
    const { order: placed, gatewayOrderId } = await order();
    gateway().setStatus(gatewayOrderId, 'settlement', placed.total);
    const registry = createJobRegistry();
    registerOrderJobs({ registry, gateway });
    await enqueueRecurringJobs(db(), registry.recurring.values(), at(6 * MINUTE));
    const summary = await runDueJobs(db(), registry.handlers, at(6 * MINUTE));
    expect(summary.failed).toBe(0);
    expect(await statusOf(placed.id)).toEqual(['paid', 'paid']);
  });
});

import { randomUUID } from 'node:crypto';
import { MIDTRANS_NOTIFICATION } from '@bimbel/domain/contracts/endpoints';
import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBackendApp } from '../../backend-app.ts';
import { Secret } from '../../config/secret.ts';
import { createJobRegistry } from '../../jobs/job-registry.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { seedPackagesDemo } from '../catalogue/seed-packages-demo.ts';
import { MidtransSnapGateway } from '../payments/midtrans/midtrans-snap-gateway.ts';
import { registerMidtransSandboxJobs } from '../payments/sandbox/sandbox-jobs.ts';
import { serveBackend, type ServedBackend } from '../payments/testing/serve-backend.ts';
import { describeBackend, TEST_ORIGIN } from '../../testing/backend-harness.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { createFamily, SMP_8, tokenOf } from './testing/order-fixtures.ts';

/*
 * The whole payment through the built-in Midtrans sandbox (decision 080) over real HTTP: the order
 * is sent by the Snap adapter, the tester's outcome is posted on the hosted payment page, and the
 * sandbox's signed notifications reach our notification route; reconciliation asks its status API.
 */

const MINUTE = 60_000;

describeBackend('paying an order in the sandbox gateway', (h) => {
  let served: ServedBackend;
  let app: ReturnType<typeof createBackendApp>;
  let phone = 6281600000000;
  const db = () => h().database.db;
  const gateway = () => {
    const { midtrans } = h().config;
    if (midtrans.mode !== 'sandbox') throw new Error('the test config must run the built-in sandbox');
    return new MidtransSnapGateway({
      name: 'sandbox',
      snapBaseUrl: `${served.origin}/midtrans-sandbox`,
      apiBaseUrl: `${served.origin}/midtrans-sandbox`,
      serverKey: new Secret(midtrans.serverKey.reveal()),
      notificationUrl: `${served.origin}${MIDTRANS_NOTIFICATION.path}`,
      now: () => h().clock.now,
    });
  };

  beforeAll(async () => {
    await seedPackagesDemo(db());
    served = await serveBackend(h());
    app = createBackendApp({
      database: async () => h().database,
      config: () => h().config,
      now: () => h().clock.now,
      paymentGateway: gateway,
    });
  });
  afterAll(() => served.close());

  async function buy(studentCount = 2) {
    const family = await createFamily(
      db(),
      `+${++phone}`,
      Array.from({ length: studentCount }, (_, index) => ({ name: `Anak ${index + 1}`, ...SMP_8 })),
    );
    const token = await tokenOf(h(), family.parent!);
    const call = async (method: string, path: string, json?: unknown) => {
      const response = await app.request(`http://localhost:3000${path}`, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          authorization: `Bearer ${token}`,
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body: json ? JSON.stringify(json) : undefined,
      });
      return { status: response.status, data: ((await response.json()) as { data: OrderBody }).data };
    };
    const created = await call('POST', '/api/v1/orders', {
      clientReference: randomUUID(),
      packageId: 'smp-reguler',
      tenureMonths: 1,
      studentIds: family.students.map((student) => student.id),
      paymentMethod: 'bca_va',
    });
    expect(created.status).toBe(201);
    return { ...family, order: created.data, call };
  }

  /** Posts the tester's choice on the order's hosted payment page. */
  async function pay(order: OrderBody, fields: Record<string, string>) {
    const response = await h().request('POST', new URL(order.payment!.redirectUrl!).pathname, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(303);
  }

  /** Runs the sandbox's due jobs (its notifications) until none is left. */
  async function deliverNotifications() {
    const registry = createJobRegistry();
    registerMidtransSandboxJobs(h().config, { registry });
    for (let poll = 0; poll < 5; poll += 1) {
      const summary = await runDueJobs(db(), registry.handlers, h().clock.now);
      if (summary.done === 0) break;
    }
  }

  it('pays with duplicate and out-of-order notifications: PAID once for both children', async () => {
    const { order, students, call } = await buy();
    await pay(order, { outcome: 'paid', copies: '3', out_of_order: '1' });
    await deliverNotifications();
    h().clock.advance(2000);
    await deliverNotifications();
    const { data } = await call('GET', `/api/v1/orders/${order.id}`);
    expect(data).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    for (const student of students) {
      const rows = await db()
        .selectFrom('subscriptions')
        .select(['type', 'status'])
        .where('user_id', '=', student.id)
        .execute();
      expect(rows).toEqual([{ type: 'PAID', status: 'active' }]);
    }
    const notes = await db()
      .selectFrom('payment_notifications')
      .selectAll()
      .where('gateway_order_id', '=', order.payment!.gatewayOrderId)
      .execute();
    expect(notes.length).toBeGreaterThanOrEqual(7);
    expect(notes.every((note) => note.signature_valid)).toBe(true);
    expect(
      notes
        .filter((note) => note.applied)
        .map((note) => note.transaction_status)
        .sort(),
    ).toEqual(['pending', 'settlement']);
  });

  it('shows the virtual account number the sandbox issued while the transfer is awaited', async () => {
    const { order, call } = await buy(1);
    await pay(order, { outcome: 'pending_then_paid', paid_after_seconds: '600' });
    await deliverNotifications();
    const { data } = await call('GET', `/api/v1/orders/${order.id}`);
    expect(data.payment).toMatchObject({ status: 'pending', vaNumber: expect.stringMatching(/^\d{10,20}$/) });
  });

  it('ends PAID when every notification is dropped, through reconciliation', async () => {
    const { order, call } = await buy(1);
    await pay(order, { outcome: 'paid', drop: '1' });
    await deliverNotifications();
    expect((await call('GET', `/api/v1/orders/${order.id}`)).data.status).toBe('created');
    await reconcilePayments(db(), gateway(), new Date(h().clock.now.getTime() + 5 * MINUTE));
    expect((await call('GET', `/api/v1/orders/${order.id}`)).data).toMatchObject({
      status: 'paid',
      receiptUrl: expect.any(String),
    });
  });

  it('fails a denied payment, and a retry with another method pays the same order', async () => {
    const { order, call } = await buy(1);
    await pay(order, { outcome: 'denied' });
    await deliverNotifications();
    const failed = (await call('GET', `/api/v1/orders/${order.id}`)).data;
    expect(failed).toMatchObject({ status: 'failed', payment: { status: 'failed' }, canRetry: true });
    const retried = await call('POST', `/api/v1/orders/${order.id}/payments`, { paymentMethod: 'gopay' });
    expect(retried.status).toBe(201);
    expect(retried.data.payment).toMatchObject({ method: 'gopay', status: 'created' });
    await pay(retried.data, { outcome: 'paid' });
    await deliverNotifications();
    expect((await call('GET', `/api/v1/orders/${order.id}`)).data).toMatchObject({
      status: 'paid',
      payment: { status: 'paid', method: 'gopay' },
    });
  });
});

import { createRequire } from 'node:module';
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
import { describeBackend, TEST_ADMIN_TOKEN, TEST_ORIGIN } from '../../testing/backend-harness.ts';
import { loadFamilySubscriptions } from '../subscriptions/family-subscriptions-loader.ts';
import { createFamily, SMP_8, tokenOf } from './testing/order-fixtures.ts';

/*
 * Refunds and chargebacks end to end through the built-in Midtrans sandbox over real HTTP
 * (decision 104): the sandbox's refund call as Midtrans answers it (and as the official
 * midtrans-client reads it), the staff refund call, the sandbox's signed refund and chargeback
 * notifications reaching our route — duplicated, concurrent, partial then full — and what the
 * students' subscriptions and the family's receipt say afterwards.
 */

type MidtransClientError = Error & { httpStatusCode?: number | string; ApiResponse?: { status_code?: string } };
type CoreApiClient = {
  transaction: {
    refund(id: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
    status(id: string): Promise<Record<string, unknown>>;
  };
};
const requireCjs = createRequire(import.meta.url);
const midtransClient = requireCjs('midtrans-client') as {
  CoreApi: new (options: { isProduction: boolean; serverKey: string; clientKey: string }) => CoreApiClient;
};
const MidtransApiConfig = requireCjs('midtrans-client/lib/apiConfig') as { CORE_SANDBOX_BASE_URL: string };

describeBackend('refunds and chargebacks through the sandbox gateway', (h) => {
  let served: ServedBackend;
  let app: ReturnType<typeof createBackendApp>;
  let phone = 6281700000000;
  const db = () => h().database.db;
  const serverKey = () => {
    const { midtrans } = h().config;
    if (midtrans.mode !== 'sandbox') throw new Error('the test config must run the built-in sandbox');
    return midtrans.serverKey.reveal();
  };
  const basic = () => `Basic ${Buffer.from(`${serverKey()}:`).toString('base64')}`;
  const gateway = () =>
    new MidtransSnapGateway({
      name: 'sandbox',
      snapBaseUrl: `${served.origin}/midtrans-sandbox`,
      apiBaseUrl: `${served.origin}/midtrans-sandbox`,
      serverKey: new Secret(serverKey()),
      notificationUrl: `${served.origin}${MIDTRANS_NOTIFICATION.path}`,
      now: () => h().clock.now,
    });

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

  const request = async (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(`http://localhost:3000${path}`, {
      method,
      headers: { origin: TEST_ORIGIN, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> & { data?: unknown } };
  };

  /** A family of `children` buys one month of SMP and pays it on the sandbox page (settled, notified). */
  async function buyAndPay(children = 1, outcome = 'paid') {
    const family = await createFamily(
      db(),
      `+${++phone}`,
      Array.from({ length: children }, (_, index) => ({ name: `Anak ${index + 1}`, ...SMP_8 })),
    );
    const token = await tokenOf(h(), family.parent!);
    const created = await request(
      'POST',
      '/api/v1/orders',
      {
        clientReference: randomUUID(),
        packageId: 'smp-reguler',
        tenureMonths: 1,
        studentIds: family.students.map((student) => student.id),
        paymentMethod: 'gopay',
      },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    const order = created.json.data as OrderBody;
    const page = await h().request('POST', new URL(order.payment!.redirectUrl!).pathname, {
      body: new URLSearchParams({ outcome, method: 'gopay' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.status).toBe(303);
    await deliverNotifications();
    return { ...family, order, token, gatewayOrderId: order.payment!.gatewayOrderId };
  }

  async function deliverNotifications() {
    const registry = createJobRegistry();
    registerMidtransSandboxJobs(h().config, { registry });
    for (let poll = 0; poll < 8; poll += 1) {
      const summary = await runDueJobs(db(), registry.handlers, h().clock.now);
      if (summary.done === 0) break;
    }
  }

  const sandboxRefund = (id: string, body: unknown) =>
    request('POST', `/midtrans-sandbox/v2/${id}/refund`, body, { authorization: basic() });
  const sandboxChargeback = (id: string, body: unknown) =>
    request('POST', `/midtrans-sandbox/simulator/v2/${id}/chargeback`, body, { authorization: basic() });
  const adminRefund = (orderId: string, body: unknown, token = TEST_ADMIN_TOKEN) =>
    request('POST', `/api/admin/orders/${orderId}/refund`, body, { authorization: `Bearer ${token}` });

  const orderRow = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const activeSubscription = (studentId: string) =>
    db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', studentId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();

  it('answers a refund as Midtrans does: partial_refund, then refund when the rest goes back, each with its refund_chargeback_id', async () => {
    const { order, gatewayOrderId } = await buyAndPay();
    const first = await sandboxRefund(gatewayOrderId, { refund_key: 'part-1', amount: 100_000, reason: 'Kelas dibatalkan' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      status_code: '200',
      status_message: 'Success, refund request is approved',
      order_id: gatewayOrderId,
      transaction_status: 'partial_refund',
      gross_amount: `${order.total}.00`,
      refund_chargeback_id: 1,
      refund_amount: '100000.00',
      refund_key: 'part-1',
    });
    const rest = await sandboxRefund(gatewayOrderId, { refund_key: 'rest-1', reason: 'Sisa' });
    expect(rest.json).toMatchObject({
      transaction_status: 'refund',
      refund_chargeback_id: 2,
      refund_amount: `${order.total - 100_000}.00`,
    });
    const status = await request('GET', `/midtrans-sandbox/v2/${gatewayOrderId}/status`, undefined, { authorization: basic() });
    expect(status.json).toMatchObject({ transaction_status: 'refund', refund_amount: `${order.total}.00` });
    expect((status.json.refunds as unknown[]).length).toBe(2);
  });

  it('refuses a refund above what is left and one of a transaction not settled with 412, and answers a repeated refund_key with the same refund', async () => {
    const { order, gatewayOrderId } = await buyAndPay();
    const over = await sandboxRefund(gatewayOrderId, { refund_key: 'too-much', amount: order.total + 1 });
    expect(over.status).toBe(412);
    expect(over.json.status_code).toBe('412');
    const once = await sandboxRefund(gatewayOrderId, { refund_key: 'same-key', amount: 50_000 });
    const again = await sandboxRefund(gatewayOrderId, { refund_key: 'same-key', amount: 50_000 });
    expect(again.json).toEqual(once.json);
    const row = await db()
      .selectFrom('midtrans_sandbox_transactions')
      .select('refunds')
      .where('order_id', '=', gatewayOrderId)
      .executeTakeFirstOrThrow();
    expect(row.refunds).toHaveLength(1);
    expect((await sandboxRefund(gatewayOrderId, { amount: order.total - 49_999 })).status).toBe(412);

    const pending = await buyAndPay(1, 'pending_then_paid');
    const notSettled = await sandboxRefund(pending.gatewayOrderId, { refund_key: 'early', amount: 1000 });
    expect(notSettled.status).toBe(412);
    expect(notSettled.json.status_message).toBe('Merchant cannot modify the status of the transaction');
    expect((await sandboxRefund(gatewayOrderId, { amount: 1.5 })).status).toBe(400);
    expect((await request('POST', `/midtrans-sandbox/v2/${gatewayOrderId}/refund`, {})).status).toBe(401);
  });

  it('is refunded by the official midtrans-client, which reads the sandbox answer and its 412 as it reads Midtrans', async () => {
    const { gatewayOrderId } = await buyAndPay();
    const original = MidtransApiConfig.CORE_SANDBOX_BASE_URL;
    MidtransApiConfig.CORE_SANDBOX_BASE_URL = `${served.origin}/midtrans-sandbox`;
    try {
      const core = new midtransClient.CoreApi({ isProduction: false, serverKey: serverKey(), clientKey: 'client' });
      const refunded = await core.transaction.refund(gatewayOrderId, { refund_key: 'client-1', amount: 20_000, reason: 'uji' });
      expect(refunded).toMatchObject({ status_code: '200', transaction_status: 'partial_refund', refund_amount: '20000.00' });
      const status = await core.transaction.status(gatewayOrderId);
      expect(status).toMatchObject({ transaction_status: 'partial_refund', refund_amount: '20000.00' });
      const refused = await core.transaction.refund(gatewayOrderId, { amount: 10_000_000 }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as MidtransClientError).message).toContain('412');
    } finally {
      MidtransApiConfig.CORE_SANDBOX_BASE_URL = original;
    }
  });

  it('records a partial refund once from duplicate notifications and keeps the subscription PAID; the receipt shows it', async () => {
    const { order, students, gatewayOrderId, token } = await buyAndPay();
    const refunded = await adminRefund(order.id, { key: randomUUID(), amount: 100_000, reason: 'Satu pertemuan batal' });
    expect(refunded.status).toBe(200);
    expect(refunded.json.data).toMatchObject({ refundedAmount: 100_000, refundState: 'partial' });
    await deliverNotifications();
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refunded_amount: 100_000, refunded_at: null });
    expect(await activeSubscription(students[0]!.id)).toMatchObject({ type: 'PAID', status: 'active' });
    const reversals = await db().selectFrom('payment_reversals').selectAll().where('order_id', '=', order.id).execute();
    expect(reversals).toHaveLength(1);
    const notes = await db()
      .selectFrom('payment_notifications')
      .select(['transaction_status', 'applied', 'signature_valid'])
      .where('gateway_order_id', '=', gatewayOrderId)
      .where('transaction_status', '=', 'partial_refund')
      .execute();
    // The refund call's answer already recorded it: its notification is verified and changes nothing.
    expect(notes).toEqual([{ transaction_status: 'partial_refund', applied: false, signature_valid: true }]);
    const receipt = await request('GET', `/api/v1/orders/${order.id}`, undefined, { authorization: `Bearer ${token}` });
    expect(receipt.json.data).toMatchObject({ refund: { amount: 100_000, netPaid: order.total - 100_000, full: false } });
  });

  it('applies one refund notification delivered ten times at once exactly once', async () => {
    const { order, gatewayOrderId } = await buyAndPay();
    const refund = await sandboxRefund(gatewayOrderId, { refund_key: 'burst', amount: 30_000 });
    expect(refund.status).toBe(200);
    const job = await db()
      .selectFrom('jobs')
      .select('payload')
      .where('key', 'like', `midtrans-sandbox:${gatewayOrderId}:partial_refund-%`)
      .executeTakeFirstOrThrow();
    const body = (job.payload as { body: unknown }).body;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${served.origin}${MIDTRANS_NOTIFICATION.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, json: (await response.json()) as { data: { applied: boolean } } })),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json.data.applied)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ refunded_amount: 30_000 });
    expect(await db().selectFrom('payment_reversals').selectAll().where('order_id', '=', order.id).execute()).toHaveLength(1);
  });

  it('ends both children’s PAID periods when a second refund brings the total to the whole order', async () => {
    const { order, students, parent } = await buyAndPay(2);
    const first = await adminRefund(order.id, { key: randomUUID(), amount: 50_000, reason: 'Sebagian' });
    expect(first.json.data).toMatchObject({ refundState: 'partial' });
    await deliverNotifications();
    for (const student of students) expect(await activeSubscription(student.id)).toMatchObject({ type: 'PAID', status: 'active' });
    h().clock.advance(86_400_000);
    const key = randomUUID();
    const rest = await adminRefund(order.id, { key, amount: order.total - 50_000, reason: 'Keluarga berhenti' });
    expect(rest.json.data).toMatchObject({ refundedAmount: order.total, refundState: 'refunded' });
    await deliverNotifications();
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'paid', refunded_amount: order.total, paid_at: expect.any(Date) });
    expect(row.refunded_at?.toISOString()).toBe(h().clock.now.toISOString());
    for (const student of students) {
      const subscription = await activeSubscription(student.id);
      expect(subscription).toMatchObject({ type: 'FREE_AFTER_PAID', status: 'expired' });
      expect(subscription.ends_at?.toISOString()).toBe(h().clock.now.toISOString());
    }
    const family = await loadFamilySubscriptions(db(), { userId: parent!.id, accountId: parent!.account_id }, h().clock.now);
    expect(family.kind === 'ok' && family.students.map((plan) => plan.refundNote)).toEqual([
      'Masa paket berakhir 23 November 2026 karena dana pembeliannya dikembalikan.',
      'Masa paket berakhir 23 November 2026 karena dana pembeliannya dikembalikan.',
    ]);
    // The same key again answers the refund it made; nothing more goes back.
    const repeated = await adminRefund(order.id, { key, amount: order.total - 50_000, reason: 'Keluarga berhenti' });
    expect(repeated.status).toBe(200);
    expect(repeated.json.data).toMatchObject({ refundedAmount: order.total });
    const more = await adminRefund(order.id, { key: randomUUID(), amount: 1000, reason: 'Lagi' });
    expect(more.status).toBe(409);
    expect((more.json.error as { message: string }).message).toBe('Seluruh pembayaran pesanan ini sudah dikembalikan.');
  });

  it('ends the PAID period on a chargeback notification, and shows it to the family as cancelled by the bank', async () => {
    const { order, students, gatewayOrderId, parent } = await buyAndPay();
    h().clock.advance(3 * 86_400_000);
    const token = await tokenOf(h(), parent!);
    const chargeback = await sandboxChargeback(gatewayOrderId, { reason: 'Sengketa pemegang kartu' });
    expect(chargeback.json).toMatchObject({ transaction_status: 'chargeback', refund_amount: `${order.total}.00` });
    expect(chargeback.json.refund_key).toBeUndefined();
    await deliverNotifications();
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refunded_amount: order.total });
    const ended = await activeSubscription(students[0]!.id);
    expect(ended).toMatchObject({ type: 'FREE_AFTER_PAID', status: 'expired' });
    expect(ended.ends_at?.toISOString()).toBe(h().clock.now.toISOString());
    const reversal = await db().selectFrom('payment_reversals').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(reversal).toMatchObject({ kind: 'chargeback', amount: order.total, gateway_reference: `${gatewayOrderId}#1` });
    const purchases = await request('GET', '/api/v1/purchases', undefined, { authorization: `Bearer ${token}` });
    expect(purchases.json).toMatchObject({ data: { purchases: expect.any(Array) } });
    const [purchase] = (purchases.json.data as { purchases: Record<string, unknown>[] }).purchases;
    expect(purchase).toMatchObject({ refund: { amount: order.total, kind: 'chargeback', full: true } });
  });

  it('refuses a refund above what is left and of an unpaid order with Indonesian reasons, and without the admin token', async () => {
    const { order } = await buyAndPay();
    const tooMuch = await adminRefund(order.id, { key: randomUUID(), amount: order.total + 1000, reason: 'Terlalu banyak' });
    expect(tooMuch.status).toBe(409);
    expect((tooMuch.json.error as { message: string }).message).toMatch(/^Jumlah melebihi sisa dana yang bisa dikembalikan \(Rp/);
    const unpaid = await buyAndPay(1, 'pending_then_paid');
    const early = await adminRefund(unpaid.order.id, { key: randomUUID(), amount: 1000, reason: 'Belum bayar' });
    expect(early.status).toBe(409);
    expect((early.json.error as { message: string }).message).toBe('Pesanan ini belum dibayar: tidak ada dana yang bisa dikembalikan.');
    expect((await adminRefund(order.id, { key: randomUUID(), amount: 1000, reason: 'Tanpa izin' }, 'wrong')).status).toBe(401);
    expect(await orderRow(order.id)).toMatchObject({ refunded_amount: 0 });
  });
});

import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { describeBackend } from '../testing/backend-harness.ts';
import { seedPackagesDemo } from '../packages/seed-packages-demo.ts';
import { midtransNotification } from '../payments/testing/memory-payment-gateway.ts';
import { createFamily, SMP_8, tokenOf } from './testing/order-fixtures.ts';
import { placeOrder } from './testing/place-order.ts';

const NOTIFY = '/api/v1/payments/midtrans/notification';
/** Midtrans posts from its servers: no Origin, no cookie, JSON. */
const notify = (h: ReturnType<Parameters<Parameters<typeof describeBackend>[1]>[0]>, body: unknown) =>
  h.request('POST', NOTIFY, { json: body, headers: { origin: '' } });

describeBackend('Midtrans notifications', (h) => {
  let phone = 6281400000000;
  beforeAll(() => seedPackagesDemo(h().database.db));
  const db = () => h().database.db;

  async function familyOrder(extra: Record<string, unknown> = {}) {
    const family = await createFamily(db(), `+${++phone}`, [
      { name: 'Raka', ...SMP_8 },
      { name: 'Sinta', ...SMP_8 },
    ]);
    const token = await tokenOf(h(), family.parent!);
    const ids = family.students.map((student) => student.id);
    const order = Object.keys(extra).length
      ? await (async () => {
          const response = await h().request('POST', '/api/v1/orders', {
            token,
            json: {
              clientReference: randomUUID(),
              packageId: 'smp-reguler',
              tenureMonths: 3,
              studentIds: ids,
              paymentMethod: 'bca_va',
              ...extra,
            },
          });
          return ((await response.json()) as { data: OrderBody }).data;
        })()
      : await placeOrder(h(), token, { studentIds: ids });
    return { ...family, token, order, gatewayOrderId: order.payment!.gatewayOrderId };
  }

  const subscriptionRows = (userId: string) =>
    db().selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();

  it('applies 50 concurrent duplicate settlements once: one state change, one subscription each, one purchase', async () => {
    const { order, students, token, gatewayOrderId } = await familyOrder();
    const body = midtransNotification(gatewayOrderId, 'settlement', order.total);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(h(), body)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const applied = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: { applied: boolean } }).data.applied),
    );
    expect(applied.filter(Boolean)).toHaveLength(1);
    for (const student of students) {
      const rows = await subscriptionRows(student.id);
      expect(rows.map((row) => [row.type, row.status])).toEqual([['PAID', 'active']]);
    }
    const purchases = await h().request('GET', '/api/v1/purchases', { token });
    const { data } = (await purchases.json()) as {
      data: { purchases: { orderId: string; students: unknown[] }[] };
    };
    expect(data.purchases.map((purchase) => purchase.orderId)).toEqual([order.id]);
    expect(data.purchases[0]?.students).toHaveLength(2);
    const recorded = await db()
      .selectFrom('payment_notifications')
      .selectAll()
      .where('gateway_order_id', '=', gatewayOrderId)
      .execute();
    expect(recorded).toHaveLength(50);
    expect(recorded.filter((row) => row.applied)).toHaveLength(1);
    expect(recorded.every((row) => row.signature_valid)).toBe(true);
  });

  it('stays paid when pending and expire arrive after the settlement', async () => {
    const { order, gatewayOrderId, token } = await familyOrder();
    for (const status of ['settlement', 'pending', 'expire']) {
      expect((await notify(h(), midtransNotification(gatewayOrderId, status, order.total))).status).toBe(200);
    }
    const detail = await h().request('GET', `/api/v1/orders/${order.id}`, { token });
    const { data } = (await detail.json()) as { data: OrderBody };
    expect(data).toMatchObject({ status: 'paid', payment: { status: 'paid' }, canRetry: false });
    expect(data.lines.every((line) => line.endsAt === '2027-02-22T03:00:00.000Z')).toBe(true);
    expect(data.receiptUrl).toBe(`/api/v1/orders/${order.id}/receipt`);
  });

  it('refuses a forged signature with 403, records it, and changes nothing', async () => {
    const { order, gatewayOrderId, students } = await familyOrder();
    const forged = {
      ...midtransNotification(gatewayOrderId, 'settlement', order.total),
      signature_key: 'f'.repeat(128),
    };
    const answer = await notify(h(), forged);
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('signature_invalid');
    const recorded = await db()
      .selectFrom('payment_notifications')
      .selectAll()
      .where('gateway_order_id', '=', gatewayOrderId)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({
      signature_valid: false,
      applied: false,
      transaction_status: 'settlement',
    });
    expect(await subscriptionRows(students[0]!.id)).toEqual([]);
    const stored = await db()
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('created');
  });

  it('ignores a price tampered in the create request: the order costs the catalogue price and only that amount pays it', async () => {
    const { order, gatewayOrderId, students } = await familyOrder({
      total: 1000,
      unitPrice: 500,
      price: 500,
    });
    expect(order.total).toBe(1_614_000);
    const cheap = await notify(h(), midtransNotification(gatewayOrderId, 'settlement', 1000));
    expect(((await cheap.json()) as { data: { applied: boolean } }).data.applied).toBe(false);
    expect(await subscriptionRows(students[0]!.id)).toEqual([]);
    const full = await notify(h(), midtransNotification(gatewayOrderId, 'settlement', 1_614_000));
    expect(((await full.json()) as { data: { applied: boolean } }).data.applied).toBe(true);
  });

  it('answers 404 for an order id it never sent, and 422 for a body that is no notification (both recorded)', async () => {
    const unknown = await notify(h(), midtransNotification('INV-20261122-XXXXXX-1', 'settlement', 1000));
    expect(unknown.status).toBe(404);
    const broken = await notify(h(), { order_id: 'INV-20261122-YYYYYY-1', hello: 'world' });
    expect(broken.status).toBe(422);
    const rows = await db()
      .selectFrom('payment_notifications')
      .select(['gateway_order_id', 'signature_valid'])
      .where('gateway_order_id', 'in', ['INV-20261122-XXXXXX-1', 'INV-20261122-YYYYYY-1'])
      .orderBy('gateway_order_id')
      .execute();
    expect(rows).toEqual([
      { gateway_order_id: 'INV-20261122-XXXXXX-1', signature_valid: true },
      { gateway_order_id: 'INV-20261122-YYYYYY-1', signature_valid: false },
    ]);
  });

  it('records a hostile body (NUL characters, absurd nesting) without failing', async () => {
    const hostile = {
      order_id: 'INV-\u0000-1',
      status_code: '200',
      gross_amount: '1.00',
      signature_key: 'x',
      transaction_status: 'settlement',
      deep: JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown,
    };
    const answer = await notify(h(), hostile);
    expect(answer.status).toBe(403);
    const row = await db()
      .selectFrom('payment_notifications')
      .selectAll()
      .where('gateway_order_id', '=', 'INV--1')
      .executeTakeFirstOrThrow();
    expect(row.body).toMatchObject({ deep: '[terlalu dalam]', transaction_status: 'settlement' });
  });

  it('serves the receipt of a paid order as an Indonesian PDF attachment', async () => {
    const { order, gatewayOrderId, token } = await familyOrder();
    await notify(h(), midtransNotification(gatewayOrderId, 'settlement', order.total));
    const receipt = await h().request('GET', `/api/v1/orders/${order.id}/receipt`, { token });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe(
      `attachment; filename="kuitansi-${order.number.replaceAll('/', '-')}.pdf"`,
    );
    const bytes = new Uint8Array(await receipt.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Kuitansi ${order.number}`);
    expect(pdf.getPageCount()).toBe(1);
  });
});

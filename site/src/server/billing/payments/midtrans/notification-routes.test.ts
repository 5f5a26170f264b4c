import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it, vi } from 'vitest';
import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { describeBackend } from '../../../testing/backend-harness.ts';
import { seedPackagesDemo } from '../../catalogue/seed-packages-demo.ts';
import { memorySignature, midtransNotification } from '../testing/memory-payment-gateway.ts';
import { createFamily, SMP_8, tokenOf } from '../../orders/testing/order-fixtures.ts';
import { placeOrder } from '../../orders/testing/place-order.ts';

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
      body: null,
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

  it('answers 200 to a signed notification of an order it never sent (Midtrans alerts on anything else), logs it, and 422 to a body that is no notification (both recorded)', async () => {
    const warnings: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void warnings.push(String(line)));
    try {
      const unknown = await notify(h(), midtransNotification('INV-20261122-XXXXXX-1', 'settlement', 1000));
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ data: { received: true, applied: false } });
    } finally {
      spy.mockRestore();
    }
    expect(warnings.some((line) => /order we never sent/.test(line) && line.includes('INV-20261122-XXXXXX-1'))).toBe(true);
    const broken = await notify(h(), { order_id: 'INV-20261122-YYYYYY-1', hello: 'world' });
    expect(broken.status).toBe(422);
    const rows = await db()
      .selectFrom('payment_notifications')
      .select(['gateway_order_id', 'signature_valid', 'applied'])
      .where('gateway_order_id', 'in', ['INV-20261122-XXXXXX-1', 'INV-20261122-YYYYYY-1'])
      .orderBy('gateway_order_id')
      .execute();
    expect(rows).toEqual([
      { gateway_order_id: 'INV-20261122-XXXXXX-1', signature_valid: true, applied: false },
      { gateway_order_id: 'INV-20261122-YYYYYY-1', signature_valid: false, applied: false },
    ]);
  });

  it('accepts a signed notification whatever Origin it carries: it comes from a server, not a browser', async () => {
    const { order, gatewayOrderId } = await familyOrder();
    const origins = ['https://api.midtrans.com', 'null', 'https://evil.example'];
    const answers = await Promise.all(
      origins.map((origin) =>
        h().request('POST', NOTIFY, {
          json: midtransNotification(gatewayOrderId, 'settlement', order.total),
          headers: { origin, 'sec-fetch-site': 'cross-site' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const stored = await db().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('paid');
    // Every other call keeps the same-origin guard.
    const quote = await h().request('POST', '/api/v1/orders/quote', { json: {}, headers: { origin: 'https://evil.example' } });
    expect(quote.status).toBe(403);
  });

  it('keeps an unsigned body as a small summary only: 300 unsigned 60 KB posts grow the table by well under 1 KB each', async () => {
    const size = async () => {
      const { rows } = await sql<{ bytes: string }>`select pg_total_relation_size('payment_notifications') as bytes`.execute(db());
      return Number(rows[0]!.bytes);
    };
    const before = await size();
    // Text that does not compress: TOAST would otherwise hide a stored body.
    const noise = () => randomBytes(45_000).toString('base64');
    const posts = Array.from({ length: 300 }, (_, index) => {
      const forged = {
        ...midtransNotification(`INV-20261122-FORGED-${index}`, 'settlement', 1000),
        signature_key: 'f'.repeat(128),
        padding: noise(),
      };
      // Every third one is no notification at all (an order id far too long, no signature).
      return index % 3 === 0 ? { order_id: `X${'Y'.repeat(500)}${index}`, padding: noise() } : forged;
    });
    expect(JSON.stringify(posts[1]).length).toBeGreaterThan(60_000);
    // Three senders of 100 each: under the per-address limit, so every post is recorded.
    for (let start = 0; start < posts.length; start += 10) {
      const batch = posts.slice(start, start + 10).map(async (body, offset) => {
        const index = start + offset;
        const answer = await h().request('POST', NOTIFY, { json: body, ip: `198.51.100.${index % 3}` });
        expect(answer.status).toBe(index % 3 === 0 ? 422 : 403);
      });
      await Promise.all(batch);
    }
    const growth = (await size()) - before;
    expect(growth).toBeLessThan(300 * 1024);
    const rows = await db()
      .selectFrom('payment_notifications')
      .select(['gateway_order_id', 'body', 'body_bytes', 'address_hash', 'signature_valid'])
      .where((eb) => eb.or([eb('gateway_order_id', 'like', 'INV-20261122-FORGED-%'), eb('gateway_order_id', 'like', 'XYYY%')]))
      .execute();
    expect(rows).toHaveLength(300);
    expect(rows.every((row) => row.body === null && !row.signature_valid)).toBe(true);
    expect(rows.every((row) => row.body_bytes! > 60_000 && /^[0-9a-f]{64}$/.test(row.address_hash!))).toBe(true);
    expect(Math.max(...rows.map((row) => row.gateway_order_id!.length))).toBe(64);
    expect(new Set(rows.map((row) => row.address_hash)).size).toBe(3);
  }, 180_000);

  it('answers 429 with Retry-After past 120 unsigned notifications a minute from one address, never throttling signed ones', async () => {
    const ip = '192.0.2.77';
    const forged = (index: number) => ({
      ...midtransNotification(`INV-20261122-FLOOD-${index}`, 'settlement', 1000),
      signature_key: 'f'.repeat(128),
    });
    const statuses: number[] = [];
    for (let index = 0; index < 121; index++) {
      statuses.push((await h().request('POST', NOTIFY, { json: forged(index), ip })).status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 403)).toBe(true);
    expect(statuses[120]).toBe(429);
    const refused = await h().request('POST', NOTIFY, { json: forged(121), ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ (detik|menit), ya\.$/),
    });
    const kept = await db()
      .selectFrom('payment_notifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('gateway_order_id', 'like', 'INV-20261122-FLOOD-%')
      .executeTakeFirstOrThrow();
    expect(Number(kept.count)).toBe(120);
    // Another address is not affected; a signed notification from this one still goes through.
    expect((await h().request('POST', NOTIFY, { json: forged(122), ip: '192.0.2.78' })).status).toBe(403);
    const { order, gatewayOrderId } = await familyOrder();
    const signed = await h().request('POST', NOTIFY, {
      json: midtransNotification(gatewayOrderId, 'settlement', order.total),
      ip,
    });
    expect(signed.status).toBe(200);
    // Once the minute has passed, the address may try again.
    h().clock.advance(2 * 60_000);
    expect((await h().request('POST', NOTIFY, { json: forged(123), ip })).status).toBe(403);
  });

  it('refuses a body with a lone surrogate (422) and stores nothing of it', async () => {
    const before = await db().selectFrom('payment_notifications').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const answer = await h().request('POST', NOTIFY, {
      body: '{"order_id":"INV-20261122-SURROG-1","status_code":"200","x":"\\ud800"}',
    });
    expect(answer.status).toBe(422);
    const after = await db().selectFrom('payment_notifications').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('records a hostile signed body (NUL characters, absurd nesting) without failing, and an unsigned one without its body', async () => {
    const hostile = {
      order_id: 'INV-HOSTILE-1',
      status_code: '200',
      gross_amount: '1.00',
      transaction_status: 'settlement',
      status_message: 'nul\u0000here',
      deep: JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown,
    };
    const signed = { ...hostile, signature_key: memorySignature(hostile) };
    expect((await notify(h(), signed)).status).toBe(200);
    const row = await db()
      .selectFrom('payment_notifications')
      .selectAll()
      .where('gateway_order_id', '=', 'INV-HOSTILE-1')
      .executeTakeFirstOrThrow();
    expect(row.body).toMatchObject({ deep: '[terlalu dalam]', status_message: 'nulhere' });
    expect((await notify(h(), { ...hostile, order_id: 'INV-\u0000-2', signature_key: 'x' })).status).toBe(403);
    const unsigned = await db()
      .selectFrom('payment_notifications')
      .selectAll()
      .where('gateway_order_id', '=', 'INV--2')
      .executeTakeFirstOrThrow();
    expect(unsigned).toMatchObject({ body: null, signature_valid: false, transaction_status: 'settlement' });
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

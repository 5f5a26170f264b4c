import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, expect, it, onTestFinished } from 'vitest';
import type { OrderBody, OrderQuoteBody } from '@bimbel/domain/contracts/order-contracts';
import { describeBackend } from '../../testing/backend-harness.ts';
import { seedPackagesDemo } from '../catalogue/seed-packages-demo.ts';
import { tenureEnd } from '@bimbel/domain/subscription/paid-period';
import { applyPaymentStatus } from './apply-payment-status.ts';
import { createFamily, SD_5, SMP_8, tokenOf } from './testing/order-fixtures.ts';
import { reportOf } from './testing/place-order.ts';

type ErrorAnswer = { error: { code: string; message: string } };

describeBackend('ordering a package for the family', (h) => {
  let phone = 6281200000000;
  const nextPhone = () => `+${++phone}`;
  beforeAll(() => seedPackagesDemo(h().database.db));
  beforeEach(() => {
    h().paymentGateway.failing = 0;
  });

  async function family() {
    const made = await createFamily(h().database.db, nextPhone(), [
      { name: 'Raka', ...SMP_8 },
      { name: 'Sinta', ...SMP_8 },
      { name: 'Nadia', ...SD_5 },
    ]);
    const [raka, sinta, nadia] = made.students as [
      (typeof made.students)[0],
      (typeof made.students)[0],
      (typeof made.students)[0],
    ];
    return { ...made, raka, sinta, nadia, parentToken: await tokenOf(h(), made.parent!) };
  }

  const order = (studentIds: string[], extra: Record<string, unknown> = {}) => ({
    clientReference: randomUUID(),
    packageId: 'smp-reguler',
    tenureMonths: 3,
    studentIds,
    paymentMethod: 'bca_va',
    ...extra,
  });

  it('quotes one line per student from the catalogue, storing nothing', async () => {
    const { raka, sinta, parentToken } = await family();
    const response = await h().request('POST', '/api/v1/orders/quote', {
      token: parentToken,
      json: { packageId: 'smp-reguler', tenureMonths: 3, studentIds: [raka.id, sinta.id] },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: OrderQuoteBody };
    expect(data).toMatchObject({
      unitPrice: 807_000,
      quantity: 2,
      total: 1_614_000,
      taxMode: 'exempt',
      taxAmount: 0,
    });
    // Neither has a paid period: each one's would start now and end three calendar months later.
    const period = { startsAt: h().clock.now.toISOString(), endsAt: tenureEnd(h().clock.now, 3).toISOString() };
    expect(data.lines).toEqual([
      { studentId: raka.id, studentName: 'Raka', gradeLabel: 'Kelas 8 SMP/MTs', price: 807_000, ...period },
      { studentId: sinta.id, studentName: 'Sinta', gradeLabel: 'Kelas 8 SMP/MTs', price: 807_000, ...period },
    ]);
    expect(
      await h()
        .database.db.selectFrom('orders')
        .select('id')
        .where('account_id', '=', raka.account_id)
        .execute(),
    ).toEqual([]);
  });

  it('quotes a renewal from the end of the running paid period, per student', async () => {
    const { raka, sinta, parentToken } = await family();
    const placed = await h().request('POST', '/api/v1/orders', { token: parentToken, json: order([raka.id]) });
    const paid = ((await placed.json()) as { data: OrderBody }).data;
    await applyPaymentStatus(h().database.db, reportOf(paid, 'settlement'), h().clock.now);
    const rakaEnds = tenureEnd(h().clock.now, 3);

    const response = await h().request('POST', '/api/v1/orders/quote', {
      token: parentToken,
      json: { packageId: 'smp-reguler', tenureMonths: 6, studentIds: [raka.id, sinta.id] },
    });
    const { data } = (await response.json()) as { data: OrderQuoteBody };
    expect(data.lines.map(({ studentName, startsAt, endsAt }) => ({ studentName, startsAt, endsAt }))).toEqual([
      { studentName: 'Raka', startsAt: rakaEnds.toISOString(), endsAt: tenureEnd(rakaEnds, 6).toISOString() },
      {
        studentName: 'Sinta',
        startsAt: h().clock.now.toISOString(),
        endsAt: tenureEnd(h().clock.now, 6).toISOString(),
      },
    ]);
  });

  it('refuses a student the package is not for, naming them', async () => {
    const { raka, nadia, parentToken } = await family();
    const response = await h().request('POST', '/api/v1/orders', {
      token: parentToken,
      json: order([raka.id, nadia.id]),
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error).toMatchObject({ code: 'student_not_eligible' });
    expect(error.message).toBe(
      'Paket Bimbel SMP Kelas 7–9 bukan untuk Nadia (Kelas 5 SD). Pilih paket yang sesuai dengan kelasnya, ya.',
    );
  });

  it('creates the order priced from the catalogue only, ignoring a price sent with it, and starts the payment', async () => {
    const { raka, sinta, parentToken } = await family();
    const response = await h().request('POST', '/api/v1/orders', {
      token: parentToken,
      json: order([raka.id, sinta.id], { price: 1000, unitPrice: 1000, total: 2000, grossAmount: 2000 }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: OrderBody };
    expect(data).toMatchObject({
      status: 'created',
      unitPrice: 807_000,
      quantity: 2,
      total: 1_614_000,
      canRetry: true,
    });
    expect(data.number).toMatch(/^INV\/20261122\/[2-9A-Z]{6}$/);
    expect(data.expiresAt).toBe('2026-11-23T03:00:00.000Z');
    expect(data.payment).toMatchObject({
      method: 'bca_va',
      methodLabel: 'BCA Virtual Account',
      status: 'created',
    });
    expect(data.payment?.redirectUrl).toMatch(/^https:\/\/pay\.example\.test\//);

    const sent = h().paymentGateway.last();
    expect(sent.gatewayOrderId).toBe(`${data.number.replaceAll('/', '-')}-1`);
    expect(sent.gatewayOrderId.length).toBeLessThanOrEqual(50);
    expect(sent.grossAmount).toBe(1_614_000);
    expect(sent.items).toHaveLength(2);
    expect(
      sent.items.every((item) => item.quantity === 1 && item.price === 807_000 && item.name.length <= 50),
    ).toBe(true);
    expect(sent.items.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(sent.grossAmount);
    expect(sent).toMatchObject({
      paymentMethod: 'bca_va',
      finishUrl: `http://localhost:3000/payment/pending?order=${data.id}`,
    });
    const attempt = await h()
      .database.db.selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({
      gross_amount: 1_614_000,
      redirect_url: data.payment?.redirectUrl,
      gateway: 'memory',
    });
  });

  it('answers the same order for the same client reference, even for concurrent duplicates', async () => {
    const { raka, parentToken } = await family();
    const body = order([raka.id]);
    const before = h().paymentGateway.created.length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        h().request('POST', '/api/v1/orders', { token: parentToken, json: body }),
      ),
    );
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: OrderBody }).data.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(h().paymentGateway.created.length).toBe(before + 1);
    const rows = await h()
      .database.db.selectFrom('orders')
      .select('id')
      .where('client_reference', '=', body.clientReference)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a clientReference reused for another draft (409), and still answers the same draft again', async () => {
    const { raka, sinta, parentToken } = await family();
    const body = order([raka.id]);
    const create = (json: unknown) => h().request('POST', '/api/v1/orders', { token: parentToken, json });
    expect((await create(body)).status).toBe(201);
    const before = h().paymentGateway.created.length;
    for (const other of [
      { ...body, packageId: 'smp-kilat' },
      { ...body, tenureMonths: 6 },
      { ...body, studentIds: [raka.id, sinta.id] },
      { ...body, studentIds: [sinta.id] },
    ]) {
      const answer = await create(other);
      expect(answer.status, JSON.stringify(other)).toBe(409);
      expect(await answer.json()).toEqual({
        error: {
          code: 'order_reference_reused',
          message:
            'Draf pesanan ini sudah dipakai untuk paket atau murid yang lain. Muat ulang halaman, lalu pilih lagi, ya.',
        },
      });
    }
    // The same draft (another payment method is the same order) still answers its order; nothing new was sent.
    expect((await create({ ...body, paymentMethod: 'gopay' })).status).toBe(200);
    expect(h().paymentGateway.created.length).toBe(before);
  });

  it('lets any profile of a family with a parent buy for its children, the parent being the buyer', async () => {
    const { raka, sinta, parent } = await family();
    const fromRakasProfile = await h().request('POST', '/api/v1/orders', {
      token: await tokenOf(h(), raka),
      json: order([sinta.id, raka.id]),
    });
    expect(fromRakasProfile.status).toBe(201);
    const { data } = (await fromRakasProfile.json()) as { data: OrderBody };
    const stored = await h()
      .database.db.selectFrom('orders')
      .select('buyer_user_id')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored.buyer_user_id).toBe(parent!.id);
    expect(h().paymentGateway.last().customer.firstName).toBe(parent!.full_name);
    const seenBySinta = await h().request('GET', `/api/v1/orders/${data.id}`, {
      token: await tokenOf(h(), sinta),
    });
    expect(seenBySinta.status).toBe(200);
  });

  it('lets a student on their own phone buy only for themselves, and nobody for another family', async () => {
    const { raka } = await family();
    const alone = await createFamily(h().database.db, nextPhone(), [{ name: 'Dimas', ...SMP_8 }], {
      parent: false,
    });
    const dimas = alone.students[0]!;
    const dimasToken = await tokenOf(h(), dimas);
    const forStranger = await h().request('POST', '/api/v1/orders', {
      token: dimasToken,
      json: order([raka.id]),
    });
    expect(forStranger.status).toBe(404);
    expect(((await forStranger.json()) as ErrorAnswer).error.message).toBe(
      'Murid tidak ditemukan di akunmu. Muat ulang halaman, lalu pilih murid lagi, ya.',
    );
    const own = await h().request('POST', '/api/v1/orders', { token: dimasToken, json: order([dimas.id]) });
    expect(own.status).toBe(201);
    const stored = await h()
      .database.db.selectFrom('orders')
      .select('buyer_user_id')
      .where('account_id', '=', dimas.account_id)
      .executeTakeFirstOrThrow();
    expect(stored.buyer_user_id).toBe(dimas.id);
  });

  it('keeps the order when the gateway is down (503), and the same request or a retry starts the payment later', async () => {
    const { raka, parentToken } = await family();
    h().paymentGateway.failing = 'all';
    const body = order([raka.id]);
    const failed = await h().request('POST', '/api/v1/orders', { token: parentToken, json: body });
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as ErrorAnswer).error).toMatchObject({ code: 'payment_unavailable' });
    const stored = await h()
      .database.db.selectFrom('orders')
      .selectAll()
      .where('client_reference', '=', body.clientReference)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('created');

    h().paymentGateway.failing = 0;
    const again = await h().request('POST', '/api/v1/orders', { token: parentToken, json: body });
    expect(again.status).toBe(200);
    const { data } = (await again.json()) as { data: OrderBody };
    expect(data).toMatchObject({
      id: stored.id,
      payment: { status: 'created', gatewayOrderId: expect.stringMatching(/-2$/) },
    });
    expect(data.payment?.redirectUrl).toBeTruthy();

    const retried = await h().request('POST', `/api/v1/orders/${stored.id}/payments`, {
      token: parentToken,
      json: { paymentMethod: 'gopay' },
    });
    expect(retried.status).toBe(201);
    const retriedBody = ((await retried.json()) as { data: OrderBody }).data;
    expect(retriedBody.payment).toMatchObject({
      method: 'gopay',
      status: 'created',
      gatewayOrderId: expect.stringMatching(/-3$/),
    });
    expect(h().paymentGateway.cancelled).toContain(data.payment?.gatewayOrderId);
  });

  it('refuses the 11th new order of a family within an hour (429, Retry-After, no gateway call), while replays of earlier drafts still answer', async () => {
    const family_ = await family();
    const { raka, sinta, parentToken, students } = family_;
    const started = h().clock.now;
    onTestFinished(() => {
      h().clock.now = started;
    });
    const studentToken = await tokenOf(h(), students[0]!);
    const drafts = Array.from({ length: 10 }, () => order([raka.id]));
    for (const [index, draft] of drafts.entries()) {
      // Two profiles and two addresses of one family: the allowance is the family's.
      const answer = await h().request('POST', '/api/v1/orders', {
        token: index % 2 ? parentToken : studentToken,
        json: draft,
        ip: index % 2 ? '203.0.113.20' : '203.0.113.21',
      });
      expect(answer.status).toBe(201);
      h().clock.advance(60_000);
    }
    const snapCalls = h().paymentGateway.created.length;
    const eleventh = order([raka.id, sinta.id]);
    const refused = await h().request('POST', '/api/v1/orders', { token: parentToken, json: eleventh, ip: '198.51.100.99' });
    expect(refused.status).toBe(429);
    // The first order leaves the hour 60 − 10 minutes after the last one.
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(((await refused.json()) as ErrorAnswer).error).toEqual({
      code: 'rate_limited',
      message:
        'Kamu sudah membuat 10 pesanan dalam satu jam terakhir. Bayar pesanan yang sudah ada di halaman pembelian, atau buat pesanan baru lagi dalam 50 menit, ya.',
    });
    expect(h().paymentGateway.created).toHaveLength(snapCalls);
    const stored = await h()
      .database.db.selectFrom('orders')
      .select('client_reference')
      .where('account_id', '=', raka.account_id)
      .execute();
    expect(stored).toHaveLength(10);
    // A replay of an earlier draft is the same order, not a new one: it passes, and calls no gateway.
    for (const draft of [drafts[0]!, drafts[9]!]) {
      const replay = await h().request('POST', '/api/v1/orders', { token: parentToken, json: draft });
      expect(replay.status).toBe(200);
    }
    expect(h().paymentGateway.created).toHaveLength(snapCalls);
    // Another family is not affected.
    const other = await family();
    expect((await h().request('POST', '/api/v1/orders', { token: other.parentToken, json: order([other.raka.id]) })).status).toBe(201);
    // An hour after the first order, one place is free again.
    h().clock.advance(50 * 60_000);
    const laterToken = await tokenOf(h(), family_.parent!);
    expect((await h().request('POST', '/api/v1/orders', { token: laterToken, json: eleventh })).status).toBe(201);
    expect((await h().request('POST', '/api/v1/orders', { token: laterToken, json: order([raka.id]) })).status).toBe(429);
  });

  it('refuses a retry while a payment is pending', async () => {
    const { raka, parentToken } = await family();
    const created = await h().request('POST', '/api/v1/orders', {
      token: parentToken,
      json: order([raka.id]),
    });
    const { data } = (await created.json()) as { data: OrderBody };
    await h()
      .database.db.updateTable('payment_attempts')
      .set({ status: 'pending' })
      .where('order_id', '=', data.id)
      .execute();
    const retried = await h().request('POST', `/api/v1/orders/${data.id}/payments`, {
      token: parentToken,
      json: { paymentMethod: 'ovo' },
    });
    expect(retried.status).toBe(409);
    expect(((await retried.json()) as ErrorAnswer).error.code).toBe('order_not_payable');
  });

  it('shows an order to its family only, and no receipt before it is paid', async () => {
    const { raka, parentToken } = await family();
    const other = await family();
    const created = await h().request('POST', '/api/v1/orders', {
      token: parentToken,
      json: order([raka.id]),
    });
    const { data } = (await created.json()) as { data: OrderBody };
    expect((await h().request('GET', `/api/v1/orders/${data.id}`, { token: parentToken })).status).toBe(200);
    expect((await h().request('GET', `/api/v1/orders/${data.id}`, { token: other.parentToken })).status).toBe(
      404,
    );
    expect(
      (await h().request('GET', `/api/v1/orders/${data.id}/receipt`, { token: parentToken })).status,
    ).toBe(404);
    const purchases = await h().request('GET', '/api/v1/purchases', { token: parentToken });
    expect(await purchases.json()).toEqual({ data: { purchases: [] } });
  });
});

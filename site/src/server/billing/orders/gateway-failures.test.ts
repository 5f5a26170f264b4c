import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { Secret } from '../../config/secret.ts';
import { seedPackagesDemo } from '../catalogue/seed-packages-demo.ts';
import { MidtransSnapGateway } from '../payments/midtrans/midtrans-snap-gateway.ts';
import { serveFetch, type ServedBackend } from '../payments/testing/serve-backend.ts';
import { describeBackend } from '../../testing/backend-harness.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { createFamily, SMP_8, tokenOf } from './testing/order-fixtures.ts';

/*
 * What a family is told, and what the log says, when the payment gateway fails (decision 079):
 * the Midtrans adapter facing a stub server that times out, answers 5xx, answers 4xx or is gone.
 */

const SERVER_KEY = 'SB-Mid-server-StubKey0123456789abcdef';
const BASIC = Buffer.from(`${SERVER_KEY}:`).toString('base64');

type ErrorAnswer = { error: { code: string; message: string } };
type Stub = (request: Request) => Response | Promise<Response>;

describeBackend('telling a family whether to try again when the payment gateway fails', (h) => {
  let phone = 6281500000000;
  let stub: Stub = () => new Response('{}', { status: 500 });
  let served: ServedBackend;
  let logs: string[] = [];

  beforeAll(async () => {
    await seedPackagesDemo(h().database.db);
    served = await serveFetch((request) => stub(request));
  });
  afterAll(async () => {
    h().paymentGateway.createVia = undefined;
    await served.close();
  });
  beforeEach(() => {
    logs = [];
    const collect = (line: unknown) => void logs.push(String(line));
    vi.spyOn(console, 'error').mockImplementation(collect).mockClear();
    vi.spyOn(console, 'log').mockImplementation(collect).mockClear();
    h().paymentGateway.createVia = new MidtransSnapGateway({
      name: 'midtrans',
      snapBaseUrl: served.origin,
      apiBaseUrl: served.origin,
      serverKey: new Secret(SERVER_KEY),
    });
    return () => vi.restoreAllMocks();
  });

  async function orderOnce(paymentMethod = 'bca_va', clientReference: string = randomUUID()) {
    const family = await createFamily(h().database.db, `+${++phone}`, [{ name: 'Raka', ...SMP_8 }]);
    const token = await tokenOf(h(), family.parent!);
    const body = {
      clientReference,
      packageId: 'smp-reguler',
      tenureMonths: 3,
      studentIds: [family.students[0]!.id],
      paymentMethod,
    };
    const answer = await h().request('POST', '/api/v1/orders', { token, json: body });
    return { answer, token, body, accountId: family.parent!.account_id };
  }

  /** The one log line of the failed gateway call, parsed. */
  function failureLine() {
    const lines = logs.filter((line) => line.includes('payment gateway call failed'));
    expect(lines).toHaveLength(1);
    return JSON.parse(lines[0]!) as Record<string, unknown>;
  }

  async function attemptOf(accountId: string) {
    return h()
      .database.db.selectFrom('payment_attempts')
      .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
      .select(['payment_attempts.status', 'payment_attempts.failure_reason'])
      .where('orders.account_id', '=', accountId)
      .executeTakeFirstOrThrow();
  }

  it('says "try again in a few minutes" (503) when Midtrans does not answer in time, and logs a timeout', async () => {
    stub = () => new Promise<Response>(() => {});
    h().paymentGateway.createVia = new MidtransSnapGateway({
      name: 'midtrans',
      snapBaseUrl: served.origin,
      apiBaseUrl: served.origin,
      serverKey: new Secret(SERVER_KEY),
      timeoutMs: 300,
    });
    const { answer, accountId } = await orderOnce();
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as ErrorAnswer).error).toEqual({
      code: 'payment_unavailable',
      message: 'Layanan pembayaran sedang sibuk. Coba lagi dalam beberapa menit; pesananmu tetap tersimpan.',
    });
    expect(failureLine()).toMatchObject({
      level: 'warn',
      kind: 'timeout',
      retryable: true,
      reason: expect.stringMatching(/within 300 ms/),
    });
    expect(await attemptOf(accountId)).toMatchObject({ status: 'failed' });
  });

  it('says "try again in a few minutes" (503) when Midtrans answers 500, logging its status and error_messages', async () => {
    stub = () =>
      Response.json(
        { error_messages: ['Sorry, we encountered internal server error. We will fix this soon.'] },
        { status: 500 },
      );
    const { answer } = await orderOnce();
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as ErrorAnswer).error.message).toBe(ORDER_MESSAGES.paymentBusy);
    expect(failureLine()).toMatchObject({
      level: 'warn',
      kind: 'unavailable',
      retryable: true,
      status: 500,
      gatewayMessages: ['Sorry, we encountered internal server error. We will fix this soon.'],
    });
  });

  it('says "try again" (503) when Midtrans cannot be reached at all, and logs a network failure', async () => {
    const gone = await serveFetch(() => new Response('{}'));
    await gone.close();
    h().paymentGateway.createVia = new MidtransSnapGateway({
      name: 'midtrans',
      snapBaseUrl: gone.origin,
      apiBaseUrl: gone.origin,
      serverKey: new Secret(SERVER_KEY),
    });
    const { answer } = await orderOnce();
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as ErrorAnswer).error.message).toBe(ORDER_MESSAGES.paymentBusy);
    expect(failureLine()).toMatchObject({ kind: 'network', retryable: true });
  });

  it('says "choose another method" (422) when Midtrans refuses the payment (4xx), and another method then goes through on the same order', async () => {
    stub = () =>
      Response.json(
        { error_messages: ['Payment channel bca_va is not activated'], status_code: '400' },
        { status: 400 },
      );
    const { answer, token, body, accountId } = await orderOnce('bca_va');
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as ErrorAnswer).error).toEqual({
      code: 'payment_method_unavailable',
      message: 'Metode pembayaran ini sedang tidak tersedia. Pilih metode lain; pesananmu tetap tersimpan.',
    });
    expect(failureLine()).toMatchObject({
      kind: 'refused',
      retryable: false,
      status: 400,
      gatewayCode: '400',
      gatewayMessages: ['Payment channel bca_va is not activated'],
    });
    expect(await attemptOf(accountId)).toEqual({
      status: 'failed',
      failure_reason: expect.stringMatching(/menolak metode ini/),
    });
    stub = () =>
      Response.json(
        {
          token: 'snap-token-1',
          redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1',
        },
        { status: 201 },
      );
    const again = await h().request('POST', '/api/v1/orders', {
      token,
      json: { ...body, paymentMethod: 'gopay' },
    });
    expect(again.status).toBe(200);
    expect(
      ((await again.json()) as { data: { payment: { method: string; redirectUrl: string } } }).data.payment,
    ).toMatchObject({
      method: 'gopay',
      redirectUrl: 'https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1',
    });
  });

  it('never writes the server key or the Authorization header in the log, even when Midtrans echoes them back', async () => {
    stub = (request) =>
      Response.json(
        { error_messages: [`bad request from ${request.headers.get('authorization')} key ${SERVER_KEY}`] },
        { status: 400 },
      );
    const { answer } = await orderOnce();
    expect(answer.status).toBe(422);
    stub = (request) =>
      Response.json(
        { error_messages: [`Access denied for ${request.headers.get('authorization')}`] },
        { status: 401 },
      );
    const refused = await orderOnce();
    // Our key refused: nothing the family can do, the operator's fault — an error line.
    expect(refused.answer.status).toBe(503);
    expect(((await refused.answer.json()) as ErrorAnswer).error.message).toBe(ORDER_MESSAGES.paymentsOff);
    const lines = logs.filter((line) => line.includes('payment gateway call failed'));
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'error', kind: 'misconfigured', status: 401 });
    expect(lines.join('\n')).toContain('[server key]');
    for (const line of logs) {
      expect(line).not.toContain(SERVER_KEY);
      expect(line).not.toContain(BASIC);
    }
  });
});

import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetTables } from '../../../db/testing/test-database.ts';
import { describeBackend, TEST_ORIGIN, type Harness } from '../../../testing/backend-harness.ts';
import { createPaymentGateway } from '../create-payment-gateway.ts';
import { PaymentGatewayError } from '../payment-gateway.ts';
import { serveBackend, serveFetch, type ServedBackend } from '../testing/serve-backend.ts';
import { transactionInput } from '../testing/transaction-input.ts';
import { MidtransSnapGateway } from './midtrans-snap-gateway.ts';
import { Secret } from '../../../config/secret.ts';

/*
 * The Midtrans Snap adapter against the built-in sandbox over real HTTP: the backend app served on
 * a free port, the adapter built by createPaymentGateway as the orders service builds it.
 */

const NOW = new Date('2026-11-27T03:00:00Z');

function setup(h: () => Harness) {
  let served: ServedBackend;
  beforeAll(async () => {
    served = await serveBackend(h());
  });
  afterAll(() => served.close());
  beforeEach(async () => {
    await resetTables(h().database);
    h().clock.now = NOW;
  });
  const gateway = (overrides: { fetch?: typeof fetch } = {}) =>
    createPaymentGateway(h().config, { sandboxBaseUrl: `${served.origin}/midtrans-sandbox`, now: () => h().clock.now, ...overrides });
  const sandboxKey = () => {
    const { midtrans } = h().config;
    if (midtrans.mode !== 'sandbox') throw new Error('the test config must run the built-in sandbox');
    return midtrans.serverKey.reveal();
  };
  /** The tester's choice on the payment page, posted as the browser posts it. */
  const pay = async (redirectUrl: string, fields: Record<string, string>) => {
    const path = new URL(redirectUrl).pathname;
    return h().request('POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };
  const raw = (path: string, init: RequestInit = {}) => fetch(`${served.origin}/midtrans-sandbox${path}`, init);
  const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
  const origin = () => served.origin;
  return { gateway, sandboxKey, pay, raw, basic, origin };
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describeBackend('the Midtrans Snap adapter against the built-in sandbox', (h) => {
  const { gateway, sandboxKey, pay, raw, basic, origin } = setup(h);

  it('creates a Snap transaction and gets its token and payment page, which the status API does not know yet', async () => {
    const created = await gateway().createTransaction(transactionInput());
    expect(created.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.redirectUrl).toBe(`${TEST_ORIGIN}/midtrans-sandbox/snap/v4/redirection/${created.token}`);
    expect(gateway().name).toBe('sandbox');
    await expect(gateway().getStatus('INV-20261127-7F3K2Q-1')).resolves.toBeNull();
  });

  it('reads a paid transaction from the status API as Midtrans reports it, with a signature that checks', async () => {
    const { redirectUrl } = await gateway().createTransaction(transactionInput());
    expect((await pay(redirectUrl, { outcome: 'paid' })).status).toBe(303);
    const report = await gateway().getStatus('INV-20261127-7F3K2Q-1');
    expect(report).toMatchObject({
      gatewayOrderId: 'INV-20261127-7F3K2Q-1',
      transactionStatus: 'settlement',
      fraudStatus: 'accept',
      statusCode: '200',
      grossAmount: '290000.00',
      paymentType: 'bank_transfer',
    });
    expect(report?.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await (await raw('/v2/INV-20261127-7F3K2Q-1/status', { headers: { authorization: basic(sandboxKey()) } })).json()) as {
      order_id: string;
      status_code: string;
      gross_amount: string;
      signature_key: string;
    };
    expect(gateway().verifySignature(body)).toBe(true);
    expect(gateway().verifySignature({ ...body, status_code: '201' })).toBe(false);
  });

  it('cancels and expires pending payments, and refuses to expire a settled one (412)', async () => {
    for (const [orderId, action] of [['ORDER-cancel-1', 'cancel'], ['ORDER-expire-1', 'expire']] as const) {
      const { redirectUrl } = await gateway().createTransaction(transactionInput({ gatewayOrderId: orderId }));
      await pay(redirectUrl, { outcome: 'pending_then_paid', paid_after_seconds: '600' });
      expect((await gateway().getStatus(orderId))?.transactionStatus).toBe('pending');
      await gateway()[action](orderId);
      expect((await gateway().getStatus(orderId))?.transactionStatus).toBe(action);
    }
    const { redirectUrl } = await gateway().createTransaction(transactionInput({ gatewayOrderId: 'ORDER-paid-1' }));
    await pay(redirectUrl, { outcome: 'paid' });
    const refused = await failureOf(gateway().expire('ORDER-paid-1'));
    expect(refused.status).toBe(412);
    expect((await gateway().getStatus('ORDER-paid-1'))?.transactionStatus).toBe('settlement');
  });

  it('resolves cancel and expire of a transaction nobody paid with (Midtrans answers 404: nothing to end)', async () => {
    await gateway().createTransaction(transactionInput({ gatewayOrderId: 'ORDER-unpaid-1' }));
    await expect(gateway().cancel('ORDER-unpaid-1')).resolves.toBeUndefined();
    await expect(gateway().expire('never-created')).resolves.toBeUndefined();
  });

  it('is refused with a wrong server key (401) on every call, and never writes the key in its errors', async () => {
    const key = 'SB-Mid-server-wrong-key-0123456789';
    const wrong = new MidtransSnapGateway({
      name: 'sandbox',
      snapBaseUrl: `${origin()}/midtrans-sandbox`,
      apiBaseUrl: `${origin()}/midtrans-sandbox`,
      serverKey: new Secret(key),
    });
    const failures = [
      await failureOf(wrong.createTransaction(transactionInput())),
      await failureOf(wrong.getStatus('INV-20261127-7F3K2Q-1')),
      await failureOf(wrong.cancel('INV-20261127-7F3K2Q-1')),
    ];
    for (const failure of failures) {
      expect(failure.status).toBe(401);
      expect(failure.message).not.toContain(key);
      expect(failure.message).not.toContain(Buffer.from(`${key}:`).toString('base64'));
    }
    expect(failures[0]?.message).toMatch(/Access denied/);
  });

  it('refuses a gross amount that is not the sum of the items before sending, and so does the sandbox', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const failure = await failureOf(gateway({ fetch: counting }).createTransaction(transactionInput({ grossAmount: 289_000 })));
    expect(failure.message).toMatch(/gross_amount 289000 is not the sum of item_details \(290000\)/);
    expect(calls).toBe(0);
    const answer = await raw('/snap/v1/transactions', {
      method: 'POST',
      headers: { authorization: basic(sandboxKey()), 'content-type': 'application/json' },
      body: JSON.stringify({
        transaction_details: { order_id: 'ORDER-mismatch-1', gross_amount: 289_000 },
        item_details: [{ id: 'a', name: 'Paket', price: 145_000, quantity: 2 }],
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
    });
  });

  it('is refused when an order id is used again (400), as Midtrans refuses it', async () => {
    await gateway().createTransaction(transactionInput());
    const failure = await failureOf(gateway().createTransaction(transactionInput()));
    expect(failure.status).toBe(400);
    expect(failure.message).toMatch(/transaction_details\.order_id sudah digunakan/);
  });

  it('refuses an order id over 50 characters or with other characters, before sending and at the sandbox', async () => {
    for (const gatewayOrderId of ['A'.repeat(51), 'INV/2026/1', 'INV 1', '']) {
      const failure = await failureOf(gateway().createTransaction(transactionInput({ gatewayOrderId })));
      expect(failure.message).toMatch(/order_id must be 1-50 letters/);
    }
    await expect(gateway().createTransaction(transactionInput({ gatewayOrderId: `A${'-._~'.repeat(12)}1` }))).resolves.toBeDefined();
    const answer = await raw('/snap/v1/transactions', {
      method: 'POST',
      headers: { authorization: basic(sandboxKey()), 'content-type': 'application/json' },
      body: JSON.stringify({ transaction_details: { order_id: 'A'.repeat(51), gross_amount: 1000 } }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error_messages: ['transaction_details.order_id is too long (maximum is 50 characters)'],
    });
  });

  it('sends the documented Snap body: Basic auth, one enabled payment, the finish URL and an expiry from now', async () => {
    const seen: { headers: Headers; body: Record<string, unknown> }[] = [];
    const spying: typeof fetch = async (input, init) => {
      seen.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return fetch(input, init);
    };
    const long = 'Paket UTBK-SNBT Intensif 12 bulan untuk Muhammad Rizky Pratama';
    await gateway({ fetch: spying }).createTransaction(
      transactionInput({ items: [{ id: 'utbk', name: long, price: 290_000, quantity: 1 }], paymentMethod: 'dana' }),
    );
    expect(seen[0]?.headers.get('authorization')).toBe(basic(sandboxKey()));
    expect(seen[0]?.body).toMatchObject({
      transaction_details: { order_id: 'INV-20261127-7F3K2Q-1', gross_amount: 290_000 },
      item_details: [{ id: 'utbk', price: 290_000, quantity: 1 }],
      customer_details: { first_name: 'Ibu Sari', phone: '+6281100000002', email: 'sari@example.id' },
      enabled_payments: ['dana'],
      callbacks: { finish: 'http://localhost:3000/payment/pending?order=7f3k2q' },
      expiry: { start_time: '2026-11-27 10:00:00 +0700', unit: 'minute', duration: 60 },
    });
    // Cut to Snap's 50 characters, at a word end, with an ellipsis.
    expect((seen[0]?.body.item_details as { name: string }[])[0]?.name).toBe('Paket UTBK-SNBT Intensif 12 bulan untuk Muhammad…');
  });

  it('gives up after its timeout when nobody answers, with an error that says so', async () => {
    const silent = await serveFetch(() => new Promise<Response>(() => {}));
    try {
      const slow = new MidtransSnapGateway({
        name: 'sandbox',
        snapBaseUrl: silent.origin,
        apiBaseUrl: silent.origin,
        serverKey: new Secret(sandboxKey()),
        timeoutMs: 200,
      });
      const failure = await failureOf(slow.getStatus('INV-1'));
      expect(failure.message).toBe('Midtrans did not answer status of INV-1 within 200 ms');
      expect(failure.status).toBeUndefined();
    } finally {
      await silent.close();
    }
  });
});

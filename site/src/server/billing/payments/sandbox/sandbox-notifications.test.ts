import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Secret } from '../../../config/secret.ts';
import { resetTables } from '../../../db/testing/test-database.ts';
import { createJobRegistry } from '../../../jobs/job-registry.ts';
import { runDueJobs } from '../../../jobs/job-runner.ts';
import { describeBackend, type Harness } from '../../../testing/backend-harness.ts';
import { MidtransSnapGateway } from '../midtrans/midtrans-snap-gateway.ts';
import { serveBackend, serveFetch, type ServedBackend } from '../testing/serve-backend.ts';
import { transactionInput } from '../testing/transaction-input.ts';
import { createPaymentGateway } from '../create-payment-gateway.ts';
import { registerMidtransSandboxJobs } from './sandbox-jobs.ts';
import { notificationRetries } from './sandbox-notify-job.ts';

/*
 * The sandbox's HTTP notifications: sent by durable jobs to the shop's URL, signed as Midtrans
 * signs them, retried as Midtrans retries them, and bent by the tester's switches (duplicate,
 * out of order, delayed, dropped). A receiver on a free port records what arrives.
 */

type Notification = { order_id: string; status_code: string; gross_amount: string; signature_key: string; [key: string]: unknown };

const NOW = new Date('2026-11-27T03:00:00Z');
const MINUTE = 60_000;

function setup(h: () => Harness) {
  let served: ServedBackend;
  let receiver: ServedBackend;
  const received: { path: string; body: Notification }[] = [];
  let answers: number[] = [];
  beforeAll(async () => {
    served = await serveBackend(h());
    receiver = await serveFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/moved') return new Response(null, { status: 307, headers: { location: '/notify' } });
      received.push({ path, body: (await request.json()) as Notification });
      return new Response('OK', { status: answers.shift() ?? 200 });
    });
  });
  afterAll(async () => {
    await served.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await resetTables(h().database);
    h().clock.now = NOW;
    received.length = 0;
    answers = [];
  });
  const serverKey = () => {
    const { midtrans } = h().config;
    if (midtrans.mode !== 'sandbox') throw new Error('the test config must run the built-in sandbox');
    return midtrans.serverKey;
  };
  const gateway = (path = '/notify') =>
    new MidtransSnapGateway({
      name: 'sandbox',
      snapBaseUrl: `${served.origin}/midtrans-sandbox`,
      apiBaseUrl: `${served.origin}/midtrans-sandbox`,
      serverKey: new Secret(serverKey().reveal()),
      notificationUrl: `${receiver.origin}${path}`,
      now: () => h().clock.now,
    });
  /** Creates a transaction and posts the tester's choice on its payment page. */
  const payWith = async (fields: Record<string, string>, orderId = 'INV-20261127-7F3K2Q-1', path?: string, expiryMinutes = 30) => {
    const { redirectUrl } = await gateway(path).createTransaction(transactionInput({ gatewayOrderId: orderId, expiryMinutes }));
    const response = await h().request('POST', new URL(redirectUrl).pathname, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(303);
  };
  /**
   * Polls the sandbox's due jobs at `offsetMs` after NOW until none is left (a job made by another,
   * like a settlement's notification, runs at the next poll). Answers how many ran.
   */
  const runJobsAt = async (offsetMs: number) => {
    const registry = createJobRegistry();
    registerMidtransSandboxJobs(h().config, { registry });
    h().clock.now = new Date(NOW.getTime() + offsetMs);
    let ran = 0;
    for (let poll = 0; poll < 5; poll += 1) {
      const summary = await runDueJobs(h().database.db, registry.handlers, h().clock.now);
      expect(summary.failed + summary.lost).toBe(0);
      if (summary.done === 0) break;
      ran += summary.done;
    }
    return ran;
  };
  const statuses = () => received.map(({ body }) => `${String(body.transaction_status)} ${body.status_code}`);
  const sandboxUrl = () => `${served.origin}/midtrans-sandbox`;
  return { gateway, payWith, runJobsAt, received, statuses, sandboxUrl, serverKey, setAnswers: (next: number[]) => (answers = next) };
}

describeBackend('the sandbox gateway’s notifications', (h) => {
  const { gateway, payWith, runJobsAt, received, statuses, sandboxUrl, serverKey, setAnswers } = setup(h);

  it('notifies pending then settlement for a payment made now, each signed as Midtrans signs', async () => {
    await payWith({ outcome: 'paid' });
    expect(await runJobsAt(0)).toBe(2);
    expect(statuses()).toEqual(['pending 201', 'settlement 200']);
    for (const { path, body } of received) {
      expect(path).toBe('/notify');
      expect(body).toMatchObject({
        order_id: 'INV-20261127-7F3K2Q-1',
        gross_amount: '290000.00',
        payment_type: 'bank_transfer',
        status_message: 'midtrans payment notification',
        fraud_status: 'accept',
        transaction_time: '2026-11-27 10:00:00',
      });
      expect(gateway().verifySignature(body)).toBe(true);
    }
    expect(received[1]?.body.settlement_time).toBe('2026-11-27 10:00:00');
    expect(received[0]?.body.va_numbers).toEqual([{ bank: 'bca', va_number: expect.stringMatching(/^39\d{13}$/) }]);
  });

  it('sends each notification N times when duplicates are asked for, identical each time', async () => {
    await payWith({ outcome: 'paid', copies: '3' });
    await runJobsAt(0);
    expect(statuses()).toEqual(['pending 201', 'pending 201', 'pending 201', 'settlement 200', 'settlement 200', 'settlement 200']);
    expect(new Set(received.slice(3).map(({ body }) => JSON.stringify(body))).size).toBe(1);
  });

  it('sends a stale pending after the settlement when out-of-order delivery is asked for', async () => {
    await payWith({ outcome: 'paid', out_of_order: '1' });
    await runJobsAt(0);
    expect(statuses()).toEqual(['pending 201', 'settlement 200']);
    await runJobsAt(1000);
    expect(statuses()).toEqual(['pending 201', 'settlement 200', 'pending 201']);
    expect(gateway().verifySignature(received[2]!.body)).toBe(true);
  });

  it('holds every notification back for the asked delay', async () => {
    await payWith({ outcome: 'denied', notify_delay_seconds: '120' });
    await runJobsAt(119_000);
    expect(received).toHaveLength(0);
    await runJobsAt(120_000);
    expect(statuses()).toEqual(['deny 202']);
  });

  it('sends nothing when notifications are dropped, while the status API still tells the settlement', async () => {
    await payWith({ outcome: 'paid', drop: '1', out_of_order: '1', copies: '2' });
    await runJobsAt(0);
    await runJobsAt(10 * MINUTE);
    expect(received).toHaveLength(0);
    expect((await gateway().getStatus('INV-20261127-7F3K2Q-1'))?.transactionStatus).toBe('settlement');
  });

  it('settles a pending payment after the asked delay, by a durable job, and notifies it then', async () => {
    await payWith({ outcome: 'pending_then_paid', paid_after_seconds: '45' });
    await runJobsAt(0);
    expect(statuses()).toEqual(['pending 201']);
    expect((await gateway().getStatus('INV-20261127-7F3K2Q-1'))?.transactionStatus).toBe('pending');
    await runJobsAt(44_000);
    expect(statuses()).toEqual(['pending 201']);
    await runJobsAt(45_000);
    expect(statuses()).toEqual(['pending 201', 'settlement 200']);
    expect(received[1]?.body.settlement_time).toBe('2026-11-27 10:00:45');
    expect((await gateway().getStatus('INV-20261127-7F3K2Q-1'))?.transactionStatus).toBe('settlement');
  });

  it('expires a pending payment when its time is up, and a settlement planned later changes nothing', async () => {
    await payWith({ outcome: 'pending_then_paid', paid_after_seconds: '600' }, 'ORDER-late-1', '/notify', 5);
    await runJobsAt(0);
    await runJobsAt(5 * MINUTE);
    expect(statuses()).toEqual(['pending 201', 'expire 202']);
    await runJobsAt(10 * MINUTE);
    expect(statuses()).toEqual(['pending 201', 'expire 202']);
    expect((await gateway().getStatus('ORDER-late-1'))?.statusCode).toBe('407');
  });

  it('notifies an expired outcome as pending then expire, and a denied one as deny', async () => {
    await payWith({ outcome: 'expired' }, 'ORDER-expired-1');
    await payWith({ outcome: 'denied' }, 'ORDER-denied-1');
    await runJobsAt(0);
    expect(statuses()).toEqual(['pending 201', 'expire 202', 'deny 202']);
  });

  it('notifies a cancel made through the API', async () => {
    await payWith({ outcome: 'pending_then_paid', paid_after_seconds: '600' });
    await gateway().cancel('INV-20261127-7F3K2Q-1');
    await runJobsAt(0);
    expect(statuses()).toEqual(['pending 201', 'cancel 202']);
  });

  it('retries a refused notification as Midtrans does: 503 at 2 and 10 minutes, until it is taken', async () => {
    setAnswers([503, 503, 200]);
    await payWith({ outcome: 'denied' });
    await runJobsAt(0);
    await runJobsAt(2 * MINUTE - 1);
    expect(received).toHaveLength(1);
    await runJobsAt(2 * MINUTE);
    expect(received).toHaveLength(2);
    await runJobsAt(12 * MINUTE);
    expect(received).toHaveLength(3);
    await runJobsAt(24 * 60 * MINUTE);
    expect(received).toHaveLength(3);
  });

  it('retries a 500 only once, and follows a 307 redirect with the same POST', async () => {
    setAnswers([500, 500]);
    await payWith({ outcome: 'denied' }, 'ORDER-500-1', '/moved');
    await runJobsAt(0);
    await runJobsAt(2 * MINUTE);
    await runJobsAt(24 * 60 * MINUTE);
    expect(received.map(({ path }) => path)).toEqual(['/notify', '/notify']);
    expect(received[1]?.body).toEqual(received[0]?.body);
  });

  it('notifies this site’s own notification handler when the transaction names no URL', async () => {
    await createPaymentGateway(h().config, { sandboxBaseUrl: sandboxUrl() }).createTransaction(transactionInput());
    const row = await h()
      .database.db.selectFrom('midtrans_sandbox_transactions')
      .select('notification_url')
      .executeTakeFirstOrThrow();
    expect(row.notification_url).toBe('http://localhost:3000/api/v1/payments/midtrans/notification');
  });

  it('retries five times, 2, 10, 30, 90 and 210 minutes apart, when the shop does not answer', async () => {
    const unreachable = new MidtransSnapGateway({
      name: 'sandbox',
      snapBaseUrl: sandboxUrl(),
      apiBaseUrl: sandboxUrl(),
      serverKey: new Secret(serverKey().reveal()),
      notificationUrl: 'http://127.0.0.1:9/notify',
      now: () => h().clock.now,
    });
    const { redirectUrl } = await unreachable.createTransaction(transactionInput());
    await h().request('POST', new URL(redirectUrl).pathname, {
      body: 'outcome=denied',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const runs: number[] = [];
    for (const minute of [0, 2, 12, 42, 132, 342, 24 * 60]) runs.push(await runJobsAt(minute * MINUTE));
    expect(runs).toEqual([1, 1, 1, 1, 1, 1, 0]);
  });
});

describe('how often Midtrans retries a notification, by the shop’s answer', () => {
  it('follows Midtrans’s table: none after 2xx or 301-303, 1 after 500, 4 after 503, 2 after 400/404, else 5', () => {
    expect([200, 201, 204, 301, 302, 303].map(notificationRetries)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(notificationRetries(500)).toBe(1);
    expect(notificationRetries(503)).toBe(4);
    expect([400, 404].map(notificationRetries)).toEqual([2, 2]);
    expect([401, 403, 409, 429, 502, 504, undefined].map(notificationRetries)).toEqual([5, 5, 5, 5, 5, 5, 5]);
  });
});

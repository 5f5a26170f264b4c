import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../../../db/testing/test-database.ts';
import { describeBackend } from '../../../testing/backend-harness.ts';

/*
 * The sandbox gateway is not one of our API contracts (it stands in for Midtrans), but like every
 * address of this server no input may crash it or answer 5xx (issue 16): arbitrary bodies, form
 * fields, paths, content types and Authorization headers, with and without the right key.
 */

const ROUTES = [
  ['POST', '/midtrans-sandbox/snap/v1/transactions'],
  ['GET', '/midtrans-sandbox/v2/:id/status'],
  ['POST', '/midtrans-sandbox/v2/:id/cancel'],
  ['POST', '/midtrans-sandbox/v2/:id/expire'],
  ['GET', '/midtrans-sandbox/snap/v4/redirection/:id'],
  ['POST', '/midtrans-sandbox/snap/v4/redirection/:id'],
  ['GET', '/midtrans-sandbox/:id'],
  ['DELETE', '/midtrans-sandbox/v2/:id/status'],
] as const;

const headerValue = fc.string({ maxLength: 200 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));

const snapish = fc
  .record({
    transaction_details: fc.record({
      order_id: fc.oneof(fc.string({ maxLength: 60 }), fc.constant('INV-1'), fc.anything()),
      gross_amount: fc.oneof(fc.integer(), fc.double(), fc.constant(290_000), fc.anything()),
    }),
    item_details: fc.oneof(
      fc.array(fc.record({ id: fc.string(), name: fc.string(), price: fc.integer(), quantity: fc.integer() }), { maxLength: 3 }),
      fc.anything(),
    ),
    enabled_payments: fc.oneof(fc.array(fc.constantFrom('bca_va', 'gopay', 'x', '')), fc.anything()),
    callbacks: fc.oneof(fc.record({ finish: fc.oneof(fc.webUrl(), fc.string()) }), fc.anything()),
    expiry: fc.oneof(
      fc.record({ unit: fc.constantFrom('minute', 'hours', 'week'), duration: fc.integer(), start_time: fc.string() }),
      fc.anything(),
    ),
  })
  .map((value) => JSON.stringify(value));

const bodies = fc.oneof(
  snapish,
  fc.json(),
  fc.string({ maxLength: 300 }),
  fc.dictionary(fc.constantFrom('outcome', 'method', 'copies', 'paid_after_seconds', 'notify_delay_seconds', 'drop', 'x'), fc.string({ maxLength: 20 })).map(
    (fields) => new URLSearchParams(fields).toString(),
  ),
);

describeBackend('the sandbox gateway under arbitrary input', (h) => {
  beforeEach(async () => {
    await resetTables(h().database);
  });

  it('never answers 5xx, whatever the path, body, content type or key', async () => {
    const { midtrans } = h().config;
    if (midtrans.mode !== 'sandbox') throw new Error('the test config must run the built-in sandbox');
    const goodAuth = `Basic ${Buffer.from(`${midtrans.serverKey.reveal()}:`).toString('base64')}`;
    // A real transaction and its page, so that fuzzed ids sometimes hit something that exists.
    const created = await h().request('POST', '/midtrans-sandbox/snap/v1/transactions', {
      headers: { authorization: goodAuth },
      json: { transaction_details: { order_id: 'INV-1', gross_amount: 1000 }, enabled_payments: ['bca_va', 'gopay'] },
    });
    const token = ((await created.json()) as { token: string }).token;

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        bodies,
        fc.record({
          id: fc.oneof(fc.string({ maxLength: 60 }), fc.uuid(), fc.constant('INV-1'), fc.constant(token)),
          authorization: fc.oneof(fc.constant(undefined), fc.constant(goodAuth), headerValue, fc.constant('Basic ####')),
          contentType: fc.oneof(
            fc.constant(undefined),
            fc.constant('application/json'),
            fc.constant('application/x-www-form-urlencoded'),
            fc.constant('multipart/form-data; boundary=x'),
            headerValue,
          ),
          notification: fc.oneof(fc.constant(undefined), headerValue, fc.webUrl()),
          origin: fc.oneof(fc.constant(undefined), fc.constant('http://localhost:3000'), headerValue),
        }),
        async ([method, template], body, extra) => {
          const path = template.replace(':id', encodeURIComponent(extra.id) || 'x');
          const headers: Record<string, string> = {};
          if (extra.authorization !== undefined) headers.authorization = extra.authorization;
          if (extra.contentType !== undefined) headers['content-type'] = extra.contentType;
          if (extra.notification !== undefined) headers['x-override-notification'] = extra.notification;
          if (extra.origin !== undefined) headers.origin = extra.origin;
          const response = await h().request(method, path, { body: method === 'GET' ? undefined : body, headers });
          expect(response.status, `${method} ${path} ${body.slice(0, 80)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});

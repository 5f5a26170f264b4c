import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { captureServerLog, createFamily, requestCode, verifyCode } from './testing/auth-fixtures.ts';

const WEBHOOK_SECRET = 'provider-shared-secret-for-tests';

/** A stand-in WhatsApp/SMS provider on loopback: records what it receives, answers `status`. */
const provider = { received: [] as { headers: IncomingHttpHeaders; body: string }[], status: 200 };
const server = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    provider.received.push({ headers: request.headers, body });
    response.writeHead(provider.status, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/otp`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The provider's side: recompute the HMAC over "<timestamp>.<body>" with the shared secret. */
function signatureIsValid(headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = String(headers['x-bimbel-timestamp']);
  const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
  const given = String(headers['x-bimbel-signature']);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

describeBackend(
  'OTP webhook sender',
  (h) => {
    let serverLog: ReturnType<typeof captureServerLog>;
    beforeEach(async () => {
      await resetTables(h().database);
      provider.received = [];
      provider.status = 200;
      serverLog = captureServerLog();
    });
    afterEach(() => serverLog.restore());

    it('posts the code to the provider, signed, and that code logs the user in', async () => {
      await createFamily(h().database.db, { phone: '+6281234570001', students: ['Sinta Dewi'] });
      const requested = await requestCode(h(), '081234570001');
      expect(requested.response.status).toBe(200);

      expect(provider.received).toHaveLength(1);
      const [{ headers, body }] = provider.received as [{ headers: IncomingHttpHeaders; body: string }];
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-bimbel-timestamp']).toBe(String(Math.floor(h().clock.now.getTime() / 1000)));
      expect(signatureIsValid(headers, body)).toBe(true);
      expect(signatureIsValid(headers, body.replace('whatsapp', 'sms'))).toBe(false);

      const payload = JSON.parse(body) as {
        channel: string;
        to: string;
        code: string;
        message: string;
        expires_in: number;
      };
      expect(payload).toEqual({
        channel: 'whatsapp',
        to: '+6281234570001',
        code: expect.stringMatching(/^\d{6}$/),
        message: expect.stringContaining(payload.code),
        expires_in: 300,
      });
      expect(payload.message).toContain('Berlaku 5 menit');
      // The webhook sender never prints the code (only the demo log sender does).
      expect(JSON.stringify(serverLog.records())).not.toContain(payload.code);

      const verified = await verifyCode(h(), requested.body.data!.challenge_id, payload.code);
      expect(verified.response.status).toBe(200);
      expect(verified.body.data?.primary_user?.full_name).toBe('Sinta Dewi');
    });

    it('sends an SMS request when the user chose SMS', async () => {
      await requestCode(h(), '081234570002', { channel: 'sms' });
      expect(JSON.parse(provider.received[0]!.body)).toMatchObject({ channel: 'sms', to: '+6281234570002' });
    });

    it('answers 409 when the provider fails, keeps no challenge, and lets the user retry at once', async () => {
      provider.status = 503;
      const failed = await requestCode(h(), '081234570003');
      expect(failed.response.status).toBe(409);
      expect(failed.body.error).toEqual({
        code: 'otp_send_failed',
        message: 'Kode belum bisa dikirim. Coba lagi sebentar lagi, atau pilih SMS.',
      });
      expect(await h().database.db.selectFrom('otp_challenges').select('id').execute()).toEqual([]);
      const failureLog = serverLog.records().find((record) => record.message === 'OTP could not be sent');
      expect(failureLog).toMatchObject({ sender: 'webhook', error: 'webhook answered 503' });
      expect(JSON.stringify(serverLog.records())).not.toContain('81234570003');

      const smsFailed = await requestCode(h(), '081234570003', { channel: 'sms' });
      expect(smsFailed.body.error?.message).toBe(
        'Kode belum bisa dikirim. Coba lagi sebentar lagi, atau pilih WhatsApp.',
      );

      provider.status = 200;
      const retry = await requestCode(h(), '081234570003');
      expect(retry.response.status).toBe(200);
    });

    it('keeps the earlier code valid when a resend could not be delivered', async () => {
      const first = await requestCode(h(), '081234570004');
      const firstCode = (JSON.parse(provider.received[0]!.body) as { code: string }).code;
      h().clock.advance(91_000);
      provider.status = 500;
      expect((await requestCode(h(), '081234570004')).response.status).toBe(409);
      const verified = await verifyCode(h(), first.body.data!.challenge_id, firstCode);
      expect(verified.response.status).toBe(200);
    });
  },
  { OTP_SENDER: 'webhook', OTP_WEBHOOK_URL: webhookUrl, OTP_WEBHOOK_SECRET: WEBHOOK_SECRET },
);

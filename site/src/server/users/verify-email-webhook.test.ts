import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { describeBackend, TEST_ORIGIN } from '../testing/backend-harness.ts';
import { insertTestFamily, signIn } from './testing/user-fixtures.ts';

/*
 * The e-mail provider is a third party: a local HTTP server stands in for it and checks the
 * HMAC signature the way a provider would (sha256 over "<timestamp>.<body>").
 */
const SECRET = 'email-webhook-test-secret';

type Delivery = {
  body: { to: string; subject: string; text: string };
  signatureValid: boolean;
  timestamp: string;
};
const deliveries: Delivery[] = [];
let answerStatus = 200;

const provider = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => {
    raw += chunk.toString();
  });
  request.on('end', () => {
    const timestamp = String(request.headers['x-bimbel-timestamp'] ?? '');
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${raw}`).digest('hex')}`;
    const given = String(request.headers['x-bimbel-signature'] ?? '');
    const signatureValid =
      given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    deliveries.push({ body: JSON.parse(raw) as Delivery['body'], signatureValid, timestamp });
    response.writeHead(signatureValid ? answerStatus : 401).end();
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/email`;
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const PROFILE = '/user-management/v2/students/profile';

describeBackend(
  'PUT verify-email (webhook sender)',
  (h) => {
    let student: User;
    beforeAll(async () => {
      student = (
        await insertTestFamily(h().database.db, { phone: '+6281800000001', students: ['Bagus Setiawan'] })
      ).students[0] as User;
    });
    beforeEach(() => {
      deliveries.length = 0;
      answerStatus = 200;
    });

    it('posts { to, subject, text } signed with the shared secret, and the link verifies the address', async () => {
      const response = await h().request('PUT', PROFILE, {
        token: await signIn(h(), student),
        json: { email: 'bagus@example.id' },
      });
      expect(response.status).toBe(200);
      expect(deliveries).toHaveLength(1);
      const [delivery] = deliveries as [Delivery];
      expect(delivery.signatureValid).toBe(true);
      expect(delivery.timestamp).toBe(String(Math.floor(h().clock.now.getTime() / 1000)));
      expect(Object.keys(delivery.body).sort()).toEqual(['subject', 'text', 'to']);
      expect(delivery.body).toMatchObject({ to: 'bagus@example.id', subject: 'Verifikasi email kamu' });

      const link = delivery.body.text.match(/https?:\/\/\S+\/verifikasi-email\/([A-Za-z0-9_-]{43})/);
      expect(link?.[0].startsWith(`${TEST_ORIGIN}/verifikasi-email/`)).toBe(true);
      const verify = await h().request('PUT', `/user-management/v1/users/verify-email/${link?.[1]}`);
      expect(await verify.json()).toEqual({ data: { verified: true } });
    });

    it('keeps the profile change when the provider fails, and says the e-mail was not sent', async () => {
      answerStatus = 503;
      const response = await h().request('PUT', PROFILE, {
        token: await signIn(h(), student),
        json: { email: 'bagus.h@example.id' },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: Record<string, unknown> }).data).toMatchObject({
        email: 'bagus.h@example.id',
        email_verified: false,
        verification_email_sent: false,
        message: 'Sip, datamu berhasil diperbarui.',
      });
      expect(deliveries).toHaveLength(1);
    });
  },
  { EMAIL_SENDER: 'webhook', EMAIL_WEBHOOK_URL: providerUrl, EMAIL_WEBHOOK_SECRET: SECRET },
);

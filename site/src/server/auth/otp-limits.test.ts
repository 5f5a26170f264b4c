import { afterEach, beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { captureServerLog, requestCode, TEST_NUMBER_CODE, verifyCode } from './testing/auth-fixtures.ts';

const HOUR_MS = 60 * 60 * 1000;

describeBackend('OTP limits', (h) => {
  let serverLog: ReturnType<typeof captureServerLog>;
  beforeEach(async () => {
    await resetTables(h().database);
    // Start each test at the beginning of an hour window, so Retry-After values are exact.
    h().clock.advance(HOUR_MS - (h().clock.now.getTime() % HOUR_MS));
    serverLog = captureServerLog();
  });
  afterEach(() => serverLog.restore());

  it('refuses a new code for the same number within 90 seconds, with Retry-After, and sends it after', async () => {
    expect((await requestCode(h(), '081234560001')).response.status).toBe(200);
    h().clock.advance(30_000);
    const early = await requestCode(h(), '081234560001');
    expect(early.response.status).toBe(429);
    expect(early.response.headers.get('retry-after')).toBe('60');
    expect(early.body.error).toEqual({
      code: 'otp_resend_too_soon',
      message: 'Tunggu 60 detik lagi untuk minta kode baru, ya.',
    });

    h().clock.advance(60_000);
    const onTime = await requestCode(h(), '081234560001');
    expect(onTime.response.status).toBe(200);
    expect(serverLog.records().filter((record) => record.code !== undefined)).toHaveLength(2);
  });

  it('sends at most 5 codes per number per hour', async () => {
    for (let send = 0; send < 5; send += 1) {
      expect((await requestCode(h(), '081234560002', { ip: `198.51.100.${send}` })).response.status).toBe(
        200,
      );
      h().clock.advance(91_000);
    }
    const sixth = await requestCode(h(), '081234560002', { ip: '198.51.100.99' });
    expect(sixth.response.status).toBe(429);
    // A sliding hour (decision 066): the 6 counted requests pass one more only once they weigh
    // at most 4, a third into the next hour.
    expect(sixth.response.headers.get('retry-after')).toBe(String(3600 - 5 * 91 + 1200));
    expect(sixth.body.error).toEqual({
      code: 'rate_limited',
      message: 'Terlalu banyak percobaan. Coba lagi dalam 73 menit, ya.',
    });
    expect(await h().database.db.selectFrom('otp_challenges').select('id').execute()).toHaveLength(5);

    // At the top of the hour the codes still weigh fully (a fixed window let 5 more through here).
    h().clock.advance(3600_000 - 5 * 91_000);
    const atTheTop = await requestCode(h(), '081234560002', { ip: '198.51.100.98' });
    expect(atTheTop.response.status).toBe(429);
    // That refused request counts too: 6 × (1 − t) + 1 + 1 ≤ 5 from half-way through the hour.
    expect(atTheTop.response.headers.get('retry-after')).toBe('1800');
    h().clock.advance(1800_000);
    expect((await requestCode(h(), '081234560002', { ip: '198.51.100.99' })).response.status).toBe(200);
  });

  it('takes at most 20 code requests per IP per hour, whatever the numbers', async () => {
    for (let index = 0; index < 20; index += 1) {
      const phone = `0812345610${String(index).padStart(2, '0')}`;
      expect((await requestCode(h(), phone, { ip: '192.0.2.7' })).response.status).toBe(200);
    }
    const over = await requestCode(h(), '081234561099', { ip: '192.0.2.7' });
    expect(over.response.status).toBe(429);
    expect(over.response.headers.get('retry-after')).toBe(String(3600 + Math.ceil((3600 * 2) / 21)));
    expect((await requestCode(h(), '081234561099', { ip: '192.0.2.8' })).response.status).toBe(200);
  });

  it('counts the address our proxy saw, whatever a client puts left of it in X-Forwarded-For', async () => {
    // TRUST_PROXY=1: the right-most entry is our proxy's; the others are the client's to choose.
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const spoofed = `${10 + index}.${(index * 37) % 256}.${(index * 91) % 256}.${index + 1}`;
      const phone = `0812345620${String(index).padStart(2, '0')}`;
      statuses.push((await requestCode(h(), phone, { ip: `${spoofed}, 198.51.100.7` })).response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array.from({ length: 10 }, () => 429));
    // The proxy's own entry for another visitor is counted apart.
    expect((await requestCode(h(), '081234562099', { ip: '198.51.100.8' })).response.status).toBe(200);
  });

  it('counts test numbers per IP but not per number (nothing is sent to them)', async () => {
    // More than 5 per hour and no 90-second wait: every demo visitor shares these numbers.
    for (let index = 0; index < 20; index += 1) {
      expect((await requestCode(h(), '+6281100000009', { ip: '192.0.2.20' })).response.status).toBe(200);
    }
    expect((await requestCode(h(), '+6281100000009', { ip: '192.0.2.20' })).response.status).toBe(429);
  });

  it('locks an account for an hour after 100 wrong codes across its challenges', async () => {
    const phone = '+6281100000009';
    const challenges: string[] = [];
    for (let index = 0; index < 21; index += 1) {
      const { body } = await requestCode(h(), phone, { ip: `198.51.100.${index}` });
      challenges.push(body.data!.challenge_id);
    }
    for (const challengeId of challenges.slice(0, 20)) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await verifyCode(h(), challengeId, '000000')).response.status).toBe(422);
      }
    }
    h().clock.advance(60_000);

    const locked = await verifyCode(h(), challenges[20]!, TEST_NUMBER_CODE);
    expect(locked.response.status).toBe(429);
    // Until the 100 failures weigh at most 99: 36 s into the next hour.
    expect(locked.response.headers.get('retry-after')).toBe(String(3540 + 36));
    expect(locked.body.error?.code).toBe('rate_limited');
    const noNewCode = await requestCode(h(), phone, { ip: '203.0.113.200' });
    expect(noNewCode.response.status).toBe(429);

    // Another account is not affected.
    const other = await requestCode(h(), '+6281100000002', { ip: '203.0.113.201' });
    expect((await verifyCode(h(), other.body.data!.challenge_id, TEST_NUMBER_CODE)).response.status).toBe(
      200,
    );

    h().clock.advance((3540 + 36) * 1000);
    const nextHour = await requestCode(h(), phone, { ip: '203.0.113.202' });
    expect((await verifyCode(h(), nextHour.body.data!.challenge_id, TEST_NUMBER_CODE)).response.status).toBe(
      200,
    );
  });
});

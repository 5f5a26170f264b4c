import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { consumeRegisterToken } from './register-token.ts';
import {
  captureServerLog,
  createFamily,
  logInWithTestNumber,
  requestCode,
  setCookies,
  TEST_NUMBER_CODE,
  verifyCode,
} from './testing/auth-fixtures.ts';

describeBackend('OTP login', (h) => {
  let serverLog: ReturnType<typeof captureServerLog>;
  beforeEach(async () => {
    await resetTables(h().database);
    await seedDemo(h().database.db);
    serverLog = captureServerLog();
  });
  afterEach(() => serverLog.restore());

  it('logs in with the code the log sender printed, and the tokens open GET /api/auth/session', async () => {
    const { students } = await createFamily(h().database.db, {
      phone: '+6281234500001',
      students: ['Budi Santoso'],
    });

    const requested = await requestCode(h(), '0812-3450-0001');
    expect(requested.response.status).toBe(200);
    expect(requested.body).toEqual({
      data: { challenge_id: expect.any(String), resend_after: 90, expires_in: 300 },
    });
    const challengeId = requested.body.data!.challenge_id;
    const logLine = serverLog.records().find((record) => record.challengeId === challengeId);
    expect(logLine).toMatchObject({
      channel: 'whatsapp',
      to: '+62*******0001',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(JSON.stringify(serverLog.records())).not.toContain('81234500001');

    const verified = await verifyCode(h(), challengeId, serverLog.codeFor(challengeId));
    expect(verified.response.status).toBe(200);
    expect(verified.body.data).toEqual({
      primary_user: expect.objectContaining({
        id: students[0]!.id,
        role: 'student',
        full_name: 'Budi Santoso',
        phone_number: '81234500001',
        country_code: '+62',
        grade: 8,
        student_id: students[0]!.id,
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        expires_in: 3600,
        token_type: 'Bearer',
      }),
      student_users: [expect.objectContaining({ id: students[0]!.id, full_name: 'Budi Santoso' })],
      parent_user: null,
      register_token: null,
    });

    const session = await h().request('GET', '/api/auth/session', {
      token: verified.body.data!.primary_user!.access_token,
    });
    expect(session.status).toBe(200);
    const sessionBody = (await session.json()) as { data: { primary_user: Record<string, unknown> } };
    expect(sessionBody.data.primary_user).toMatchObject({ id: students[0]!.id, full_name: 'Budi Santoso' });
    expect(sessionBody.data.primary_user).not.toHaveProperty('access_token');
  });

  it('stores the code only as a keyed hash bound to its challenge', async () => {
    const requested = await requestCode(h(), '081234500002');
    const challengeId = requested.body.data!.challenge_id;
    const code = serverLog.codeFor(challengeId);
    const row = await h()
      .database.db.selectFrom('otp_challenges')
      .selectAll()
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    expect(row.phone_e164).toBe('+6281234500002');
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(row.code_hash).not.toBe(createHash('sha256').update(`${challengeId}:${code}`).digest('hex'));
    expect(row.expires_at.getTime() - h().clock.now.getTime()).toBe(300_000);
  });

  it('draws a different random code for each challenge', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 8; index += 1) {
      const requested = await requestCode(h(), `08123451000${index}`);
      codes.add(serverLog.codeFor(requested.body.data!.challenge_id));
    }
    // Eight draws from a million: all equal only if the generator were broken.
    expect(codes.size).toBeGreaterThan(1);
  });

  it('logs a test number in with its fixed code and sends it nothing', async () => {
    const verified = await logInWithTestNumber(h(), '+6281100000002');
    expect(verified.body.data?.primary_user).toMatchObject({ full_name: 'Dimas Ardiansyah', role: 'student' });
    expect(serverLog.records().some((record) => record.code !== undefined)).toBe(false);
  });

  it('gives a parent family its first student as primary user, both students, and the parent token', async () => {
    const verified = await logInWithTestNumber(h(), '+6281100000001');
    const data = verified.body.data!;
    // seedDemo creates both students in one transaction (same created_at): their order is the
    // ids' on either database, so only "the first listed student" is asserted.
    expect(data.student_users.map((student) => student.full_name).sort()).toEqual([
      'Nadia Putri',
      'Raka Pratama',
    ]);
    expect(data.primary_user).toMatchObject({ id: data.student_users[0]!.id, role: 'student' });
    expect(data.parent_user).toEqual({
      name: 'Ibu Sari Wulandari',
      country_code: '+62',
      phone_number: '81100000001',
      access_token: expect.any(String),
    });

    const cookies = setCookies(verified.response);
    expect(cookies.get('bimbel_auth')?.value).toBe(data.primary_user!.access_token);
    expect(cookies.get('bimbel_student_auth')?.value).toBe(data.primary_user!.access_token);
    expect(cookies.get('bimbel_parent_auth')?.value).toBe(data.parent_user!.access_token);
    expect(cookies.get('bimbel_refresh')?.value).toBe(data.primary_user!.refresh_token);

    const asParent = await h().request('GET', '/api/auth/session', { token: data.parent_user!.access_token });
    expect(
      ((await asParent.json()) as { data: { primary_user: { role: string } } }).data.primary_user.role,
    ).toBe('parent');
  });

  it('gives a number without an account a register token and no cookies', async () => {
    const verified = await logInWithTestNumber(h(), '+6281100000009');
    expect(verified.body.data).toEqual({
      primary_user: null,
      student_users: [],
      parent_user: null,
      register_token: expect.any(String),
    });
    expect(verified.response.headers.getSetCookie()).toEqual([]);
    expect(
      await consumeRegisterToken(h().database.db, verified.body.data!.register_token!, h().clock.now),
    ).toBe('+6281100000009');
  });

  it('refuses a number that is not an Indonesian mobile number with the docs/product message', async () => {
    for (const json of [
      { phone_number: '021 555 1234' },
      { phone_number: '0812abc' },
      { country_code: '+65', phone_number: '81234567' },
      { phone_number: '' },
      {},
    ]) {
      const response = await h().request('POST', '/api/auth/otp/request', { json });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
      );
    }
  });

  it('sends by SMS when asked and refuses an unknown channel', async () => {
    const sms = await requestCode(h(), '081234500003', { channel: 'sms' });
    expect(
      serverLog.records().find((record) => record.challengeId === sms.body.data!.challenge_id)?.channel,
    ).toBe('sms');
    const pigeon = await requestCode(h(), '081234500004', { channel: 'pigeon' });
    expect(pigeon.response.status).toBe(422);
    expect(pigeon.body.error).toEqual({
      code: 'validation_failed',
      message: 'Pilih WhatsApp atau SMS, ya.',
      field: 'channel',
    });
  });

  it('counts wrong codes, closes the challenge at the fifth and refuses a sixth try even with the right code', async () => {
    const { body } = await requestCode(h(), '+6281100000002');
    const challengeId = body.data!.challenge_id;
    for (const remaining of [4, 3, 2, 1]) {
      const wrong = await verifyCode(h(), challengeId, '000000');
      expect(wrong.response.status).toBe(422);
      expect(wrong.body.error).toEqual({
        code: 'otp_wrong_code',
        message: `Kode salah. Coba lagi, ya. Sisa ${remaining} kesempatan lagi.`,
        field: 'code',
      });
    }
    const fifth = await verifyCode(h(), challengeId, '000000');
    expect(fifth.response.status).toBe(422);
    expect(fifth.body.error).toMatchObject({
      code: 'otp_closed',
      message: 'Kode salah 5 kali. Minta kode baru, ya.',
    });

    const sixth = await verifyCode(h(), challengeId, TEST_NUMBER_CODE);
    expect(sixth.response.status).toBe(422);
    expect(sixth.body.error).toMatchObject({
      code: 'otp_closed',
      message: 'Kode sudah tidak berlaku. Minta kode baru, ya.',
    });
    expect(sixth.response.headers.getSetCookie()).toEqual([]);
  });

  it('lets a right code through after wrong ones while tries remain', async () => {
    const { body } = await requestCode(h(), '+6281100000002');
    for (let index = 0; index < 4; index += 1) await verifyCode(h(), body.data!.challenge_id, '999999');
    const right = await verifyCode(h(), body.data!.challenge_id, TEST_NUMBER_CODE);
    expect(right.response.status).toBe(200);
  });

  it('accepts a code until 5 minutes have passed and refuses it from then on', async () => {
    const early = await requestCode(h(), '+6281100000002');
    h().clock.advance(299_000);
    expect((await verifyCode(h(), early.body.data!.challenge_id, TEST_NUMBER_CODE)).response.status).toBe(
      200,
    );

    const late = await requestCode(h(), '+6281100000002');
    h().clock.advance(300_000);
    const expired = await verifyCode(h(), late.body.data!.challenge_id, TEST_NUMBER_CODE);
    expect(expired.response.status).toBe(422);
    expect(expired.body.error).toEqual({
      code: 'otp_expired',
      message: 'Kode sudah kedaluwarsa. Minta kode baru, ya.',
      field: 'code',
    });
  });

  it('accepts a code once only', async () => {
    const { body } = await requestCode(h(), '+6281100000002');
    expect((await verifyCode(h(), body.data!.challenge_id, TEST_NUMBER_CODE)).response.status).toBe(200);
    const again = await verifyCode(h(), body.data!.challenge_id, TEST_NUMBER_CODE);
    expect(again.response.status).toBe(422);
    expect(again.body.error?.message).toBe('Kode sudah kedaluwarsa. Minta kode baru, ya.');
  });

  it('keeps only the newest code of a number valid after a resend', async () => {
    const first = await requestCode(h(), '081234500005');
    const firstCode = serverLog.codeFor(first.body.data!.challenge_id);
    h().clock.advance(91_000);
    const second = await requestCode(h(), '081234500005');
    expect(second.response.status).toBe(200);

    const old = await verifyCode(h(), first.body.data!.challenge_id, firstCode);
    expect(old.body.error?.code).toBe('otp_expired');
    const newest = await verifyCode(
      h(),
      second.body.data!.challenge_id,
      serverLog.codeFor(second.body.data!.challenge_id),
    );
    // No account for this number: the right code answers with a register token.
    expect(newest.body.data?.register_token).toEqual(expect.any(String));
  });

  it('answers an unknown or malformed challenge and a malformed code with 422, never 5xx', async () => {
    const unknown = await verifyCode(h(), '0b5f6a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b', '123456');
    expect(unknown.response.status).toBe(422);
    expect(unknown.body.error?.message).toBe('Kode sudah tidak berlaku. Minta kode baru, ya.');

    for (const json of [
      { challenge_id: 'x', code: '123456' },
      { challenge_id: '0b5f6a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b', code: '12' },
      null,
      [],
    ]) {
      const response = await h().request('POST', '/api/auth/otp/verify', { json });
      expect(response.status).toBe(422);
    }
    const badJson = await h().request('POST', '/api/auth/otp/verify', { body: '{"challenge_id":' });
    expect(badJson.status).toBe(400);
  });

  it('marks auth answers as not cacheable', async () => {
    const { response } = await requestCode(h(), '+6281100000002');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  AUTH_COOKIE_NAME,
  PARENT_AUTH_COOKIE_NAME,
  STUDENT_AUTH_COOKIE_NAME,
} from '@bimbel/domain/constants/storage-keys';
import { createRegisterToken, REGISTER_TOKEN_TTL_SECONDS } from '../auth/register-token.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { captureEmailLog, insertTestFamily, setCookies, type SessionBody } from './testing/user-fixtures.ts';

const PATH = '/user-management/v3/students/register';
const PROFILES = '/user-management/v1/users/user-profiles';
const INVALID = {
  code: 'register_token_invalid',
  message: 'Waktu pendaftaranmu sudah habis. Masuk lagi dengan nomor HP-mu, ya.',
};

const STUDENT = {
  role: 'student',
  full_name: 'Budi Santoso',
  grade: 11,
  class_type: 'SMA/MA',
  stream: 'IPA',
};

describeBackend('PUT students/register', (h) => {
  let log: ReturnType<typeof captureEmailLog>;
  beforeEach(() => {
    log = captureEmailLog();
  });
  afterEach(() => log.restore());

  const db = () => h().database.db;
  const registerToken = (phone: string) => createRegisterToken(db(), phone, h().clock.now);
  const familyOf = async (phone: string) => {
    const account = await db()
      .selectFrom('accounts')
      .selectAll()
      .where('phone_e164', '=', phone)
      .executeTakeFirst();
    const users = account
      ? await db()
          .selectFrom('users')
          .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
          .select([
            'users.role',
            'users.full_name',
            'users.grade',
            'users.phone_e164',
            'users.email',
            'subscriptions.type',
            'subscriptions.status',
          ])
          .where('users.account_id', '=', account.id)
          .orderBy('users.created_at')
          .execute()
      : [];
    return { account, users };
  };

  it('registers a student: account, user and FREE subscription, logged in with tokens and cookies', async () => {
    const token = await registerToken('+6281500000001');
    const response = await h().request('PUT', PATH, {
      headers: { authorization: `Bearer ${token}` },
      json: {
        ...STUDENT,
        email: 'Budi@Example.id',
        location: { province: 'Jawa Barat', city: 'Kota Bandung' },
      },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as SessionBody;
    expect(data?.primary_user).toMatchObject({
      role: 'student',
      full_name: 'Budi Santoso',
      grade: 11,
      class_type: 'SMA/MA',
      stream: 'IPA',
      phone_number: '81500000001',
      email: 'budi@example.id',
      expires_in: 3600,
      token_type: 'Bearer',
    });
    expect(data?.primary_user?.access_token).toMatch(/^ey/);
    expect(data?.primary_user?.refresh_token).toEqual(expect.any(String));
    expect(data?.register_token).toBeNull();
    expect(data?.parent_user).toBeNull();

    const cookies = setCookies(response);
    expect(cookies.get(AUTH_COOKIE_NAME)?.value).toBe(data?.primary_user?.access_token);
    expect(cookies.get(STUDENT_AUTH_COOKIE_NAME)?.value).toBe(data?.primary_user?.access_token);

    const family = await familyOf('+6281500000001');
    expect(family.account).toMatchObject({ province: 'Jawa Barat', city: 'Kota Bandung' });
    expect(family.users).toEqual([
      {
        role: 'student',
        full_name: 'Budi Santoso',
        grade: '11_IPA_SMA/MA',
        phone_e164: '+6281500000001',
        email: 'budi@example.id',
        type: 'FREE',
        status: 'active',
      },
    ]);
    // The e-mail given at registration gets its verification link.
    expect(log.emails()).toEqual([expect.objectContaining({ to: 'b***@example.id' })]);

    const profiles = (await (
      await h().request('GET', PROFILES, { token: data?.primary_user?.access_token })
    ).json()) as SessionBody;
    expect(profiles.data?.primary_user?.full_name).toBe('Budi Santoso');
  });

  it('uses a register token once: the second use is 401 and creates nothing', async () => {
    const token = await registerToken('+6281500000002');
    expect((await h().request('PUT', PATH, { json: { ...STUDENT, register_token: token } })).status).toBe(
      200,
    );
    const again = await h().request('PUT', PATH, {
      json: { ...STUDENT, full_name: 'Budi Lagi', register_token: token },
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: INVALID });
    expect((await familyOf('+6281500000002')).users.map((user) => user.full_name)).toEqual(['Budi Santoso']);
  });

  it('registers a parent with students: each student on FREE, the first one primary, the parent’s token alongside', async () => {
    const token = await registerToken('+6281500000003');
    const response = await h().request('PUT', PATH, {
      token,
      json: {
        role: 'parent',
        full_name: 'Ibu Sari',
        students: [
          { full_name: 'Raka Pratama', grade: '8__SMP/MTs' },
          { full_name: 'Nadia Putri', grade: 5, class_type: 'SD' },
        ],
      },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as SessionBody;
    expect(data?.primary_user).toMatchObject({ role: 'student', full_name: 'Raka Pratama' });
    expect(data?.student_users.map((student) => [student.full_name, student.grade])).toEqual([
      ['Raka Pratama', 8],
      ['Nadia Putri', 5],
    ]);
    expect(data?.parent_user).toMatchObject({ name: 'Ibu Sari', phone_number: '81500000003' });
    expect(data?.parent_user?.access_token).toMatch(/^ey/);
    expect(setCookies(response).get(PARENT_AUTH_COOKIE_NAME)?.value).toBe(data?.parent_user?.access_token);

    const { users } = await familyOf('+6281500000003');
    expect(users.map((user) => [user.role, user.full_name, user.type])).toEqual([
      ['parent', 'Ibu Sari', null],
      ['student', 'Raka Pratama', 'FREE'],
      ['student', 'Nadia Putri', 'FREE'],
    ]);
  });

  it('registers a parent without students as the primary user', async () => {
    const response = await h().request('PUT', PATH, {
      token: await registerToken('+6281500000004'),
      json: { role: 'parent', full_name: 'Pak Budi' },
    });
    const { data } = (await response.json()) as SessionBody;
    expect(data?.primary_user).toMatchObject({ role: 'parent', full_name: 'Pak Budi', student_id: null });
    expect(data?.student_users).toEqual([]);
    expect(data?.parent_user?.access_token).toBe(data?.primary_user?.access_token);
  });

  it('refuses a missing, unknown or expired register token with 401', async () => {
    expect(await (await h().request('PUT', PATH, { json: STUDENT })).json()).toEqual({ error: INVALID });
    expect((await h().request('PUT', PATH, { token: 'unknown-token', json: STUDENT })).status).toBe(401);

    const expiring = await registerToken('+6281500000005');
    h().clock.advance(REGISTER_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect((await h().request('PUT', PATH, { token: expiring, json: STUDENT })).status).toBe(401);
    expect((await familyOf('+6281500000005')).account).toBeUndefined();
  });

  it('answers 409 when the phone got an account meanwhile', async () => {
    const token = await registerToken('+6281500000006');
    await insertTestFamily(db(), { phone: '+6281500000006', students: ['Sudah Ada'] });
    const response = await h().request('PUT', PATH, { token, json: STUDENT });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'account_exists', message: 'Nomor ini sudah terdaftar. Masuk dengan nomor ini, ya.' },
    });
    expect((await familyOf('+6281500000006')).users.map((user) => user.full_name)).toEqual(['Sudah Ada']);
  });

  it.each([
    [{ full_name: 'Budi' }, 'role', 'Pilih kamu Murid atau Orangtua dulu, ya.'],
    [{ role: 'student', full_name: 'Budi' }, 'grade', 'Pilih kelas dulu, ya'],
    [{ role: 'student', full_name: 'B', grade: '4_SD_SD' }, 'full_name', 'Tulis minimal 2 karakter, ya.'],
    [
      {
        role: 'parent',
        full_name: 'Ibu Sari',
        students: [{ full_name: 'Raka', grade: 10, class_type: 'SMA/MA' }],
      },
      'students.0.stream',
      'Pilih jurusan IPA atau IPS dulu, ya.',
    ],
    [{ ...STUDENT, location: { province: 'Bali' } }, 'location.city', 'Pilih kota atau kabupaten dulu, ya.'],
  ])('refuses %j with 422 and keeps the register token usable', async (json, field, message) => {
    const token = await registerToken('+6281500000007');
    const response = await h().request('PUT', PATH, { token, json });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message, field } });
    const unused = await db()
      .selectFrom('register_tokens')
      .select('consumed_at')
      .where('phone_e164', '=', '+6281500000007')
      .execute();
    expect(unused.every((row) => row.consumed_at === null)).toBe(true);
  });
});

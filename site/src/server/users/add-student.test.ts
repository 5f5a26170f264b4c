import { beforeAll, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { insertTestFamily, signIn, type SessionBody } from './testing/user-fixtures.ts';

const PATH = '/user-management/v3/students';
const NADIA = { full_name: 'Nadia Putri', grade: 5, class_type: 'SD' };

describeBackend('POST students (add a child)', (h) => {
  let parent: User;
  let raka: User;
  let loneStudent: User;

  beforeAll(async () => {
    const db = h().database.db;
    const family = await insertTestFamily(db, {
      phone: '+6281800000001',
      parent: 'Ibu Sari',
      students: ['Raka'],
    });
    parent = family.parent as User;
    raka = family.students[0] as User;
    loneStudent = (await insertTestFamily(db, { phone: '+6281800000002', students: ['Dimas'] }))
      .students[0] as User;
  });

  const studentsOf = (accountId: string) =>
    h()
      .database.db.selectFrom('users')
      .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
      .select(['users.full_name', 'users.grade', 'users.phone_e164', 'subscriptions.type'])
      .where('users.account_id', '=', accountId)
      .where('users.role', '=', 'student')
      .orderBy('users.created_at')
      .execute();

  it('adds a child to the family on FREE, sharing the family’s phone, and answers the caller’s session data', async () => {
    const response = await h().request('POST', PATH, { token: await signIn(h(), raka), json: NADIA });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as SessionBody;
    expect(data?.primary_user).toMatchObject({ id: raka.id, full_name: 'Raka' });
    expect(
      data?.student_users.map((student) => [student.full_name, student.grade, student.class_type]),
    ).toEqual([
      ['Raka', 8, 'SMP/MTs'],
      ['Nadia Putri', 5, 'SD'],
    ]);
    expect(data?.parent_user).toMatchObject({ name: 'Ibu Sari' });
    expect(JSON.stringify(data)).not.toContain('access_token');
    expect(await studentsOf(raka.account_id)).toEqual([
      { full_name: 'Raka', grade: '8__SMP/MTs', phone_e164: '+6281800000001', type: null },
      { full_name: 'Nadia Putri', grade: '5_SD_SD', phone_e164: '+6281800000001', type: 'FREE' },
    ]);
  });

  it('lets the parent itself add a child', async () => {
    const response = await h().request('POST', PATH, {
      token: await signIn(h(), parent),
      json: { full_name: 'Sinta Ayu', grade: '10_IPA_SMA/MA' },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as SessionBody;
    expect(data?.student_users.at(-1)).toMatchObject({ full_name: 'Sinta Ayu', grade: 10, stream: 'IPA' });
  });

  it('refuses a family without a parent with 403, adding nothing', async () => {
    const response = await h().request('POST', PATH, { token: await signIn(h(), loneStudent), json: NADIA });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Tambah data anak lewat akun orangtua, ya.' },
    });
    expect((await studentsOf(loneStudent.account_id)).map((student) => student.full_name)).toEqual(['Dimas']);
  });

  it('stops a family at ten students with 409', async () => {
    const family = await insertTestFamily(h().database.db, {
      phone: '+6281800000003',
      parent: 'Pak Budi',
      students: Array.from({ length: 10 }, (_, index) => `Anak ${index + 1}`),
    });
    const response = await h().request('POST', PATH, {
      token: await signIn(h(), family.parent as User),
      json: NADIA,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'too_many_students', message: 'Satu akun bisa punya maksimal 10 murid.' },
    });
    expect(await studentsOf(family.accountId)).toHaveLength(10);
  });

  it.each([
    [{ full_name: 'N', grade: '5_SD_SD' }, 'full_name', 'Tulis minimal 2 karakter, ya.'],
    [{ full_name: 'Nadia' }, 'grade', 'Pilih kelas dulu, ya'],
    [
      { full_name: 'Nadia', grade: 11, class_type: 'SMA/MA' },
      'stream',
      'Pilih jurusan IPA atau IPS dulu, ya.',
    ],
  ])('refuses %j with 422 and an Indonesian message', async (json, field, message) => {
    const response = await h().request('POST', PATH, { token: await signIn(h(), parent), json });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message, field } });
  });

  it('refuses a call without a token', async () => {
    expect((await h().request('POST', PATH, { json: NADIA })).status).toBe(401);
  });
});

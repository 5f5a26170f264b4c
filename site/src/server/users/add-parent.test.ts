import { beforeAll, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { insertTestFamily, signIn, type SessionBody } from './testing/user-fixtures.ts';

const pathFor = (studentId: string) => `/user-management/v3/students/${studentId}/parent`;
const PARENT = { name: 'Ibu Ratna', country_code: '+62', phone_number: '0812-9999-0001' };

describeBackend('POST students/{id}/parent', (h) => {
  let dimas: User;
  let ayu: User;
  let familyWithParent: { parent: User; student: User };

  beforeAll(async () => {
    const db = h().database.db;
    const single = await insertTestFamily(db, {
      phone: '+6281600000001',
      students: ['Dimas Ardiansyah', 'Ayu Lestari'],
    });
    [dimas, ayu] = single.students as [User, User];
    const other = await insertTestFamily(db, {
      phone: '+6281600000002',
      parent: 'Ibu Sari',
      students: ['Raka'],
    });
    familyWithParent = { parent: other.parent as User, student: other.students[0] as User };
  });

  it('refuses another family’s student with 403', async () => {
    const response = await h().request('POST', pathFor(familyWithParent.student.id), {
      token: await signIn(h(), dimas),
      json: PARENT,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Kamu tidak punya akses ke profil ini.' },
    });
  });

  it.each([
    [{ name: 'I', phone_number: '081299990001' }, 'name', 'Tulis minimal 2 karakter, ya.'],
    [
      { name: 'Ibu Ratna', phone_number: '021 555 1234' },
      'phone_number',
      'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
    ],
    [
      { name: 'Ibu Ratna', country_code: '+65', phone_number: '081299990001' },
      'country_code',
      'Saat ini kami baru melayani nomor Indonesia (+62).',
    ],
  ])('refuses %j with 422', async (json, field, message) => {
    const response = await h().request('POST', pathFor(dimas.id), { token: await signIn(h(), dimas), json });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message, field } });
  });

  it('refuses a malformed student id with 422', async () => {
    const response = await h().request('POST', pathFor('dimas'), {
      token: await signIn(h(), dimas),
      json: PARENT,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as SessionBody).error).toMatchObject({
      field: 'id',
      message: 'Pilih profil dulu, ya.',
    });
  });

  it('refuses a call without a token', async () => {
    expect((await h().request('POST', pathFor(dimas.id), { json: PARENT })).status).toBe(401);
  });

  it('adds the parent to the family, for a sibling too, and answers the session user data with it', async () => {
    const response = await h().request('POST', pathFor(ayu.id), {
      token: await signIn(h(), dimas),
      json: PARENT,
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as SessionBody;
    expect(data?.parent_user).toEqual({
      name: 'Ibu Ratna',
      country_code: '+62',
      phone_number: '81299990001',
    });
    expect(data?.primary_user?.id).toBe(dimas.id);
    expect(JSON.stringify(data)).not.toContain('access_token');
    const parent = await h()
      .database.db.selectFrom('users')
      .selectAll()
      .where('account_id', '=', dimas.account_id)
      .where('role', '=', 'parent')
      .executeTakeFirstOrThrow();
    expect(parent).toMatchObject({ full_name: 'Ibu Ratna', phone_e164: '+6281299990001', grade: null });
  });

  it('answers 409 when the family already has a parent', async () => {
    for (const [caller, student] of [
      [dimas, dimas],
      [familyWithParent.student, familyWithParent.student],
    ] as const) {
      const response = await h().request('POST', pathFor(student.id), {
        token: await signIn(h(), caller),
        json: PARENT,
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: 'parent_exists', message: 'Data orangtua sudah ada di akun ini.' },
      });
    }
  });
});

import { beforeAll, expect, it } from 'vitest';
import { describeBackend } from '../testing/backend-harness.ts';
import type { User } from '../db/schema.ts';
import { forgedToken, insertTestFamily, signIn, type SessionBody } from './testing/user-fixtures.ts';

const PATH = '/user-management/v1/users/user-profiles';
const HOUR = 60 * 60 * 1000;

describeBackend('GET user-profiles', (h) => {
  let parent: User;
  let raka: User;
  let nadia: User;
  let stranger: User;

  beforeAll(async () => {
    const family = await insertTestFamily(h().database.db, {
      phone: '+6281200000001',
      parent: 'Ibu Sari',
      students: [
        'Raka Pratama',
        { fullName: 'Nadia Putri', grade: '5_SD_SD', classType: 'SD', stream: 'SD' },
      ],
    });
    [raka, nadia] = family.students as [User, User];
    parent = family.parent as User;
    stranger = (await insertTestFamily(h().database.db, { phone: '+6281200000002', students: ['Dimas'] }))
      .students[0] as User;
  });

  it('answers the caller as primary user, with its family and no tokens', async () => {
    const response = await h().request('GET', PATH, { token: await signIn(h(), nadia) });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as SessionBody;
    expect(data?.primary_user).toEqual({
      id: nadia.id,
      role: 'student',
      full_name: 'Nadia Putri',
      grade: 5,
      class_type: 'SD',
      stream: 'SD',
      phone_number: '81200000001',
      country_code: '+62',
      email: null,
      avatar_url: null,
      student_id: nadia.id,
    });
    expect(data?.student_users.map((student) => student.full_name)).toEqual(['Raka Pratama', 'Nadia Putri']);
    expect(data?.parent_user).toEqual({ name: 'Ibu Sari', country_code: '+62', phone_number: '81200000001' });
    expect(data?.register_token).toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/access_token|refresh_token/);
  });

  it('answers a parent as primary user with the family’s students', async () => {
    const { data } = (await (
      await h().request('GET', PATH, { token: await signIn(h(), parent) })
    ).json()) as SessionBody;
    expect(data?.primary_user).toMatchObject({
      id: parent.id,
      role: 'parent',
      student_id: null,
      grade: null,
    });
    expect(data?.student_users.map((student) => student.id)).toEqual([raka.id, nadia.id]);
  });

  it('never shows another family', async () => {
    const { data } = (await (
      await h().request('GET', PATH, { token: await signIn(h(), stranger) })
    ).json()) as SessionBody;
    expect(data?.student_users.map((student) => student.full_name)).toEqual(['Dimas']);
    expect(data?.parent_user).toBeNull();
  });

  it('refuses a call without a token', async () => {
    const response = await h().request('GET', PATH);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sesi kamu sudah habis. Masuk lagi, yuk.' },
    });
  });

  it('refuses an expired token', async () => {
    const token = await signIn(h(), raka);
    h().clock.advance(HOUR + 1000);
    const response = await h().request('GET', PATH, { token });
    expect(response.status).toBe(401);
    expect(((await response.json()) as SessionBody).error?.code).toBe('token_expired');
  });

  it('refuses a tampered or forged token', async () => {
    const token = await signIn(h(), raka);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(
      JSON.stringify({ ...claims, sub: stranger.id, acc: stranger.account_id }),
    ).toString('base64url');
    for (const bad of [`${header}.${tampered}.${signature}`, await forgedToken(h(), raka), 'not-a-jwt']) {
      expect((await h().request('GET', PATH, { token: bad })).status).toBe(401);
    }
  });

  it('ends the session of a user that no longer exists', async () => {
    const { students } = await insertTestFamily(h().database.db, {
      phone: '+6281200000003',
      students: ['Sementara'],
    });
    const gone = students[0] as User;
    const token = await signIn(h(), gone);
    await h().database.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect((await h().request('GET', PATH, { token })).status).toBe(401);
  });
});

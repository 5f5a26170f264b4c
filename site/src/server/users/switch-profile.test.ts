import { beforeAll, expect, it } from 'vitest';
import {
  AUTH_COOKIE_NAME,
  PARENT_AUTH_COOKIE_NAME,
  STUDENT_AUTH_COOKIE_NAME,
} from '@bimbel/domain/constants/storage-keys';
import { verifyAccessToken } from '../auth/access-token.ts';
import { hashToken } from '../auth/opaque-token.ts';
import type { User } from '../db/schema.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import {
  insertTestFamily,
  setCookies,
  signIn,
  type ErrorBody,
  type SessionBody,
} from './testing/user-fixtures.ts';

const PATH = '/user-management/v1/users/switcher';
const PROFILES = '/user-management/v1/users/user-profiles';

type SwitchBody = ErrorBody & { data?: Record<string, unknown> };

describeBackend('POST switcher', (h) => {
  let parent: User;
  let raka: User;
  let nadia: User;
  let stranger: User;

  beforeAll(async () => {
    const family = await insertTestFamily(h().database.db, {
      phone: '+6281300000001',
      parent: 'Ibu Sari',
      students: ['Raka Pratama', 'Nadia Putri'],
    });
    [raka, nadia] = family.students as [User, User];
    parent = family.parent as User;
    stranger = (await insertTestFamily(h().database.db, { phone: '+6281300000002', students: ['Dimas'] }))
      .students[0] as User;
  });

  it('answers exactly docs/product’s four token fields, and the new token acts as the chosen student', async () => {
    const response = await h().request('POST', PATH, {
      token: await signIn(h(), raka),
      json: { switchTouserId: nadia.id },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as SwitchBody;
    expect(Object.keys(data ?? {}).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'token_type',
    ]);
    expect(data).toMatchObject({ expires_in: 3600, token_type: 'Bearer' });

    const accessToken = String(data?.access_token);
    const check = await verifyAccessToken(accessToken, {
      secret: h().config.authSecret.reveal(),
      issuer: h().config.publicOrigin,
      now: h().clock.now,
    });
    expect(check).toEqual({
      ok: true,
      claims: {
        userId: nadia.id,
        accountId: nadia.account_id,
        role: 'student',
        sessionId: expect.any(String),
      },
    });

    const profiles = (await (
      await h().request('GET', PROFILES, { token: accessToken })
    ).json()) as SessionBody;
    expect(profiles.data?.primary_user).toMatchObject({
      id: nadia.id,
      full_name: 'Nadia Putri',
      role: 'student',
    });

    // The refresh token is stored only as a hash, for the new student.
    const stored = await h()
      .database.db.selectFrom('refresh_tokens')
      .select(['user_id', 'token_hash'])
      .where('token_hash', '=', hashToken(String(data?.refresh_token)))
      .executeTakeFirst();
    expect(stored?.user_id).toBe(nadia.id);
  });

  it('sets the auth cookies for the new primary student, HttpOnly and SameSite=Lax at path /', async () => {
    const response = await h().request('POST', PATH, {
      token: await signIn(h(), raka),
      json: { switchTouserId: nadia.id },
    });
    const { data } = (await response.json()) as SwitchBody;
    const cookies = setCookies(response);
    expect(cookies.get(AUTH_COOKIE_NAME)?.value).toBe(data?.access_token);
    expect(cookies.get(STUDENT_AUTH_COOKIE_NAME)?.value).toBe(data?.access_token);
    expect(cookies.get(PARENT_AUTH_COOKIE_NAME)?.value).toMatch(/^ey/);
    for (const { attributes } of cookies.values()) {
      expect(attributes).toContain('Path=/');
      expect(attributes).toContain('HttpOnly');
      expect(attributes).toContain('SameSite=Lax');
      expect(attributes).not.toContain('Secure'); // the test origin is http
    }
  });

  it('lets a parent switch to a student of the family', async () => {
    const response = await h().request('POST', PATH, {
      token: await signIn(h(), parent),
      json: { switchTouserId: raka.id },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as SwitchBody;
    const profiles = (await (
      await h().request('GET', PROFILES, { token: String(data?.access_token) })
    ).json()) as SessionBody;
    expect(profiles.data?.primary_user?.id).toBe(raka.id);
  });

  it('refuses another family’s student, the parent and unknown ids with 403', async () => {
    const token = await signIn(h(), raka);
    for (const id of [stranger.id, parent.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await h().request('POST', PATH, { token, json: { switchTouserId: id } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: 'Kamu tidak punya akses ke profil ini.' },
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a malformed or missing id with 422', async () => {
    const token = await signIn(h(), raka);
    for (const json of [{ switchTouserId: 'nadia' }, { switchTouserId: 42 }, {}]) {
      const response = await h().request('POST', PATH, { token, json });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: 'Pilih profil dulu, ya.', field: 'switchTouserId' },
      });
    }
  });

  it('refuses a call without a valid token', async () => {
    expect((await h().request('POST', PATH, { json: { switchTouserId: nadia.id } })).status).toBe(401);
    expect(
      (await h().request('POST', PATH, { token: 'x.y.z', json: { switchTouserId: nadia.id } })).status,
    ).toBe(401);
  });
});

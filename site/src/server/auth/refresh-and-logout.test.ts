import { afterEach, beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { captureServerLog, cookieHeader, logInWithTestNumber, setCookies } from './testing/auth-fixtures.ts';

type TokenBody = {
  data?: { access_token: string; refresh_token: string; expires_in: number; token_type: string };
  error?: { code: string; message: string };
};

describeBackend('refresh and logout', (h) => {
  let serverLog: ReturnType<typeof captureServerLog>;
  beforeEach(async () => {
    await resetTables(h().database);
    await seedDemo(h().database.db);
    serverLog = captureServerLog();
  });
  afterEach(() => serverLog.restore());

  async function logIn() {
    const { body } = await logInWithTestNumber(h(), '+6281100000001');
    return body.data!.primary_user!.refresh_token!;
  }

  async function refresh(options: { token?: string; cookie?: string }) {
    const response = await h().request('POST', '/api/auth/refresh', {
      ...(options.token ? { json: { refresh_token: options.token } } : {}),
      ...(options.cookie ? { headers: { cookie: cookieHeader({ bimbel_refresh: options.cookie }) } } : {}),
    });
    return { response, body: (await response.json()) as TokenBody };
  }

  const refreshRows = () =>
    h().database.db.selectFrom('refresh_tokens').selectAll().orderBy('created_at').orderBy('id').execute();

  it('rotates the refresh token: new tokens in the same family, the old row linked to the new one', async () => {
    const first = await logIn();
    h().clock.advance(60_000);
    const { response, body } = await refresh({ token: first });
    expect(response.status).toBe(200);
    expect(body.data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      token_type: 'Bearer',
    });
    expect(body.data!.refresh_token).not.toBe(first);

    const [oldRow, newRow] = await refreshRows();
    expect(newRow!.family_id).toBe(oldRow!.family_id);
    expect(oldRow!.replaced_by).toBe(newRow!.id);
    expect(newRow!.replaced_by).toBeNull();

    const cookies = setCookies(response);
    expect(cookies.get('bimbel_auth')?.value).toBe(body.data!.access_token);
    expect(cookies.get('bimbel_refresh')?.value).toBe(body.data!.refresh_token);
    expect(cookies.get('bimbel_parent_auth')?.value).toEqual(expect.any(String));

    const session = await h().request('GET', '/api/auth/session', { token: body.data!.access_token });
    expect(session.status).toBe(200);
  });

  it('refreshes from the HttpOnly refresh cookie when the body has no token', async () => {
    const first = await logIn();
    const { response, body } = await refresh({ cookie: first });
    expect(response.status).toBe(200);
    expect((await refresh({ cookie: body.data!.refresh_token })).response.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again: the newest token stops working too', async () => {
    const first = await logIn();
    const second = (await refresh({ token: first })).body.data!.refresh_token;

    const reuse = await refresh({ token: first });
    expect(reuse.response.status).toBe(401);
    expect(reuse.body.error).toEqual({
      code: 'unauthorized',
      message: 'Sesi kamu sudah habis. Masuk lagi, yuk.',
    });
    expect((await refresh({ token: second })).response.status).toBe(401);

    const rows = await refreshRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.revoked_at).not.toBeNull();
    expect(
      serverLog.records().some((record) => record.message === 'refresh token reused: family revoked'),
    ).toBe(true);
  });

  it('ends the login of a Bearer-only logout (the mobile app holds only its access token)', async () => {
    const primary = (await logInWithTestNumber(h(), '+6281100000001')).body.data!.primary_user!;
    const other = (await logInWithTestNumber(h(), '+6281100000001')).body.data!.primary_user!;
    const session = (token: string) => h().request('GET', '/api/auth/session', { token });
    expect((await session(primary.access_token!)).status).toBe(200);

    const out = await h().request('POST', '/api/auth/logout', { token: primary.access_token! });
    expect(out.status).toBe(200);
    h().clock.advance(1000);
    expect((await session(primary.access_token!)).status).toBe(401);
    // Its refresh token is over too; another login of the same number is untouched.
    const refreshed = await h().request('POST', '/api/auth/refresh', {
      json: { refresh_token: primary.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    expect((await session(other.access_token!)).status).toBe(200);
    // A forged or absent token changes nothing and still answers ok.
    expect((await h().request('POST', '/api/auth/logout', { token: 'not-a-token' })).status).toBe(200);
    expect((await session(other.access_token!)).status).toBe(200);
  });

  it('ends the access tokens of a login at logout: the next request with them gets 401', async () => {
    const { body } = await logInWithTestNumber(h(), '+6281100000001');
    const primary = body.data!.primary_user!;
    const parentToken = body.data!.parent_user!.access_token!;
    const other = (await logInWithTestNumber(h(), '+6281100000001')).body.data!.primary_user!;
    const session = (token: string) => h().request('GET', '/api/auth/session', { token });
    expect((await session(primary.access_token!)).status).toBe(200);
    expect((await session(parentToken)).status).toBe(200);

    await h().request('POST', '/api/auth/logout', { json: { refresh_token: primary.refresh_token } });
    h().clock.advance(1000);
    for (const token of [primary.access_token!, parentToken]) {
      const refused = await session(token);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as TokenBody).error?.code).toBe('unauthorized');
    }
    // As a cookie too, and on the family's profile calls.
    const byCookie = await h().request('GET', '/user-management/v1/users/user-profiles', {
      headers: { cookie: cookieHeader({ bimbel_auth: primary.access_token! }) },
    });
    expect(byCookie.status).toBe(401);
    // Another login of the same account still works.
    expect((await session(other.access_token!)).status).toBe(200);
  });

  it('ends every access token of a family when reuse of a refresh token revokes it', async () => {
    const { body } = await logInWithTestNumber(h(), '+6281100000001');
    const first = body.data!.primary_user!;
    const rotated = (await refresh({ token: first.refresh_token! })).body.data!;
    const session = (token: string) => h().request('GET', '/api/auth/session', { token });
    expect((await session(rotated.access_token)).status).toBe(200);

    // The stolen first refresh token comes back: the family is revoked.
    expect((await refresh({ token: first.refresh_token! })).response.status).toBe(401);
    expect((await session(first.access_token!)).status).toBe(401);
    expect((await session(rotated.access_token)).status).toBe(401);
  });

  it('leaves other logins of the same account alone when one family is revoked', async () => {
    const phone = await logIn();
    const laptop = await logIn();
    await refresh({ token: phone });
    await refresh({ token: phone });
    expect((await refresh({ token: laptop })).response.status).toBe(200);
  });

  it('answers 401 and clears the auth cookies for an unknown, missing or expired refresh token', async () => {
    const unknown = await refresh({ token: 'bm90LWEtcmVhbC10b2tlbg' });
    expect(unknown.response.status).toBe(401);
    const cleared = setCookies(unknown.response);
    for (const name of ['bimbel_auth', 'bimbel_student_auth', 'bimbel_parent_auth', 'bimbel_refresh']) {
      expect(cleared.get(name)?.attributes['max-age']).toBe('0');
    }

    expect((await refresh({})).response.status).toBe(401);

    const token = await logIn();
    h().clock.advance(30 * 24 * 3600 * 1000);
    expect((await refresh({ token })).response.status).toBe(401);
  });

  it('refuses a malformed refresh body with 422 and bad JSON with 400', async () => {
    const wrongType = await h().request('POST', '/api/auth/refresh', { json: { refresh_token: 42 } });
    expect(wrongType.status).toBe(422);
    const badJson = await h().request('POST', '/api/auth/refresh', { body: '{' });
    expect(badJson.status).toBe(400);
  });

  it('logs out: revokes the family, clears every auth cookie and the subscription cookie', async () => {
    const token = await logIn();
    const response = await h().request('POST', '/api/auth/logout', {
      headers: { cookie: cookieHeader({ bimbel_refresh: token, bimbel_subscription_type: 'PAID' }) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });

    const cookies = setCookies(response);
    for (const name of [
      'bimbel_auth',
      'bimbel_student_auth',
      'bimbel_parent_auth',
      'bimbel_refresh',
      'bimbel_session',
      'bimbel_subscription_type',
    ]) {
      const path = name === 'bimbel_refresh' ? '/api/auth' : '/';
      expect(cookies.get(name), name).toMatchObject({ value: '', attributes: { 'max-age': '0', path } });
    }
    // The refresh cookie of before, at path /, goes too.
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^bimbel_refresh=; Max-Age=0; Path=\/;/),
    );
    expect(cookies.get('bimbel_subscription_type')?.attributes.httponly).toBeUndefined();

    expect((await refresh({ token })).response.status).toBe(401);
    for (const row of await refreshRows()) expect(row.revoked_at).not.toBeNull();
  });

  it('logs out a token sent in the body, and answers 200 again for a repeat, no token or an unreadable body', async () => {
    const token = await logIn();
    for (const options of [
      { json: { refresh_token: token } },
      { json: { refresh_token: token } },
      {},
      { body: '{oops' },
    ]) {
      const response = await h().request('POST', '/api/auth/logout', options);
      expect(response.status).toBe(200);
    }
    expect((await refresh({ token })).response.status).toBe(401);
  });
});

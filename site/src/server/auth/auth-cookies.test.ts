import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { captureServerLog, logInWithTestNumber, setCookies } from './testing/auth-fixtures.ts';

const AUTH_COOKIES = [
  'bimbel_auth',
  'bimbel_student_auth',
  'bimbel_parent_auth',
  'bimbel_refresh',
  'bimbel_session',
];
/** Over https (decision 068): `__Host-` at path /, the refresh cookie `__Secure-` at /api/auth. */
const SECURE_AUTH_COOKIES = [
  '__Host-bimbel_auth',
  '__Host-bimbel_student_auth',
  '__Host-bimbel_parent_auth',
  '__Secure-bimbel_refresh',
  '__Host-bimbel_session',
];
const pathOf = (name: string) => (name.endsWith('bimbel_refresh') ? '/api/auth' : '/');

describeBackend('auth cookies over http (demo)', (h) => {
  beforeEach(async () => {
    await resetTables(h().database);
    await seedDemo(h().database.db);
    const serverLog = captureServerLog();
    return () => serverLog.restore();
  });

  it('sets the auth cookies HttpOnly, SameSite=Lax, without Secure, lasting as long as their tokens; the refresh cookie only for /api/auth', async () => {
    const { response } = await logInWithTestNumber(h(), '+6281100000001');
    const cookies = setCookies(response);
    for (const name of AUTH_COOKIES) {
      const cookie = cookies.get(name);
      expect(cookie?.value, name).not.toBe('');
      expect(cookie?.attributes, name).toMatchObject({ httponly: true, samesite: 'Lax', path: pathOf(name) });
      expect(cookie?.attributes.secure, name).toBeUndefined();
    }
    expect(cookies.get('bimbel_auth')?.attributes['max-age']).toBe('3600');
    expect(cookies.get('bimbel_refresh')?.attributes['max-age']).toBe(String(30 * 24 * 3600));
    // The hint a private page reads (the refresh cookie does not reach pages) lives as long.
    expect(cookies.get('bimbel_session')).toMatchObject({
      value: '1',
      attributes: { 'max-age': String(30 * 24 * 3600) },
    });
    // A refresh cookie from before (at path /) is cleared, so pages no longer receive a token.
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^bimbel_refresh=; Max-Age=0; Path=\/;/),
    );
    // The subscription cookie belongs to the subscription-status call.
    expect(cookies.has('bimbel_subscription_type')).toBe(false);
  });

  it('clears the parent cookie for a family without a parent', async () => {
    const { response } = await logInWithTestNumber(h(), '+6281100000002');
    const cookies = setCookies(response);
    expect(cookies.get('bimbel_student_auth')?.value).not.toBe('');
    expect(cookies.get('bimbel_parent_auth')).toMatchObject({ value: '', attributes: { 'max-age': '0' } });
  });
});

describeBackend(
  'auth cookies over https (production-like origin)',
  (h) => {
    beforeEach(async () => {
      await resetTables(h().database);
      await seedDemo(h().database.db);
      const serverLog = captureServerLog();
      return () => serverLog.restore();
    });

    it('marks every auth cookie Secure and prefixed when the site is served over https', async () => {
      const { response } = await logInWithTestNumber(h(), '+6281100000001');
      const cookies = setCookies(response);
      for (const name of SECURE_AUTH_COOKIES) {
        expect(cookies.get(name)?.value, name).not.toBe('');
        expect(cookies.get(name)?.attributes, name).toMatchObject({
          secure: true,
          path: pathOf(name),
          httponly: true,
        });
        expect(cookies.get(name)?.attributes.domain, name).toBeUndefined();
      }
      // The cookies of before are cleared, the refresh one at its old path /.
      for (const name of AUTH_COOKIES.filter((name) => name !== 'bimbel_session')) {
        expect(cookies.get(name), name).toMatchObject({
          value: '',
          attributes: { 'max-age': '0', path: '/' },
        });
      }
    });

    it('still renews a session whose refresh cookie was set before the rename (transition)', async () => {
      const { response } = await logInWithTestNumber(h(), '+6281100000001');
      const token = setCookies(response).get('__Secure-bimbel_refresh')?.value ?? '';
      const renewed = await h().request('POST', '/api/auth/refresh', {
        headers: { cookie: `bimbel_refresh=${token}` },
      });
      expect(renewed.status).toBe(200);
      expect(setCookies(renewed).get('__Secure-bimbel_refresh')?.value).not.toBe('');
    });

    it('accepts the access token of the new cookie and of the old one', async () => {
      const { response } = await logInWithTestNumber(h(), '+6281100000001');
      const access = setCookies(response).get('__Host-bimbel_auth')?.value ?? '';
      for (const cookie of [`__Host-bimbel_auth=${access}`, `bimbel_auth=${access}`]) {
        expect((await h().request('GET', '/api/auth/session', { headers: { cookie } })).status, cookie).toBe(
          200,
        );
      }
    });

    it('clears the cookies with the same flags on logout', async () => {
      const response = await h().request('POST', '/api/auth/logout', {});
      const cookies = setCookies(response);
      for (const name of [...SECURE_AUTH_COOKIES, 'bimbel_subscription_type']) {
        expect(cookies.get(name)?.attributes, name).toMatchObject({
          'max-age': '0',
          secure: true,
          samesite: 'Lax',
          path: pathOf(name),
        });
      }
    });
  },
  { PUBLIC_ORIGIN: 'https://bimbel.example.id' },
);

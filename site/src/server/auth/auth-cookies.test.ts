import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { captureServerLog, logInWithTestNumber, setCookies } from './testing/auth-fixtures.ts';

const AUTH_COOKIES = ['bimbel_auth', 'bimbel_student_auth', 'bimbel_parent_auth', 'bimbel_refresh'];

describeBackend('auth cookies over http (demo)', (h) => {
  beforeEach(async () => {
    await resetTables(h().database);
    await seedDemo(h().database.db);
    const serverLog = captureServerLog();
    return () => serverLog.restore();
  });

  it('sets the auth cookies HttpOnly, SameSite=Lax, at path /, without Secure, lasting as long as their tokens', async () => {
    const { response } = await logInWithTestNumber(h(), '+6281100000001');
    const cookies = setCookies(response);
    for (const name of AUTH_COOKIES) {
      const cookie = cookies.get(name);
      expect(cookie?.value, name).not.toBe('');
      expect(cookie?.attributes, name).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
      expect(cookie?.attributes.secure, name).toBeUndefined();
    }
    expect(cookies.get('bimbel_auth')?.attributes['max-age']).toBe('3600');
    expect(cookies.get('bimbel_refresh')?.attributes['max-age']).toBe(String(30 * 24 * 3600));
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

    it('marks every auth cookie Secure when the site is served over https', async () => {
      const { response } = await logInWithTestNumber(h(), '+6281100000001');
      const cookies = setCookies(response);
      for (const name of AUTH_COOKIES) expect(cookies.get(name)?.attributes.secure, name).toBe(true);
    });

    it('clears the cookies with the same flags on logout', async () => {
      const response = await h().request('POST', '/api/auth/logout', {});
      const cookies = setCookies(response);
      for (const name of [...AUTH_COOKIES, 'bimbel_subscription_type']) {
        expect(cookies.get(name)?.attributes, name).toMatchObject({
          'max-age': '0',
          secure: true,
          samesite: 'Lax',
        });
      }
    });
  },
  { PUBLIC_ORIGIN: 'https://bimbel.example.id' },
);

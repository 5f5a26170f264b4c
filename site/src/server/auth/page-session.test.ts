import { AUTH_COOKIE_NAME, REFRESH_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from './access-token.ts';
import { decidePageAccess } from './page-session.ts';

const SESSION_ID = '3f1e2d4c-5b6a-4789-8c0d-1e2f3a4b5c6d';
const options = {
  secret: 'page-session-test-secret-of-32-characters!',
  issuer: 'http://127.0.0.1:4000',
  sessionAlive: async (sessionId: string) => sessionId === SESSION_ID,
};
const now = new Date('2026-11-22T03:00:00Z');
const claims = {
  userId: '5a0b4c2e-8d1f-4a57-9a61-0c6b1f0d2e11',
  accountId: '9e3c1a44-0d7b-4f6e-8c2a-6b1d3e5f7a90',
  role: 'student',
  sessionId: SESSION_ID,
} as const;
const returnTo = '/bimbel/user';

async function tokenIssuedAt(at: Date, secret = options.secret): Promise<string> {
  return (await issueAccessToken(claims, { ...options, secret, now: at })).accessToken;
}

function cookies(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

describe('decidePageAccess', () => {
  it('lets a valid access cookie through with its claims', async () => {
    const token = await tokenIssuedAt(now);
    const access = await decidePageAccess(
      { cookieHeader: cookies({ [AUTH_COOKIE_NAME]: token }), returnTo },
      { ...options, now },
    );
    expect(access).toEqual({ ok: true, claims });
  });

  it('finds the access cookie among others', async () => {
    const token = await tokenIssuedAt(now);
    const header = cookies({ bimbel_subscription_type: 'PAID', [AUTH_COOKIE_NAME]: token, other: 'x' });
    const access = await decidePageAccess({ cookieHeader: header, returnTo }, { ...options, now });
    expect(access.ok).toBe(true);
  });

  it('sends a visitor without any cookie to /login with the page to come back to', async () => {
    const access = await decidePageAccess({ cookieHeader: undefined, returnTo }, { ...options, now });
    expect(access).toEqual({ ok: false, redirectTo: '/login?redirect=%2Fbimbel%2Fuser' });
  });

  it('sends an expired access token without a refresh cookie to /login', async () => {
    const token = await tokenIssuedAt(new Date(now.getTime() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    const access = await decidePageAccess(
      { cookieHeader: cookies({ [AUTH_COOKIE_NAME]: token }), returnTo },
      { ...options, now },
    );
    expect(access).toEqual({ ok: false, redirectTo: '/login?redirect=%2Fbimbel%2Fuser' });
  });

  it('sends an expired access token with a refresh cookie to /auth-redirect to renew it', async () => {
    const token = await tokenIssuedAt(new Date(now.getTime() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    const header = cookies({ [AUTH_COOKIE_NAME]: token, [REFRESH_COOKIE_NAME]: 'opaque-refresh-token' });
    const access = await decidePageAccess({ cookieHeader: header, returnTo }, { ...options, now });
    expect(access).toEqual({ ok: false, redirectTo: '/auth-redirect?to=%2Fbimbel%2Fuser' });
  });

  it('sends a refresh cookie alone (the access cookie lapsed after its hour) to /auth-redirect', async () => {
    const header = cookies({ [REFRESH_COOKIE_NAME]: 'opaque-refresh-token' });
    const access = await decidePageAccess(
      { cookieHeader: header, returnTo: '/bimbel/user/qna/42' },
      { ...options, now },
    );
    expect(access).toEqual({ ok: false, redirectTo: '/auth-redirect?to=%2Fbimbel%2Fuser%2Fqna%2F42' });
  });

  it('sends the session hint alone (the refresh cookie lives at /api/auth) to /auth-redirect, over http and https', async () => {
    for (const [name, secureCookies] of [
      ['bimbel_session', false],
      ['__Host-bimbel_session', true],
    ] as const) {
      const access = await decidePageAccess(
        { cookieHeader: cookies({ [name]: '1' }), returnTo },
        { ...options, now, secureCookies },
      );
      expect(access, name).toEqual({ ok: false, redirectTo: '/auth-redirect?to=%2Fbimbel%2Fuser' });
    }
  });

  it('reads the __Host- access cookie over https', async () => {
    const token = await tokenIssuedAt(now);
    const access = await decidePageAccess(
      { cookieHeader: cookies({ '__Host-bimbel_auth': token }), returnTo },
      { ...options, now, secureCookies: true },
    );
    expect(access.ok).toBe(true);
  });

  it('refuses a token signed with another key', async () => {
    const forged = await tokenIssuedAt(now, 'another-secret-that-is-at-least-32-characters');
    const access = await decidePageAccess(
      { cookieHeader: cookies({ [AUTH_COOKIE_NAME]: forged }), returnTo },
      { ...options, now },
    );
    expect(access.ok).toBe(false);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = (await tokenIssuedAt(now)).split('.');
    const claimsJson = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const tampered = Buffer.from(JSON.stringify({ ...claimsJson, role: 'parent' })).toString('base64url');
    const token = [header, tampered, signature].join('.');
    const access = await decidePageAccess(
      { cookieHeader: cookies({ [AUTH_COOKIE_NAME]: token }), returnTo },
      { ...options, now },
    );
    expect(access).toEqual({ ok: false, redirectTo: '/login?redirect=%2Fbimbel%2Fuser' });
  });

  it('refuses a token from another issuer (another deployment sharing the secret)', async () => {
    const token = (await issueAccessToken(claims, { ...options, issuer: 'https://elsewhere.example', now }))
      .accessToken;
    const access = await decidePageAccess(
      { cookieHeader: cookies({ [AUTH_COOKIE_NAME]: token }), returnTo },
      { ...options, now },
    );
    expect(access.ok).toBe(false);
  });

  it('refuses a valid token of a login that was logged out or revoked, and sends it to renew', async () => {
    const token = await tokenIssuedAt(now);
    const access = await decidePageAccess(
      { cookieHeader: cookies({ [AUTH_COOKIE_NAME]: token, [REFRESH_COOKIE_NAME]: 'r' }), returnTo },
      { ...options, now, sessionAlive: async () => false },
    );
    expect(access).toEqual({ ok: false, redirectTo: '/auth-redirect?to=%2Fbimbel%2Fuser' });
  });

  it('refuses garbage in the access cookie without throwing', async () => {
    const access = await decidePageAccess(
      { cookieHeader: `${AUTH_COOKIE_NAME}=not-a-jwt`, returnTo },
      { ...options, now },
    );
    expect(access).toEqual({ ok: false, redirectTo: '/login?redirect=%2Fbimbel%2Fuser' });
  });

  it('keeps the query of the page to come back to inside the redirect parameter', async () => {
    const access = await decidePageAccess(
      { cookieHeader: '', returnTo: '/bimbel/user?tab=jadwal&x=1' },
      { ...options, now },
    );
    expect(access).toEqual({
      ok: false,
      redirectTo: '/login?redirect=%2Fbimbel%2Fuser%3Ftab%3Djadwal%26x%3D1',
    });
  });

  it('never carries another site in the return address', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const access = await decidePageAccess({ cookieHeader: '', returnTo }, { ...options, now });
      expect(access, returnTo).toEqual({ ok: false, redirectTo: '/login?redirect=%2F' });
    }
  });
});

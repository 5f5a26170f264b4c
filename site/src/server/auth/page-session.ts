import { AUTH_REDIRECT_PATH, LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { parse } from 'hono/utils/cookie';
import { unstable_redirect as redirect } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { getConfig } from '../config/config.ts';
import { getDatabase } from '../db/database.ts';
import { verifyAccessToken, type AccessTokenClaims } from './access-token.ts';
import { hasRefreshHint, readAccessCookie } from './auth-cookies.ts';
import { isSessionAlive } from './refresh-tokens.ts';

export { AUTH_REDIRECT_PATH };

/** Only same-site paths travel in `redirect` / `to` (never `//host` or a URL); anything else returns home. */
function toSameSitePath(path: string): string {
  return /^\/(?![/\\])/.test(path) ? path : '/';
}

export type PageAccess = { ok: true; claims: AccessTokenClaims } | { ok: false; redirectTo: string };

/**
 * Decides on the server whether a page that needs a session may render (docs/product §2, §6), so no
 * private content ever reaches a visitor without one:
 * - a valid access cookie of a login still alive (not logged out, not revoked): render;
 * - no valid access cookie but a refresh cookie (which lives at /api/auth: the session hint
 *   cookie tells a page it exists): `/auth-redirect?to=<page>`, which renews the token in the
 *   browser and comes back;
 * - neither: `/login?redirect=<page>`, which stores the page to return to after login.
 *
 * @example
 * await decidePageAccess({ cookieHeader: 'bimbel_auth=…', returnTo: '/bimbel/user' }, { secret, issuer });
 */
export async function decidePageAccess(
  request: { cookieHeader: string | undefined; returnTo: string },
  options: {
    secret: string;
    issuer: string;
    now?: Date;
    secureCookies?: boolean;
    /** Whether the token's login still holds (isSessionAlive on the database). */
    sessionAlive: (sessionId: string) => Promise<boolean>;
  },
): Promise<PageAccess> {
  const cookies = request.cookieHeader ? parse(request.cookieHeader) : {};
  const secure = options.secureCookies ?? false;
  const token = readAccessCookie(cookies, secure);
  if (token) {
    const check = await verifyAccessToken(token, options);
    if (check.ok && (await options.sessionAlive(check.claims.sessionId)))
      return { ok: true, claims: check.claims };
  }
  const target = encodeURIComponent(toSameSitePath(request.returnTo));
  if (hasRefreshHint(cookies, secure)) return { ok: false, redirectTo: `${AUTH_REDIRECT_PATH}?to=${target}` };
  return { ok: false, redirectTo: `${LOGIN_PATH}?redirect=${target}` };
}

/**
 * For dynamic pages that need a session: returns the caller's token claims, or redirects
 * (307) before anything renders. Call it first thing in the page component.
 *
 * @example
 * export default async function UserHome({ path }: PageProps<'/bimbel/user'>) {
 *   const { sub } = await requirePageSession(path);
 */
export async function requirePageSession(returnTo: string): Promise<AccessTokenClaims> {
  const config = getConfig();
  const access = await decidePageAccess(
    { cookieHeader: getHeaders()['cookie'], returnTo },
    {
      secret: config.authSecret.reveal(),
      issuer: config.publicOrigin,
      secureCookies: config.secureCookies,
      sessionAlive: async (sessionId) => isSessionAlive((await getDatabase()).db, sessionId, new Date()),
    },
  );
  if (!access.ok) redirect(access.redirectTo, 307);
  return access.claims;
}

/**
 * For public dynamic pages that change with a session (/slot-selection): the caller's claims, or
 * null for a visitor without one. A login whose access token lapsed but whose refresh cookie
 * lives is sent through `/auth-redirect` to renew it and come back (307), as a private page
 * would, so a student never sees the logged-out page by accident.
 */
export async function optionalPageSession(returnTo: string): Promise<AccessTokenClaims | null> {
  const config = getConfig();
  const access = await decidePageAccess(
    { cookieHeader: getHeaders()['cookie'], returnTo },
    {
      secret: config.authSecret.reveal(),
      issuer: config.publicOrigin,
      secureCookies: config.secureCookies,
      sessionAlive: async (sessionId) => isSessionAlive((await getDatabase()).db, sessionId, new Date()),
    },
  );
  if (access.ok) return access.claims;
  if (access.redirectTo.startsWith(AUTH_REDIRECT_PATH)) redirect(access.redirectTo, 307);
  return null;
}

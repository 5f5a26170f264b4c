import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  AUTH_COOKIE_NAME,
  COOKIE_PATH,
  PARENT_AUTH_COOKIE_NAME,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  SESSION_HINT_COOKIE_NAME,
  STUDENT_AUTH_COOKIE_NAME,
  SUBSCRIPTION_TYPE_COOKIE_NAME,
} from '@bimbel/domain/constants/storage-keys';
import type { Config } from '../config/config.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import type { SessionCookieValues } from './login-session.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from './session-tokens.ts';

export type AuthCookieNames = {
  readonly access: string;
  readonly student: string;
  readonly parent: string;
  readonly refresh: string;
  readonly sessionHint: string;
};

/**
 * The auth cookies' names (decision 068). Over https the cookies at path / are `__Host-`
 * (Secure, path /, no Domain: no subdomain can set or shadow them) and the refresh cookie,
 * at path /api/auth, is `__Secure-` (`__Host-` requires path /). Over http (demo, tests) the
 * prefixes are not allowed, and the names are the plain ones.
 *
 * @example
 * authCookieNames(true).refresh; // '__Secure-bimbel_refresh'
 */
export function authCookieNames(secure: boolean): AuthCookieNames {
  const host = secure ? '__Host-' : '';
  return {
    access: `${host}${AUTH_COOKIE_NAME}`,
    student: `${host}${STUDENT_AUTH_COOKIE_NAME}`,
    parent: `${host}${PARENT_AUTH_COOKIE_NAME}`,
    refresh: `${secure ? '__Secure-' : ''}${REFRESH_COOKIE_NAME}`,
    sessionHint: `${host}${SESSION_HINT_COOKIE_NAME}`,
  };
}

/** The names before issue 13 (all at path /): read during the transition, then cleared. */
const LEGACY_NAMES = authCookieNames(false);

/**
 * Cookie flags of docs/product §9 and ARCHITECTURE.md: path / (the refresh cookie: /api/auth),
 * SameSite=Lax, HttpOnly for tokens, Secure when the site is served over https (PUBLIC_ORIGIN).
 */
export function cookieOptions(
  config: Config,
  { maxAge, httpOnly = true, path = COOKIE_PATH }: { maxAge: number; httpOnly?: boolean; path?: string },
) {
  return { path, httpOnly, sameSite: 'Lax', secure: config.secureCookies, maxAge } as const;
}

function clear(c: Context, config: Config, name: string, { httpOnly = true, path = COOKIE_PATH } = {}) {
  const options = cookieOptions(config, { maxAge: 0, httpOnly, path });
  // A legacy (unprefixed) name is cleared with the same flags; prefixes only add requirements.
  deleteCookie(c, name, options);
}

/** Legacy cookies a new-style cookie replaces: cleared so an old session leaves no copy behind. */
function clearLegacy(c: Context, config: Config) {
  const names = authCookieNames(config.secureCookies);
  // The old refresh cookie lived at path /: cleared there (the new one is at /api/auth).
  clear(c, config, LEGACY_NAMES.refresh);
  if (names.access === LEGACY_NAMES.access) return;
  for (const name of [LEGACY_NAMES.access, LEGACY_NAMES.student, LEGACY_NAMES.parent]) clear(c, config, name);
}

/** Sets the auth cookies of a login or refresh; a cookie that no longer applies is cleared. */
export function setSessionCookies(c: Context, config: Config, cookies: SessionCookieValues): void {
  const names = authCookieNames(config.secureCookies);
  clearLegacy(c, config);
  const access = cookieOptions(config, { maxAge: ACCESS_TOKEN_TTL_SECONDS });
  setCookie(c, names.access, cookies.access, access);
  if (cookies.student) setCookie(c, names.student, cookies.student, access);
  else clear(c, config, names.student);
  if (cookies.parent) setCookie(c, names.parent, cookies.parent, access);
  else clear(c, config, names.parent);
  const refresh = { maxAge: REFRESH_TOKEN_TTL_SECONDS };
  setCookie(
    c,
    names.refresh,
    cookies.refresh,
    cookieOptions(config, { ...refresh, path: REFRESH_COOKIE_PATH }),
  );
  setCookie(c, names.sessionHint, '1', cookieOptions(config, refresh));
}

/**
 * Clears every auth cookie (Max-Age=0), old names included; with `subscription` also the
 * script-readable subscription type cookie, which the subscription-status call sets.
 */
export function clearSessionCookies(c: Context, config: Config, { subscription = false } = {}): void {
  const names = authCookieNames(config.secureCookies);
  clearLegacy(c, config);
  for (const name of [names.access, names.student, names.parent, names.sessionHint]) clear(c, config, name);
  clear(c, config, names.refresh, { path: REFRESH_COOKIE_PATH });
  if (subscription) clear(c, config, SUBSCRIPTION_TYPE_COOKIE_NAME, { httpOnly: false });
}

/** The refresh token: the new cookie, else one set before issue 13 (at path /, plain name). */
export function readRefreshCookie(c: Context, config: Config): string | undefined {
  return (
    getCookie(c, authCookieNames(config.secureCookies).refresh) ||
    getCookie(c, LEGACY_NAMES.refresh) ||
    undefined
  );
}

/** The access token of the cookies: the new name, else the one set before issue 13. */
export function readAccessCookie(
  cookies: Record<string, string | undefined>,
  secure: boolean,
): string | undefined {
  return cookies[authCookieNames(secure).access] || cookies[LEGACY_NAMES.access] || undefined;
}

/**
 * Whether the browser holds a refresh cookie, as a page (path /) can tell: the session hint,
 * or a refresh cookie of before issue 13 (it lived at path /).
 */
export function hasRefreshHint(cookies: Record<string, string | undefined>, secure: boolean): boolean {
  return Boolean(
    cookies[authCookieNames(secure).sessionHint] ||
    cookies[LEGACY_NAMES.sessionHint] ||
    cookies[LEGACY_NAMES.refresh],
  );
}

import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  AUTH_COOKIE_NAME,
  COOKIE_PATH,
  PARENT_AUTH_COOKIE_NAME,
  REFRESH_COOKIE_NAME,
  STUDENT_AUTH_COOKIE_NAME,
  SUBSCRIPTION_TYPE_COOKIE_NAME,
} from '@bimbel/domain/constants/storage-keys';
import type { Config } from '../config/config.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import type { SessionCookieValues } from './login-session.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from './session-tokens.ts';

/**
 * Cookie flags of docs/product §9 and ARCHITECTURE.md: path /, SameSite=Lax, HttpOnly for tokens,
 * Secure when the site is served over https (PUBLIC_ORIGIN).
 */
export function cookieOptions(
  config: Config,
  { maxAge, httpOnly = true }: { maxAge: number; httpOnly?: boolean },
) {
  return { path: COOKIE_PATH, httpOnly, sameSite: 'Lax', secure: config.secureCookies, maxAge } as const;
}

function clear(c: Context, config: Config, name: string, httpOnly = true) {
  deleteCookie(c, name, cookieOptions(config, { maxAge: 0, httpOnly }));
}

/** Sets the auth cookies of a login or refresh; a cookie that no longer applies is cleared. */
export function setSessionCookies(c: Context, config: Config, cookies: SessionCookieValues): void {
  const access = cookieOptions(config, { maxAge: ACCESS_TOKEN_TTL_SECONDS });
  setCookie(c, AUTH_COOKIE_NAME, cookies.access, access);
  if (cookies.student) setCookie(c, STUDENT_AUTH_COOKIE_NAME, cookies.student, access);
  else clear(c, config, STUDENT_AUTH_COOKIE_NAME);
  if (cookies.parent) setCookie(c, PARENT_AUTH_COOKIE_NAME, cookies.parent, access);
  else clear(c, config, PARENT_AUTH_COOKIE_NAME);
  setCookie(
    c,
    REFRESH_COOKIE_NAME,
    cookies.refresh,
    cookieOptions(config, { maxAge: REFRESH_TOKEN_TTL_SECONDS }),
  );
}

/**
 * Clears every auth cookie (Max-Age=0); with `subscription` also the script-readable
 * subscription type cookie, which the subscription-status call sets.
 */
export function clearSessionCookies(c: Context, config: Config, { subscription = false } = {}): void {
  for (const name of [
    AUTH_COOKIE_NAME,
    STUDENT_AUTH_COOKIE_NAME,
    PARENT_AUTH_COOKIE_NAME,
    REFRESH_COOKIE_NAME,
  ]) {
    clear(c, config, name);
  }
  if (subscription) clear(c, config, SUBSCRIPTION_TYPE_COOKIE_NAME, false);
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE_NAME) || undefined;
}

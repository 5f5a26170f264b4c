import { normalizePathname } from './normalize-pathname.ts';
import { AUTH_REDIRECT_PATH, getRouteAccess, LOGIN_PATH } from './route-access.ts';

/** Longer values are not paths we ever send (and would bloat storage). */
export const REDIRECT_PATH_MAX_LENGTH = 2048;

/**
 * Control characters (URL parsers silently drop tabs and newlines, turning `/\t/evil.com`
 * into `//evil.com`) and backslashes (browsers read `\` as `/`).
 */
const hasUnsafeCharacter = (value: string) =>
  [...value].some(
    (character) => character === '\\' || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f,
  );

/**
 * Where not to go after logging in: the login and token-renewal pages themselves (a loop),
 * and the sign-up steps, which only run on a register token a logged-in user no longer has.
 */
function isLoginFlowPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return path === LOGIN_PATH || path === AUTH_REDIRECT_PATH || getRouteAccess(path) === 'register-token';
}

/**
 * The redirect target of `/login?redirect=…` and `/auth-redirect?to=…` when it is a
 * same-site relative path (`/bimbel/user?tab=2`), else null. Refused: absolute URLs,
 * protocol-relative `//host`, `/\host`, control characters, anything over
 * {@link REDIRECT_PATH_MAX_LENGTH}, and the login flow's own pages.
 *
 * @example
 * toSafeRedirectPath('/bimbel/user?tab=jadwal'); // '/bimbel/user?tab=jadwal'
 * toSafeRedirectPath('//evil.example/login'); // null
 * toSafeRedirectPath('https://evil.example'); // null
 */
export function toSafeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > REDIRECT_PATH_MAX_LENGTH) return null;
  // One leading slash, then no slash, backslash or control character that a browser could
  // read as the start of another host: what is left always resolves on this site.
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  return isLoginFlowPath(value) ? null : value;
}

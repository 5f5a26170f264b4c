import { LOGIN_PATH } from './login-path.ts';
import { normalizePathname } from './normalize-pathname.ts';

// In a module of its own so a page can link to the login without this module's rules (decision 095).
export { LOGIN_PATH };

/**
 * Where a page that needs a session sends a visitor whose access token is gone but whose
 * refresh cookie lives: it renews the token in the browser and returns to `?to=`.
 */
export const AUTH_REDIRECT_PATH = '/auth-redirect';

/**
 * What a route needs to be opened:
 * - `session`: a logged-in user; without one, redirect to /login and clear local storage;
 * - `register-token`: a user part-way through sign-up, who holds a register token but no
 *   full session yet;
 * - `public`: anyone.
 */
export type RouteAccess = 'session' | 'register-token' | 'public';

const SESSION_PREFIXES = ['/bimbel/user', '/paket/user', '/payment', '/user'];
const REGISTER_TOKEN_PATHS = ['/user/select-role'];
const REGISTER_TOKEN_PREFIXES = ['/user/register'];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Decides which routes need a session (docs/product §2 "pages flagged as requiring
 * authentication"; docs/product does not list them, so this is our reading):
 * - session: /bimbel/user and everything under it, the /paket/user/* checkout steps
 *   (they act on the buyer's account), the /payment/* pages (they show one family's order:
 *   pending, success, failed — decision 082) and the /user/* flows that change an existing
 *   account (add-user, update-user, select-student);
 * - register token: /user/select-role and /user/register/*, the sign-up steps, which run
 *   before a session exists;
 * - public: everything else — marketing, Tanya, /paket and /paket/tenure-pick (a package
 *   can be chosen before logging in), /login, /auth-redirect, legal pages.
 *
 * @example
 * getRouteAccess('/bimbel/user/qna/42'); // 'session'
 * getRouteAccess('/user/register/add-location'); // 'register-token'
 * getRouteAccess('/bimbel-online'); // 'public'
 */
export function getRouteAccess(pathname: string): RouteAccess {
  const path = normalizePathname(pathname);
  if (
    REGISTER_TOKEN_PATHS.includes(path) ||
    REGISTER_TOKEN_PREFIXES.some((prefix) => isUnder(path, prefix))
  ) {
    return 'register-token';
  }
  if (SESSION_PREFIXES.some((prefix) => isUnder(path, prefix))) return 'session';
  return 'public';
}

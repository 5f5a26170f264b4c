import { getCookie } from 'hono/cookie';
import type { Context, MiddlewareHandler } from 'hono';
import { verifyAccessToken } from '../auth/access-token.ts';
import { isSessionAlive } from '../auth/refresh-tokens.ts';
import { ApiError } from './api-error.ts';
import type { BackendDeps, BackendEnv } from './backend-context.ts';
import { API_MESSAGES } from './messages.ts';
import { readAccessCookie } from '../auth/auth-cookies.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request comes from another site: a foreign `Origin`, or `Sec-Fetch-Site: cross-site`. */
function isCrossSite(c: Context<BackendEnv>, deps: BackendDeps): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return c.req.header('sec-fetch-site') === 'cross-site';
  const url = new URL(c.req.url);
  const host = c.req.header('host');
  const allowed = new Set([deps.config().publicOrigin, url.origin, host ? `${url.protocol}//${host}` : '']);
  return !allowed.has(origin);
}

/**
 * Stops cross-site use of state-changing calls: a foreign `Origin` or `Sec-Fetch-Site:
 * cross-site` is refused (403), and a body must be JSON (415) — HTML forms cannot send JSON
 * cross-site without a CORS preflight, which we never grant.
 *
 * `serverToServerPaths` are calls other servers make (Midtrans's notification): they carry no
 * cookie or token, their authority is a signature in the body, so where a request comes from
 * means nothing and any `Origin` is accepted. Their body must still be JSON.
 */
export function sameOriginJson(
  deps: BackendDeps,
  { serverToServerPaths = new Set<string>() }: { serverToServerPaths?: ReadonlySet<string> } = {},
): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    if (!serverToServerPaths.has(c.req.path) && isCrossSite(c, deps))
      throw new ApiError(403, 'cross_site', API_MESSAGES.crossSite);
    const hasBody =
      Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (hasBody && contentType !== 'application/json')
      throw new ApiError(415, 'not_json', API_MESSAGES.notJson);
    return next();
  };
}

/** Reads the access token from `Authorization: Bearer …` or the HttpOnly auth cookie. */
export function readAccessToken(
  authorization: string | undefined,
  cookie: string | undefined,
): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? (cookie || undefined);
}

/**
 * The request's access token (bearer or cookie), its signature and claims checked; `missing` when
 * it carries none. Whether its login still holds is the caller's question (`authenticate`).
 */
export async function verifyPresentedAccessToken(c: Context<BackendEnv>, deps: BackendDeps) {
  const config = deps.config();
  const token = readAccessToken(
    c.req.header('authorization'),
    readAccessCookie(getCookie(c), config.secureCookies),
  );
  if (!token) return { ok: false, reason: 'missing' } as const;
  return verifyAccessToken(token, {
    secret: config.authSecret.reveal(),
    issuer: config.publicOrigin,
    now: deps.now(),
  });
}

/**
 * Checks the request's access token (bearer or cookie): its signature and claims, then that its
 * login was neither logged out nor revoked for reuse (`revoked`). No token is `missing`.
 */
async function authenticate(c: Context<BackendEnv>, deps: BackendDeps) {
  const check = await verifyPresentedAccessToken(c, deps);
  if (!check.ok) return check;
  const { db } = await deps.database();
  if (!(await isSessionAlive(db, check.claims.sessionId, deps.now())))
    return { ok: false, reason: 'revoked' } as const;
  return check;
}

/** 401 unless the call carries a valid access token; sets `c.var.auth`. */
export function requireAuth(deps: BackendDeps): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    const check = await authenticate(c, deps);
    if (!check.ok) {
      throw new ApiError(
        401,
        check.reason === 'expired' ? 'token_expired' : 'unauthorized',
        API_MESSAGES.unauthorized,
      );
    }
    c.set('auth', check.claims);
    return next();
  };
}

/** Sets `c.var.auth` when a valid token is present, and carries on anonymously otherwise. */
export function optionalAuth(deps: BackendDeps): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    const check = await authenticate(c, deps);
    if (check.ok) c.set('auth', check.claims);
    return next();
  };
}

export const ADMIN_UNAUTHORIZED_MESSAGE = 'Token admin tidak valid.';

/**
 * `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. Without ADMIN_TOKEN the
 * admin endpoints are off: they answer the same 404 as a path that does not exist.
 */
export function requireAdminToken(deps: BackendDeps): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    const adminToken = deps.config().adminToken;
    if (!adminToken) throw new ApiError(404, 'not_found', API_MESSAGES.notFound);
    const presented = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!presented || !adminToken.matches(presented)) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new ApiError(401, 'unauthorized', ADMIN_UNAUTHORIZED_MESSAGE);
    }
    return next();
  };
}

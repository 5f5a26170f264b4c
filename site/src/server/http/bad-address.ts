import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './api-error.ts';
import { API_MESSAGES } from './messages.ts';

export type BadAddressOptions = {
  /** Waku's RSC prefix (`config.rscBase`, `RSC`): its addresses are `/RSC/R/….txt`, `/RSC/S/….txt`. */
  rscBase: string;
  /** Paths under these answer the API's JSON error shape; others a short text. */
  apiPrefixes: readonly string[];
};

/** Whether a path's percent escapes decode (Waku's router calls `decodeURI` and throws otherwise). */
export function hasValidEscapes(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an address under `/RSC/` is one Waku serves: a route (`R/…`) or a slice (`S/…`),
 * ending in `.txt`. The site declares no server functions (`F/…`; a test keeps it so), so
 * every function address is unknown.
 */
export function isKnownRscAddress(rest: string): boolean {
  return rest.endsWith('.txt') && (rest.startsWith('R/') || rest.startsWith('S/'));
}

/**
 * The first check of every request (issue 13, decision 065): an address whose percent escapes
 * do not decode (`/%zz`, `/tanya/%C0`) answers 400, and an RSC address Waku does not serve
 * answers 404 — both before the page router, which would throw and answer 500. No stack trace
 * or error text ever reaches the body.
 */
export function rejectBadAddresses(options: BadAddressOptions): MiddlewareHandler {
  const rscPrefix = `/${options.rscBase}/`;
  const isApi = (pathname: string) => options.apiPrefixes.some((prefix) => pathname.startsWith(prefix));
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (!hasValidEscapes(pathname)) {
      return isApi(pathname)
        ? errorResponse(c, 400, 'bad_request', API_MESSAGES.badAddress)
        : c.text(API_MESSAGES.badAddress, 400);
    }
    if (pathname.startsWith(rscPrefix) && !isKnownRscAddress(pathname.slice(rscPrefix.length))) {
      return c.text(API_MESSAGES.notFound, 404);
    }
    return next();
  };
}

/**
 * Where a redirect that only changes the path points: a relative address (no host, so never
 * the `Host` header's), with any run of leading slashes made one so that it cannot become a
 * scheme-relative `//other.host` address. Takes the raw (still escaped) pathname.
 */
export function samePathRedirect(pathname: string, search: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}${search}`;
}

/**
 * One address per page: `/tanya/` → 301 `/tanya`, query kept (Waku's router answers 500 to a
 * trailing slash). Hono's `trimTrailingSlash({ alwaysRedirect: true })` did this with an absolute
 * Location built from the request's `Host` (issue 13: `Host: evil.example` on `/assets/` sent
 * visitors off-site); this Location is relative.
 */
export function trimTrailingSlashRelative(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (url.pathname === '/' || !url.pathname.endsWith('/')) return next();
    return c.redirect(samePathRedirect(url.pathname.slice(0, -1), url.search), 301);
  };
}

import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { every } from 'hono/combine';
import { contentSecurityPolicy, type PolicySources } from './content-security-policy.ts';

/** Vite fingerprints everything under /assets/: those names change whenever the content does. */
export const HASHED_ASSET_PREFIX = '/assets/';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Prerendered pages and unhashed files: always revalidate, so a deploy shows at once. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/** Responses about one user, and anything that did not choose a policy itself. */
export const CACHE_PRIVATE = 'private, no-store';

/**
 * Tanya pages are the same for everyone: shared caches (a CDN) keep them 5 minutes and serve
 * them stale for a day while they revalidate (issue 6). Browsers revalidate after a minute.
 */
export const CACHE_TANYA = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/**
 * The public timetable, the teachers and the UTBK-SNBT programme page (/jadwal, /gurujuara,
 * /bimbel/paket/utbk-snbt; decisions 072, 077) show "today" and the next classes: shared caches
 * keep them 2 minutes and may serve them 5 minutes stale, not a day.
 */
export const CACHE_SCHEDULE = 'public, max-age=60, s-maxage=120, stale-while-revalidate=300';

/**
 * The schedule pages: public, the same for everyone, but about "now" — with the sales and
 * registration pages, which show the coming classes and the catalogue's prices (decision 084).
 */
export function isPublicSchedulePage(pathname: string): boolean {
  return (
    pathname === '/jadwal' ||
    pathname === '/gurujuara' ||
    pathname === '/bimbel/paket/utbk-snbt' ||
    pathname === '/bimbel-online' ||
    pathname === '/daftar-bimbel' ||
    pathname.startsWith('/daftar-bimbel-') ||
    // SmartFest's registration opens and closes with time (decision 085).
    pathname === '/smartfest'
  );
}

/** Public pages rendered per request for everyone alike: Tanya and its sitemaps, the schedule pages. */
export function isPublicDynamicPage(pathname: string): boolean {
  return (
    pathname === '/tanya' ||
    pathname.startsWith('/tanya/') ||
    pathname.startsWith('/sitemap') ||
    isPublicSchedulePage(pathname)
  );
}

/**
 * Picks the Cache-Control of a response that did not set one. A 304 of a public page renews the
 * cached copy, so it carries the page's own policy (not `no-store`, which would drop the copy).
 * Only a hashed file actually served is immutable: a redirect, a 404 or a 400 under /assets/
 * must not be kept for a year (issue 13).
 */
export function chooseCacheControl(pathname: string, fromStaticFile: boolean, status = 200): string {
  if (pathname.startsWith(HASHED_ASSET_PREFIX) && fromStaticFile && status >= 200 && status < 300) {
    return CACHE_IMMUTABLE;
  }
  if (fromStaticFile) return CACHE_REVALIDATE;
  if (!(status === 200 || status === 304) || !isPublicDynamicPage(pathname)) return CACHE_PRIVATE;
  return isPublicSchedulePage(pathname) ? CACHE_SCHEDULE : CACHE_TANYA;
}

const STATIC_FILE_HEADER = 'x-bimbel-static';

/** The site's own origin only; the server passes the browser's hosts (site-adapter.ts). */
const defaultPolicySources = (): PolicySources => ({ connect: [] });

/**
 * What `waku start` lacks: baseline security headers, a caching policy on every response,
 * and compression of dynamic responses (static files are precompressed at build time). HTML
 * answers get a nonce-based Content-Security-Policy, their nonce written into the page, and
 * are compressed per response (decision 068).
 */
export function productionMiddleware({
  policySources = defaultPolicySources,
}: { policySources?: () => PolicySources } = {}): MiddlewareHandler {
  return every(
    secureHeaders({
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginResourcePolicy: 'same-site',
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: ['self'],
      },
    }),
    async (c, next) => {
      await next();
      const fromStaticFile = c.res.headers.has(STATIC_FILE_HEADER);
      if (fromStaticFile) c.res.headers.delete(STATIC_FILE_HEADER);
      if (!c.res.headers.has('cache-control')) {
        c.res.headers.set('cache-control', chooseCacheControl(c.req.path, fromStaticFile, c.res.status));
      }
    },
    compress(),
    contentSecurityPolicy(policySources),
  );
}

/**
 * Media types Hono does not know. With `nosniff` a browser may not guess them, and Safari's
 * native HLS wants a playlist typed as one (Tanya's HLS videos, issue 6).
 */
const EXTRA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the build's public folder, preferring the .br/.gz files written at build time. Range
 * requests answer 206 with Content-Range (the video player seeks in MP4s that way).
 */
export function staticFiles(distDir: string, publicDir: string): MiddlewareHandler {
  const root = path.join(distDir, publicDir);
  const serve = serveStatic({ root, precompressed: true });
  // Prerendered pages are read plain: their nonce is written per response (decision 068).
  const servePage = serveStatic({ root });
  return async (c, next) => {
    const extension = path.extname(c.req.path);
    const isPage = extension === '' || extension === '.html';
    const response = await (isPage ? servePage : serve)(c, next);
    if (!(response instanceof Response)) return response;
    // Set on the response itself: Hono keeps the type of the body it was built with, and a
    // header set with c.header() in onFound (after the response is made) can be lost.
    response.headers.set(STATIC_FILE_HEADER, '1');
    const extraType = EXTRA_CONTENT_TYPES[path.extname(c.req.path)];
    if (extraType) response.headers.set('content-type', extraType);
    return response;
  };
}

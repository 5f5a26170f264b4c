import type { MiddlewareHandler } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';

/** Statuses a page may answer with while still rendering its own content. */
export type PageStatus = 403 | 404 | 410;

const PAGE_STATUS_KEY = 'bimbel.pageStatus';

/**
 * Lets a page that renders content answer with another status than 200 — "Kelas ini bukan untuk
 * paketmu" is a 403 (Waku 0.27 has `unstable_notFound()` and redirects, but no way to set a
 * status). The page records it in Waku's per-request context; `applyPageStatus` sets it on the
 * response. Call it while the page renders, before anything streams.
 *
 * @example
 * if (room.kind === 'not-entitled') setPageStatus(403);
 */
export function setPageStatus(status: PageStatus): void {
  getContextData()[PAGE_STATUS_KEY] = status;
}

/**
 * Mounted between Waku's context middleware and its RSC middleware: applies the status a page
 * asked for to the HTML answer of a document request. RSC answers (client navigation) keep their
 * 200: Waku's client router treats any other status as a failed navigation and would show an
 * error instead of the page.
 */
export function applyPageStatus({ rscBase }: { rscBase: string }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const status = getContextData()[PAGE_STATUS_KEY];
    if (typeof status !== 'number' || c.res.status !== 200) return;
    if (c.req.path.startsWith(`/${rscBase}/`)) return;
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    c.res = new Response(c.res.body, { status, headers: c.res.headers });
  };
}

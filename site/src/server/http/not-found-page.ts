import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

/**
 * Serves the prerendered 404 page when a page throws `unstable_notFound()` while it renders
 * (an unknown Tanya topic, a page past the last). Waku answers those with status 404 but an
 * empty document that only JavaScript fills in, so visitors without JavaScript, slow phones
 * and crawlers would see a blank page. RSC requests (client navigation) are left alone: the
 * client router shows the 404 page itself.
 */
export function prerenderedNotFoundPage(options: {
  distDir: string;
  publicDir: string;
  rscBase: string;
}): MiddlewareHandler {
  const file = path.resolve(options.distDir, options.publicDir, '404.html');
  let html: Promise<string | undefined> | undefined;
  const load = () => (html ??= readFile(file, 'utf8').catch(() => undefined));
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || c.req.path.startsWith(`/${options.rscBase}/`)) return;
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const page = await load();
    if (page === undefined) return;
    await c.res.body?.cancel();
    c.res = c.html(page, 404);
  };
}

/** The 404 page's own addresses: the route, and the prerendered file as the static server knows it. */
const NOT_FOUND_PAGE_PATHS = new Set(['/404', '/404.html']);

/**
 * `/404` is the 404 page, so it answers with status 404 too (a crawler or a monitor asking for it
 * must not read "found"). Goes before the static files, which would serve the prerendered page
 * with 200.
 */
export function notFoundPageAnswers404(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!NOT_FOUND_PAGE_PATHS.has(c.req.path) || c.res.status !== 200) return;
    c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  };
}

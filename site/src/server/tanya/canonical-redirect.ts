import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database.ts';

const VIDEO_PAGE = /^\/tanya\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/]+)\/?$/i;

/**
 * Sends a video page opened with a wrong or old slug to its canonical address with a 301
 * (issue 6): search engines move the ranking, shared links keep working. The page router
 * cannot answer 301 (Waku's redirect knows 303/307/308), so this sits before it. Unknown ids
 * pass through to the page, which answers a real 404.
 */
export function tanyaCanonicalRedirect(database: () => Promise<Database>): MiddlewareHandler {
  return async (c, next) => {
    const match = VIDEO_PAGE.exec(c.req.path);
    if (!match || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const [, id] = match;
    const { db } = await database();
    const row = await db.selectFrom('tanya_questions').select('slug').where('id', '=', id!.toLowerCase()).executeTakeFirst();
    if (!row) return next();
    const canonical = `/tanya/${id!.toLowerCase()}/${row.slug}`;
    if (c.req.path === canonical) return next();
    const query = new URL(c.req.url).search;
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect(`${canonical}${query}`, 301);
  };
}

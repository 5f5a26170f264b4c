import type { Context, MiddlewareHandler } from 'hono';
import { createTtlCache } from '../cache/ttl-cache.ts';
import type { Database } from '../db/database.ts';

const VIDEO_PAGE = /^\/tanya\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/]+)\/?$/i;

/**
 * Sends a video page opened with a wrong or old slug to its canonical address with a 301
 * (issue 6): search engines move the ranking, shared links keep working. The page router
 * cannot answer 301 (Waku's redirect knows 303/307/308), so this sits before it.
 *
 * An unknown id answers `notFound` when given (the built 404 page): the page router's own 404
 * (`unstable_notFound()` in the page) keeps the status but sends an empty document that only
 * client JS fills in. Without it, unknown ids pass through to the page.
 *
 * Slugs are remembered a minute per id (the pages themselves are public for a minute):
 * on PGlite this lookup was a quarter of the video page's server time.
 */
export function tanyaCanonicalRedirect(
  database: () => Promise<Database>,
  { notFound }: { notFound?: (c: Context) => Response | Promise<Response> } = {},
): MiddlewareHandler {
  const slugs = createTtlCache<string, string | undefined>({ maxEntries: 10_000, ttlMs: 60_000 });
  const findSlug = (id: string) =>
    slugs.get(
      id,
      async () => {
        const { db } = await database();
        const row = await db.selectFrom('tanya_questions').select('slug').where('id', '=', id).executeTakeFirst();
        return row?.slug;
      },
      (slug) => slug !== undefined,
    );
  return async (c, next) => {
    const match = VIDEO_PAGE.exec(c.req.path);
    if (!match || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const id = match[1]!.toLowerCase();
    const slug = await findSlug(id);
    if (slug === undefined) return notFound ? notFound(c) : next();
    const canonical = `/tanya/${id}/${slug}`;
    if (c.req.path === canonical) return next();
    const query = new URL(c.req.url).search;
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect(`${canonical}${query}`, 301);
  };
}

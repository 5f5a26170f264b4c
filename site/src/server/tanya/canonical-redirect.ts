import { buildTanyaVideoPath } from '@bimbel/domain/routes/tanya-paths';
import { UUID_PATTERN_SOURCE } from '@bimbel/domain/validation/uuid';
import type { MiddlewareHandler } from 'hono';
import { createTtlCache } from '../cache/ttl-cache.ts';
import type { Database } from '../db/database.ts';

const VIDEO_PAGE = new RegExp(`^/tanya/(${UUID_PATTERN_SOURCE})/([^/]+)/?$`, 'i');

/**
 * Sends a video page opened with a wrong or old slug to its canonical address with a 301
 * (issue 6): search engines move the ranking, shared links keep working. The page router
 * cannot answer 301 (Waku's redirect knows 303/307/308), so this sits before it.
 *
 * Unknown ids pass through to the page, whose `unstable_notFound()` is answered with the
 * prerendered 404 page like every route's (http/not-found-page.ts).
 *
 * Slugs are remembered a minute per id (the pages themselves are public for a minute):
 * on PGlite this lookup was a quarter of the video page's server time.
 */
export function tanyaCanonicalRedirect(database: () => Promise<Database>): MiddlewareHandler {
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
    if (slug === undefined) return next();
    const canonical = buildTanyaVideoPath(id, slug);
    if (c.req.path === canonical) return next();
    const query = new URL(c.req.url).search;
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect(`${canonical}${query}`, 301);
  };
}

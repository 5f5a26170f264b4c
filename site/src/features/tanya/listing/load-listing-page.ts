import type { Kysely } from 'kysely';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { getDatabase, type Tables } from '#site/server/db/database.ts';
import type { TanyaPage } from '#site/server/tanya/tanya-queries.ts';

type Db = Kysely<Tables>;

export type ListingPageRequest<Owner, List extends TanyaPage<unknown>> = {
  /** The page asked for; undefined when the address's page segment is not a page number. */
  page: number | undefined;
  /** For `/page/{n}` addresses of lists whose page 1 is the bare path: `/page/1` moves there (308). */
  firstPagePath?: string | undefined;
  /** Deepest page served at all (search); deeper pages answer 404 before any database work. */
  maxPage?: number;
  /** What the list belongs to (a topic, a chapter); undefined answers 404. Lists of everything leave it out. */
  findOwner?: (db: Db) => Promise<Owner | undefined>;
  /** One page of the list. */
  listPage: (db: Db, owner: Owner, page: number) => Promise<List>;
  /** An empty list answers every page (search: "no results" is a page, not a 404). */
  emptyAnswersEveryPage?: boolean;
};

export type ListingPage<Owner, List> = { owner: Owner; list: List; page: number };

/**
 * The one way a Tanya list page (topic, chapter, recommended, search) loads, before anything
 * renders: a page segment that is not a page number, a page past `maxPage`, an unknown owner or
 * a page past the list's last answer 404; `/page/1` moves (308) to `firstPagePath`. Called by
 * the route's page (through the list's own `load…` function), never from a rendered component
 * (docs/decisions/063-styles-and-data-loading.md).
 *
 * @example
 * const { owner: topic, list, page } = await loadListingPage({
 *   page: 2,
 *   findOwner: (db) => findTopic(db, 10, 'matematika', 'persamaan-kuadrat'),
 *   listPage: (db, topic, n) => listTopicQuestions(db, topic.id, n),
 * });
 */
export async function loadListingPage<Owner = null, List extends TanyaPage<unknown> = TanyaPage<unknown>>(
  request: ListingPageRequest<Owner, List>,
  openDatabase: () => Promise<{ db: Db }> = getDatabase,
): Promise<ListingPage<Owner, List>> {
  const {
    page,
    firstPagePath,
    maxPage = Infinity,
    findOwner,
    listPage,
    emptyAnswersEveryPage = false,
  } = request;
  if (page === undefined || page > maxPage) notFound();
  if (firstPagePath !== undefined && page === 1) redirect(firstPagePath, 308);

  const { db } = await openDatabase();
  const owner = findOwner ? await findOwner(db) : (null as Owner);
  if (owner === undefined) notFound();
  const list = await listPage(db, owner, page);
  const pastTheEnd = page > list.pageCount && !(emptyAnswersEveryPage && list.total === 0);
  if (pastTheEnd) notFound();
  return { owner, list, page };
}

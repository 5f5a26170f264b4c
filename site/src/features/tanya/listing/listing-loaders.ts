import { buildTanyaChapterPath, buildTanyaTopicPath } from '@bimbel/domain/routes/tanya-paths';
import { unstable_notFound as notFound } from 'waku/router/server';
import {
  findChapter,
  findTopic,
  listChapterQuestions,
  listRecommendedQuestions,
  listTopicQuestions,
} from '#site/server/tanya/tanya-queries.ts';
import { parseListingPlace, type ListingPlace } from './listing-place.ts';
import { loadListingPage } from './load-listing-page.ts';

/** A topic or chapter page's address, as the route gives it. */
export type PlaceListingRequest = {
  grade: string;
  subject: string;
  slug: string;
  /** undefined: the segment after /page/ is not a page number. */
  page: number | undefined;
  /** True for `/page/{n}` addresses, whose page 1 moves to the bare path. */
  fromPagePath?: boolean;
};

/** Checks the address before any database work: anything that is not a place of ours is a 404. */
function requirePlace({ grade, subject, slug }: PlaceListingRequest): ListingPlace {
  const place = parseListingPlace(grade, subject, slug);
  if (!place) notFound();
  return place;
}

/**
 * A topic's page of videos, `/tanya/topic/{grade}/{subject}/{topic}` (+ `/page/{n}` from page 2).
 * Unknown places and pages past the last answer 404; `/page/1` moves (308) to the bare path.
 */
export async function loadTopicListing(request: PlaceListingRequest) {
  const place = requirePlace(request);
  const basePath = buildTanyaTopicPath({ grade: place.grade, subject: place.subject, topic: place.slug });
  const {
    owner: topic,
    list,
    page,
  } = await loadListingPage({
    page: request.page,
    firstPagePath: request.fromPagePath ? basePath : undefined,
    findOwner: (db) => findTopic(db, place.grade, place.subject, place.slug),
    listPage: (db, found, n) => listTopicQuestions(db, found.id, n),
  });
  return { place, basePath, topic, list, page };
}

export type TopicListingData = Awaited<ReturnType<typeof loadTopicListing>>;

/**
 * A chapter's page, `/tanya/chapter/{grade}/{subject}/{chapter}` (+ `/page/{n}` from page 2): the
 * chapter with its topics and a page of its videos. Unknown places and pages past the last
 * answer 404; `/page/1` moves (308) to the bare path.
 */
export async function loadChapterListing(request: PlaceListingRequest) {
  const place = requirePlace(request);
  const basePath = buildTanyaChapterPath({ grade: place.grade, subject: place.subject, chapter: place.slug });
  const {
    owner: chapter,
    list,
    page,
  } = await loadListingPage({
    page: request.page,
    firstPagePath: request.fromPagePath ? basePath : undefined,
    findOwner: (db) => findChapter(db, place.grade, place.subject, place.slug),
    listPage: (db, found, n) => listChapterQuestions(db, found.id, n),
  });
  return { place, basePath, chapter, list, page };
}

export type ChapterListingData = Awaited<ReturnType<typeof loadChapterListing>>;

/**
 * A page of the recommended list, `/tanya/questions/page/{page}` (page 1 keeps `/page/1`):
 * verified videos first, newest first. A page past the last answers 404.
 */
export async function loadRecommendedListing(page: number | undefined) {
  const loaded = await loadListingPage({
    page,
    listPage: (db, _owner, n) => listRecommendedQuestions(db, n),
  });
  return { list: loaded.list, page: loaded.page };
}

export type RecommendedListingData = Awaited<ReturnType<typeof loadRecommendedListing>>;

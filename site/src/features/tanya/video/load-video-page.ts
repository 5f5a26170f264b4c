import { getDatabase } from '#site/server/db/database.ts';
import { findQuestionPage, type TanyaQuestionPage } from '#site/server/tanya/tanya-queries.ts';
import { renderQuestionHtml } from './render-math.ts';
import { createTtlCache } from '#site/server/cache/ttl-cache.ts';

/**
 * How long a question's page data is reused: the page is public and browsers may keep it a
 * minute anyway (Cache-Control max-age=60, shared caches 5 minutes).
 */
export const VIDEO_PAGE_DATA_TTL_MS = 60_000;
/** Popular questions stay in memory; a question is ~5 KB, so this is a few MB at most. */
export const VIDEO_PAGE_DATA_MAX_ENTRIES = 1000;

/** A question's page data with its text already rendered to HTML with MathML. */
export type VideoPageData = TanyaQuestionPage & { questionHtml: string };

const cache = createTtlCache<string, VideoPageData | undefined>({
  maxEntries: VIDEO_PAGE_DATA_MAX_ENTRIES,
  ttlMs: VIDEO_PAGE_DATA_TTL_MS,
});

/**
 * The data of one video page (question, video, catalogue, related), or undefined for an unknown
 * id — read (and its maths rendered) once a minute per question instead of on every request
 * (docs/decisions/059-video-page-data-cache-and-benchmarks.md).
 */
export function loadVideoPage(questionId: string): Promise<VideoPageData | undefined> {
  return cache.get(
    questionId.toLowerCase(),
    async () => {
      const { db } = await getDatabase();
      const page = await findQuestionPage(db, questionId);
      return page && { ...page, questionHtml: renderQuestionHtml(page.text) };
    },
    (page) => page !== undefined,
  );
}

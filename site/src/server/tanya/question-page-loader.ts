import type { Kysely } from 'kysely';
import { createTtlCache } from '../cache/ttl-cache.ts';
import type { Tables } from '../db/schema.ts';
import { renderQuestionHtml } from './render-math.ts';
import { findQuestionPage, type TanyaQuestionPage } from './tanya-queries.ts';

/**
 * How long a question's page data is reused: the page is public and browsers may keep it a
 * minute anyway (Cache-Control max-age=60, shared caches 5 minutes).
 */
export const QUESTION_PAGE_TTL_MS = 60_000;
/** Popular questions stay in memory; a question is ~5 KB, so this is a few MB at most. */
export const QUESTION_PAGE_MAX_ENTRIES = 1000;

/** A question's page data with its text, worked steps and answer already rendered to HTML with MathML. */
export type LoadedQuestionPage = TanyaQuestionPage & {
  questionHtml: string;
  stepsHtml: string[];
  answerHtml: string | null;
};

type QuestionPageCache = ReturnType<typeof createTtlCache<string, LoadedQuestionPage | undefined>>;

// One cache per database: tests open several (PGlite and PostgreSQL) with the same ids.
const caches = new WeakMap<Kysely<Tables>, QuestionPageCache>();

function cacheOf(db: Kysely<Tables>): QuestionPageCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTtlCache({ maxEntries: QUESTION_PAGE_MAX_ENTRIES, ttlMs: QUESTION_PAGE_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * One question's data (question, worked steps, video, transcript, catalogue place, related), or undefined for
 * an unknown id — read, and its maths rendered, once a minute per question instead of on every
 * request (docs/decisions/059-video-page-data-cache-and-benchmarks.md). The video page and its
 * captions (`GET /api/v1/tanya/questions/:id/captions.vtt`) both read through it, so the
 * player's captions request right after the page finds the question already loaded.
 */
export function loadQuestionPage(
  db: Kysely<Tables>,
  questionId: string,
): Promise<LoadedQuestionPage | undefined> {
  return cacheOf(db).get(
    questionId.toLowerCase(),
    async () => {
      const page = await findQuestionPage(db, questionId);
      return (
        page && {
          ...page,
          questionHtml: renderQuestionHtml(page.text),
          stepsHtml: page.steps.map(renderQuestionHtml),
          answerHtml: page.answer === null ? null : renderQuestionHtml(page.answer),
        }
      );
    },
    (page) => page !== undefined,
  );
}

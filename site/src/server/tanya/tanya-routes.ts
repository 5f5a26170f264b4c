import { tanyaCaptionsContract, tanyaSearchContract } from '@bimbel/domain/contracts/tanya-contracts';
import { cleanTranscript, toWebVtt } from '@bimbel/domain/tanya/transcript';
import { buildTanyaVideoPath } from '@bimbel/domain/routes/tanya-paths';
import { Hono } from 'hono';
import { ApiError } from '../http/api-error.ts';
import { CACHE_TANYA as TANYA_CACHE_CONTROL } from '../http/production.ts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { loadQuestionPage } from './question-page-loader.ts';
import { searchQuestions } from './tanya-queries.ts';

export const TANYA_MESSAGES = {
  questionNotFound: 'Soal tidak ditemukan.',
} as const;

/**
 * Tanya's JSON and captions (issue 6): `GET /api/v1/tanya/search?q=&page=` answers the same
 * search as the results page; `GET /api/v1/tanya/questions/:id/captions.vtt` serves the
 * cleaned transcript as WebVTT for the player's captions track. Both are public and cacheable.
 */
export const tanyaService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, tanyaSearchContract, async (c, { query: { q, page } }) => {
    const { db } = await deps.database();
    const result = await searchQuestions(db, q, page);
    c.header('Cache-Control', TANYA_CACHE_CONTROL);
    return respond(c, tanyaSearchContract, {
      query: result.query,
      mode: result.mode,
      page: result.page,
      pageCount: result.pageCount,
      total: result.total,
      items: result.items.map((item) => ({
        id: item.id,
        slug: item.slug,
        path: buildTanyaVideoPath(item.id, item.slug),
        text: item.plainText,
        grade: item.grade,
        subject: item.subject,
        topic: item.topicName,
        durationSeconds: item.durationSeconds,
        thumbnailUrl: item.thumbnailUrl,
        teacher: item.teacherName,
        verified: item.verified,
      })),
    });
  });

  serve(app, deps, tanyaCaptionsContract, async (c, { params: { id } }) => {
    const { db } = await deps.database();
    const question = await loadQuestionPage(db, id);
    if (!question) throw new ApiError(404, 'not_found', TANYA_MESSAGES.questionNotFound);
    c.header('Cache-Control', TANYA_CACHE_CONTROL);
    return c.body(toWebVtt(cleanTranscript(question.transcript)), 200, {
      'content-type': 'text/vtt; charset=utf-8',
    });
  });

  return app;
};

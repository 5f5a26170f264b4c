import { Hono } from 'hono';
import { tanyaVideoViewContract } from '@bimbel/domain/contracts/tanya-view-contracts';
import { ApiError } from '../http/api-error.ts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.ts';
import { findCaller } from '../sessions/subscription-queries.ts';
import { TANYA_MESSAGES } from './tanya-routes.ts';
import { recordTanyaView } from './tanya-views.ts';

/**
 * Views one student may record per hour: the page sends one per video page on the first play, so
 * even a long evening of Tanya stays far below it; a script replaying the call does not.
 */
export const TANYA_VIEW_LIMIT = { limit: 60, windowSeconds: 60 * 60 };

export const TANYA_VIEW_MESSAGES = {
  studentOnly: 'Video yang ditonton dicatat untuk profil murid.',
} as const;

/**
 * `POST {api}/api/v1/tanya/questions/{id}/views` (issue 15, decision 078): the calling student
 * played this video today. 201 for the day's first view, 200 `repeated` after that; 404 for an
 * unknown question; 403 for a parent's profile; 429 past TANYA_VIEW_LIMIT (counted per student,
 * valid or not, before anything is read).
 */
export const tanyaViewService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, tanyaVideoViewContract, async (c, { params }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const caller = await findCaller(db, c.var.auth);
    if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
    const hit = await hitRateLimit(db, { key: `tanya-view:user:${caller.id}`, ...TANYA_VIEW_LIMIT }, now);
    if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
    if (caller.role !== 'student') throw new ApiError(403, 'student_only', TANYA_VIEW_MESSAGES.studentOnly);
    const view = await recordTanyaView(db, { userId: caller.id, questionId: params.id, now });
    if (view.kind === 'unknown-question')
      throw new ApiError(404, 'not_found', TANYA_MESSAGES.questionNotFound);
    c.header('Cache-Control', 'private, no-store');
    return respond(
      c,
      tanyaVideoViewContract,
      {
        questionId: params.id,
        day: view.day,
        firstViewedAt: view.firstViewedAt.toISOString(),
        repeated: view.repeated,
      },
      view.repeated ? 200 : 201,
    );
  });

  return app;
};

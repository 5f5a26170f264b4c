import { rateClassContract } from '@bimbel/domain/contracts/class-rating-contracts';
import { canAttendClass } from '@bimbel/domain/live-classes/class-entitlement';
import { RATING_MESSAGES, ratingWindowState } from '@bimbel/domain/live-classes/class-rating';
import { Hono } from 'hono';
import { ApiError } from '../http/api-error.ts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { assertEntitled, CLASS_MESSAGES } from '../live-classes/class-routes.ts';
import { findClassRow, loadClassViewer } from '../live-classes/class-queries.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.ts';
import { findCaller } from '../sessions/subscription-queries.ts';
import { hasAttended, loadClassRatingSummaries, ratingSavesRule, saveClassRating } from './rating-queries.ts';

export const RATING_ROUTE_MESSAGES = {
  studentOnly: 'Nilai kelas diberikan dari profil murid. Pilih profil murid dulu, ya.',
} as const;

/**
 * `PUT {api}/sessions/v1/sessions/{id}/rating` (issue 15, decision 076): a student rates a class
 * they joined, from its end until 30 days after; rating again replaces the rating. The rater is
 * the calling student, or `studentId` — a student of the caller's family, as the join call allows
 * (a child on a parent's phone). Refusals, in this order: 404 unknown class; 403 not entitled
 * (unless they joined it then); 409 cancelled, not ended yet, or closed; 403 not joined.
 */
export const ratingsService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, rateClassContract, async (c, { params, body }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const caller = await findCaller(db, c.var.auth);
    if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);

    let studentId = caller.id;
    if (body.studentId !== undefined && body.studentId !== caller.id) {
      const student = await db
        .selectFrom('users')
        .select(['id', 'account_id', 'role'])
        .where('id', '=', body.studentId)
        .executeTakeFirst();
      if (!student || student.account_id !== caller.account_id) {
        throw new ApiError(403, 'forbidden', CLASS_MESSAGES.notYourStudent);
      }
      if (student.role !== 'student') throw new ApiError(403, 'forbidden', CLASS_MESSAGES.parentProfile);
      studentId = student.id;
    } else if (caller.role !== 'student') {
      throw new ApiError(403, 'student_only', RATING_ROUTE_MESSAGES.studentOnly);
    }

    const limit = await hitRateLimit(db, ratingSavesRule(studentId), now);
    if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);

    const row = await findClassRow(db, params.id);
    if (!row) throw new ApiError(404, 'not_found', CLASS_MESSAGES.notFound);
    // Joining needed entitlement when it happened: a student who joined during a trial that has
    // since ended still rates the class they took.
    const attended = await hasAttended(db, row.id, studentId);
    const viewer = await loadClassViewer(db, studentId, now);
    if (!attended && !(viewer && canAttendClass(row, viewer))) assertEntitled(row, viewer);
    if (row.cancelled_at) throw new ApiError(409, 'class_cancelled', CLASS_MESSAGES.cancelled);
    const window = ratingWindowState({ endsAt: row.ends_at }, now);
    if (window === 'not-ended') throw new ApiError(409, 'class_not_ended', RATING_MESSAGES.notEnded);
    if (window === 'closed') throw new ApiError(409, 'rating_closed', RATING_MESSAGES.closed);
    if (!attended) throw new ApiError(403, 'class_not_attended', RATING_MESSAGES.notAttended);

    const rating = await saveClassRating(db, {
      classId: row.id,
      userId: studentId,
      stars: body.stars,
      comment: body.comment,
      now,
    });
    const summary = (await loadClassRatingSummaries(db, [row.id])).get(row.id);
    if (!summary) throw new Error('a rating was saved but the class has none');
    c.header('Cache-Control', 'private, no-store');
    return respond(c, rateClassContract, { classId: row.id, studentId, rating, summary });
  });

  return app;
};

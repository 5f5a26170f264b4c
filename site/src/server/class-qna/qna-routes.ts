import {
  askClassQuestionContract,
  classQuestionsContract,
  deleteClassQuestionContract,
  unvoteClassQuestionContract,
  voteClassQuestionContract,
} from '@bimbel/domain/contracts/class-question-contracts';
import { CLASS_QUESTION_LIMITS } from '@bimbel/domain/live-classes/class-question';
import { qnaOpenUntil, qnaState } from '@bimbel/domain/live-classes/qna-window';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.ts';
import type { ClassRow } from '../live-classes/class-queries.ts';
import { QNA_MESSAGES, resolveQnaActor, type QnaActor } from './qna-access.ts';
import { toClassQuestionBody } from './question-body.ts';
import {
  addVote,
  deleteOwnQuestion,
  findQuestion,
  insertQuestion,
  isForeignKeyViolation,
  listQuestions,
  readVotes,
  removeVote,
  type QuestionRow,
} from './question-queries.ts';

/** Asking again the same text within this time answers the first question (a double tap on a slow line). */
const DUPLICATE_WINDOW_MS = CLASS_QUESTION_LIMITS.questionWindowSeconds * 1000;

/** 409 unless questions and votes are still taken (the class not cancelled, not 7 days past its end). */
function assertQnaOpen(liveClass: ClassRow, now: Date): void {
  const state = qnaState({ endsAt: liveClass.ends_at, cancelledAt: liveClass.cancelled_at }, now);
  if (state === 'cancelled') throw new ApiError(409, 'class_cancelled', QNA_MESSAGES.cancelled);
  if (state === 'closed') throw new ApiError(409, 'qna_closed', QNA_MESSAGES.closed);
}

/** Counts one write of a student against its limit; 429 with Retry-After past it. */
async function limitStudent(
  db: Kysely<Tables>,
  { key, limit, windowSeconds }: { key: string; limit: number; windowSeconds: number },
  now: Date,
): Promise<void> {
  const hit = await hitRateLimit(db, { key, limit, windowSeconds }, now);
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
}

const askLimit = (studentId: string) => ({
  key: `qna:ask:${studentId}`,
  limit: CLASS_QUESTION_LIMITS.questionsPerWindow,
  windowSeconds: CLASS_QUESTION_LIMITS.questionWindowSeconds,
});

const voteLimit = (studentId: string) => ({
  key: `qna:vote:${studentId}`,
  limit: CLASS_QUESTION_LIMITS.votesPerWindow,
  windowSeconds: CLASS_QUESTION_LIMITS.voteWindowSeconds,
});

/** A question the acting student can see (visible to the class, or their own hidden one); 404 otherwise. */
async function visibleQuestion(
  db: Kysely<Tables>,
  actor: QnaActor,
  questionId: string,
): Promise<QuestionRow> {
  const question = await findQuestion(db, actor.liveClass.id, questionId, actor.student.id);
  if (!question || (question.hidden_at !== null && question.user_id !== actor.student.id)) {
    throw new ApiError(404, 'not_found', QNA_MESSAGES.questionNotFound);
  }
  return question;
}

function privateAnswer(c: BackendContext): void {
  c.header('Cache-Control', 'private, no-store');
}

/**
 * The class Q&A for its students (issue 15, decision 075), on the class's own address
 * (`/sessions/v1/sessions/{id}/questions…`). Every call acts for one student — the caller, or a
 * student of the caller's family named by `studentId` — who must be entitled to the class as the
 * class calls decide it (canAttendClass). Reading and deleting one's own question are always
 * possible; asking and voting until 7 days after the class ends.
 */
export const classQnaService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();
  const actorFor = async (c: BackendContext, classId: string, studentId: string | undefined) => {
    const { db } = await deps.database();
    const now = deps.now();
    const actor = await resolveQnaActor(db, c.var.auth!, { classId, studentId, now });
    return { db, now, actor };
  };

  serve(app, deps, classQuestionsContract, async (c, { params, query }) => {
    const { db, now, actor } = await actorFor(c, params.id, query.studentId);
    const rows = await listQuestions(db, actor.liveClass.id, { viewerId: actor.student.id });
    const times = { endsAt: actor.liveClass.ends_at, cancelledAt: actor.liveClass.cancelled_at };
    privateAnswer(c);
    return respond(c, classQuestionsContract, {
      questions: rows.map((row) => toClassQuestionBody(row, actor.student.id)),
      state: qnaState(times, now),
      openUntil: qnaOpenUntil(times).toISOString(),
      limits: { bodyMin: CLASS_QUESTION_LIMITS.bodyMin, bodyMax: CLASS_QUESTION_LIMITS.bodyMax },
    });
  });

  serve(app, deps, askClassQuestionContract, async (c, { params, query, body }) => {
    const { db, now, actor } = await actorFor(c, params.id, query.studentId);
    assertQnaOpen(actor.liveClass, now);
    const repeated = await db
      .selectFrom('class_questions')
      .select('id')
      .where('class_id', '=', actor.liveClass.id)
      .where('user_id', '=', actor.student.id)
      .where('body', '=', body.body)
      .where('created_at', '>', new Date(now.getTime() - DUPLICATE_WINDOW_MS))
      .executeTakeFirst();
    let questionId = repeated?.id;
    if (!questionId) {
      await limitStudent(db, askLimit(actor.student.id), now);
      questionId = await insertQuestion(db, {
        classId: actor.liveClass.id,
        userId: actor.student.id,
        body: body.body,
        now,
      });
    }
    const row = await findQuestion(db, actor.liveClass.id, questionId, actor.student.id);
    if (!row) throw new ApiError(404, 'not_found', QNA_MESSAGES.questionNotFound);
    privateAnswer(c);
    return respond(
      c,
      askClassQuestionContract,
      { question: toClassQuestionBody(row, actor.student.id) },
      201,
    );
  });

  serve(app, deps, voteClassQuestionContract, async (c, { params, query }) => {
    const { db, now, actor } = await actorFor(c, params.id, query.studentId);
    const question = await visibleQuestion(db, actor, params.questionId);
    if (question.user_id === actor.student.id)
      throw new ApiError(403, 'own_question_vote', QNA_MESSAGES.ownVote);
    assertQnaOpen(actor.liveClass, now);
    await limitStudent(db, voteLimit(actor.student.id), now);
    try {
      await addVote(db, { questionId: question.id, userId: actor.student.id, now });
    } catch (error) {
      // Deleted by its author between the check and the vote.
      if (isForeignKeyViolation(error)) throw new ApiError(404, 'not_found', QNA_MESSAGES.questionNotFound);
      throw error;
    }
    privateAnswer(c);
    return respond(c, voteClassQuestionContract, {
      questionId: question.id,
      ...(await readVotes(db, { questionId: question.id, userId: actor.student.id })),
    });
  });

  serve(app, deps, unvoteClassQuestionContract, async (c, { params, query }) => {
    const { db, now, actor } = await actorFor(c, params.id, query.studentId);
    const question = await visibleQuestion(db, actor, params.questionId);
    assertQnaOpen(actor.liveClass, now);
    await limitStudent(db, voteLimit(actor.student.id), now);
    await removeVote(db, { questionId: question.id, userId: actor.student.id });
    privateAnswer(c);
    return respond(c, unvoteClassQuestionContract, {
      questionId: question.id,
      ...(await readVotes(db, { questionId: question.id, userId: actor.student.id })),
    });
  });

  serve(app, deps, deleteClassQuestionContract, async (c, { params, query }) => {
    const { db, actor } = await actorFor(c, params.id, query.studentId);
    const question = await visibleQuestion(db, actor, params.questionId);
    if (question.user_id !== actor.student.id)
      throw new ApiError(403, 'forbidden', QNA_MESSAGES.notYourQuestion);
    const deleted = await deleteOwnQuestion(db, { questionId: question.id, userId: actor.student.id });
    if (!deleted) throw new ApiError(404, 'not_found', QNA_MESSAGES.questionNotFound);
    privateAnswer(c);
    return respond(c, deleteClassQuestionContract, { questionId: question.id, deleted: true });
  });

  return app;
};

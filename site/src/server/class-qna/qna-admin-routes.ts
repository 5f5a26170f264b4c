import {
  adminAnswerQuestionContract,
  adminClassQuestionsContract,
  adminHideQuestionContract,
  teacherAnswerQuestionContract,
  teacherHideQuestionContract,
  teacherQnaUrlContract,
} from '@bimbel/domain/contracts/class-question-contracts';
import { qnaOpenUntil } from '@bimbel/domain/live-classes/qna-window';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { hashToken } from '../auth/opaque-token.ts';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import {
  clientIp,
  type BackendContext,
  type BackendEnv,
  type BackendService,
} from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { log } from '../http/logger.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { findClassRow, type ClassRow } from '../live-classes/class-queries.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.ts';
import { QNA_MESSAGES } from './qna-access.ts';
import { toTeacherQuestionBody } from './question-body.ts';
import { findQuestion, listQuestions, setAnswer, setHidden } from './question-queries.ts';
import { signTeacherQnaToken, teacherQnaPath, verifyTeacherQnaToken } from './teacher-qna-token.ts';

/** Teacher-link writes per client address: a teacher answers a class in minutes, not hundreds a minute. */
export const TEACHER_LINK_IP_LIMIT = { limit: 120, windowSeconds: 10 * 60 };

async function requireClass(db: Kysely<Tables>, classId: string): Promise<ClassRow> {
  const row = await findClassRow(db, classId);
  if (!row) throw new ApiError(404, 'not_found', QNA_MESSAGES.classNotFound);
  return row;
}

/** The question after a change, as the teacher reads it; 404 when it is not (or no longer) there. */
async function answerQuestion(db: Kysely<Tables>, classId: string, questionId: string) {
  const row = await findQuestion(db, classId, questionId);
  if (!row) throw new ApiError(404, 'not_found', QNA_MESSAGES.questionNotFound);
  return { question: toTeacherQuestionBody(row) };
}

type TeacherChange =
  { kind: 'answer'; answer: string | null; answeredBy: string } | { kind: 'hide'; hidden: boolean };

/**
 * Applies a teacher's change (made from the class row: the answer is signed with its teacher's
 * name) to a question of the class; 404 for an unknown class or a question not the class's.
 */
async function applyChange(
  c: BackendContext,
  db: Kysely<Tables>,
  {
    params,
    toChange,
    now,
    via,
  }: {
    params: { id: string; questionId: string };
    toChange: (row: ClassRow) => TeacherChange;
    now: Date;
    via: 'admin' | 'teacher-link';
  },
) {
  const row = await requireClass(db, params.id);
  const classId = row.id;
  const questionId = params.questionId;
  const change = toChange(row);
  const changed =
    change.kind === 'answer'
      ? await setAnswer(db, {
          classId,
          questionId,
          answer: change.answer,
          answeredBy: change.answeredBy,
          now,
        })
      : await setHidden(db, { classId, questionId, hidden: change.hidden, now });
  if (!changed) throw new ApiError(404, 'not_found', QNA_MESSAGES.questionNotFound);
  log('info', 'class question changed by the teacher', {
    requestId: c.get('requestId'),
    classId,
    questionId,
    change:
      change.kind === 'answer'
        ? change.answer === null
          ? 'answer removed'
          : 'answered'
        : change.hidden
          ? 'hidden'
          : 'shown',
    via,
  });
  c.header('Cache-Control', 'no-store');
  return answerQuestion(db, classId, questionId);
}

/**
 * The teacher's side of the class Q&A (decision 075):
 * - behind `ADMIN_TOKEN`, like the class administration: every question of a class (hidden ones
 *   too), answer (or take back), hide (or show again), and the signed teacher link;
 * - the teacher link's two writes, signed in by the link's token (a browser page the teacher
 *   opens from WhatsApp without the admin token), limited per client address.
 */
export const classQnaAdminService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, adminClassQuestionsContract, async (c, { params }) => {
    const { db } = await deps.database();
    const row = await requireClass(db, params.id);
    const questions = await listQuestions(db, row.id, { viewerId: null, includeHidden: true });
    c.header('Cache-Control', 'no-store');
    return respond(c, adminClassQuestionsContract, { questions: questions.map(toTeacherQuestionBody) });
  });

  serve(app, deps, adminAnswerQuestionContract, async (c, { params, body }) => {
    const { db } = await deps.database();
    const toChange = (row: ClassRow) =>
      ({ kind: 'answer', answer: body.answer, answeredBy: body.answeredBy ?? row.teacher_name }) as const;
    const answer = await applyChange(c, db, { params, toChange, now: deps.now(), via: 'admin' });
    return respond(c, adminAnswerQuestionContract, answer);
  });

  serve(app, deps, adminHideQuestionContract, async (c, { params, body }) => {
    const { db } = await deps.database();
    const toChange = () => ({ kind: 'hide', hidden: body.hidden }) as const;
    const answer = await applyChange(c, db, { params, toChange, now: deps.now(), via: 'admin' });
    return respond(c, adminHideQuestionContract, answer);
  });

  serve(app, deps, teacherQnaUrlContract, async (c, { params }) => {
    const { db } = await deps.database();
    const row = await requireClass(db, params.id);
    const config = deps.config();
    const expiresAt = qnaOpenUntil({ endsAt: row.ends_at });
    const token = signTeacherQnaToken(row.id, expiresAt, config.authSecret);
    c.header('Cache-Control', 'no-store');
    return respond(c, teacherQnaUrlContract, {
      url: `${config.publicOrigin}${teacherQnaPath(row.id, token)}`,
      expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString(),
    });
  });

  /** 429 past the teacher link's limit, then 403 unless the token is this class's and current. */
  const checkTeacherLink = async (c: BackendContext, db: Kysely<Tables>, classId: string, token: string) => {
    const now = deps.now();
    const ip = clientIp(c, deps.config());
    const hit = await hitRateLimit(
      db,
      { key: `qna:teacher:ip:${hashToken(ip)}`, ...TEACHER_LINK_IP_LIMIT },
      now,
    );
    if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
    if (!verifyTeacherQnaToken(token, classId, deps.config().authSecret, now)) {
      throw new ApiError(403, 'forbidden', QNA_MESSAGES.teacherLinkInvalid);
    }
  };

  serve(app, deps, teacherAnswerQuestionContract, async (c, { params, body }) => {
    const { db } = await deps.database();
    await checkTeacherLink(c, db, params.id, body.token);
    const toChange = (row: ClassRow) =>
      ({ kind: 'answer', answer: body.answer, answeredBy: row.teacher_name }) as const;
    const answer = await applyChange(c, db, { params, toChange, now: deps.now(), via: 'teacher-link' });
    return respond(c, teacherAnswerQuestionContract, answer);
  });

  serve(app, deps, teacherHideQuestionContract, async (c, { params, body }) => {
    const { db } = await deps.database();
    await checkTeacherLink(c, db, params.id, body.token);
    const toChange = () => ({ kind: 'hide', hidden: body.hidden }) as const;
    const answer = await applyChange(c, db, { params, toChange, now: deps.now(), via: 'teacher-link' });
    return respond(c, teacherHideQuestionContract, answer);
  });

  return app;
};

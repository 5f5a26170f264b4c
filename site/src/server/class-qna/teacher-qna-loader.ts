import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import type { Secret } from '../config/secret.ts';
import type { Tables } from '../db/schema.ts';
import { toLiveClassBody } from '../live-classes/class-body.ts';
import { findClassRow } from '../live-classes/class-queries.ts';
import { renderQuestionHtml } from '../tanya/render-math.ts';
import { listQuestions } from './question-queries.ts';
import { verifyTeacherQnaToken } from './teacher-qna-token.ts';

const ClassIdSchema = z.uuid();

/** A question as the teacher's page shows it: every one, hidden ones too, with the asker's full name. */
export type TeacherQuestionView = {
  id: string;
  bodyHtml: string;
  askedBy: string;
  votes: number;
  hidden: boolean;
  /** The answer as written (the form edits it) and as HTML. */
  answer: { text: string; html: string; answeredBy: string; answeredAt: string } | null;
  createdAt: string;
};

/**
 * What /guru/tanya-jawab/{classId}/{token} shows (decision 075):
 * - `qna`: the class and all its questions, for the holder of a valid teacher link;
 * - `invalid-link`: a token that is not this class's, tampered with, or expired (403 page);
 * - `not-found`: an id that is not one, or a class that no longer exists (404 page).
 */
export type TeacherQnaPage =
  | { kind: 'qna'; liveClass: LiveClassBody; questions: TeacherQuestionView[] }
  | { kind: 'invalid-link' }
  | { kind: 'not-found' };

export async function loadTeacherQna(
  db: Kysely<Tables>,
  { classId, token, secret, now }: { classId: string; token: string; secret: Secret; now: Date },
): Promise<TeacherQnaPage> {
  if (!ClassIdSchema.safeParse(classId).success) return { kind: 'not-found' };
  // The signature first: an id with a wrong token learns nothing about whether the class exists.
  if (!verifyTeacherQnaToken(token, classId, secret, now)) return { kind: 'invalid-link' };
  const row = await findClassRow(db, classId);
  if (!row) return { kind: 'not-found' };
  const questions = await listQuestions(db, row.id, { viewerId: null, includeHidden: true });
  return {
    kind: 'qna',
    liveClass: toLiveClassBody(row, now),
    questions: questions.map((question) => ({
      id: question.id,
      bodyHtml: renderQuestionHtml(question.body),
      askedBy: question.asker_name,
      votes: question.votes,
      hidden: question.hidden_at !== null,
      answer:
        question.answer !== null && question.answered_at !== null
          ? {
              text: question.answer,
              html: renderQuestionHtml(question.answer),
              answeredBy: question.answered_by ?? '',
              answeredAt: question.answered_at.toISOString(),
            }
          : null,
      createdAt: question.created_at.toISOString(),
    })),
  };
}

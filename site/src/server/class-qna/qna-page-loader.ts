import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { askerDisplayName, CLASS_QUESTION_LIMITS } from '@bimbel/domain/live-classes/class-question';
import { qnaOpenUntil, qnaState } from '@bimbel/domain/live-classes/qna-window';
import type { Tables } from '../db/schema.ts';
import { toLiveClassBody } from '../live-classes/class-body.ts';
import { findClassRow } from '../live-classes/class-queries.ts';
import { renderQuestionHtml } from '../tanya/render-math.ts';
import { qnaStudentsOfProfile } from './qna-access.ts';
import { toClassQuestionBody } from './question-body.ts';
import { countVisibleQuestions, listQuestions } from './question-queries.ts';

const ClassIdSchema = z.uuid();

/** A question as the pages show it: the text and the answer already HTML (maths as MathML, the rest escaped). */
export type QnaQuestionView = {
  id: string;
  bodyHtml: string;
  askedBy: string;
  mine: boolean;
  votes: number;
  votedByMe: boolean;
  hidden: boolean;
  answer: { html: string; answeredBy: string; answeredAt: string } | null;
  createdAt: string;
};

/** A student the page can act for (the profile in use, or a parent's family student). */
export type QnaStudent = { id: string; firstName: string };

export type ClassQnaData = {
  liveClass: LiveClassBody;
  /** Who asks and votes here. */
  student: QnaStudent;
  /** A parent's own profile acting for `student` (the page says so). */
  asParent: boolean;
  /** A parent's other family students who may take part (the page offers to switch). */
  otherStudents: QnaStudent[];
  questions: QnaQuestionView[];
  /** All questions the student sees (the room shows the first few of them). */
  total: number;
  state: 'open' | 'closed' | 'cancelled';
  openUntil: string;
};

/**
 * What /bimbel/user/qna/{classId} shows:
 * - `qna`: the class's Q&A for a student who may attend the class (or a parent acting for one);
 * - `not-entitled`: the class exists but is not for this profile (403 page);
 * - `not-found`: no such class, or an id that is not one (404 page).
 */
export type ClassQnaPage =
  ({ kind: 'qna' } & ClassQnaData) | { kind: 'not-entitled'; title: string } | { kind: 'not-found' };

/** A stored question as HTML for the page, never trusting its text: renderQuestionHtml escapes it. */
export function toQuestionView(question: ReturnType<typeof toClassQuestionBody>): QnaQuestionView {
  return {
    id: question.id,
    bodyHtml: renderQuestionHtml(question.body),
    askedBy: question.askedBy,
    mine: question.mine,
    votes: question.votes,
    votedByMe: question.votedByMe,
    hidden: question.hidden,
    answer: question.answer && {
      html: renderQuestionHtml(question.answer.text),
      answeredBy: question.answer.answeredBy,
      answeredAt: question.answer.answeredAt,
    },
    createdAt: question.createdAt,
  };
}

/**
 * The class Q&A as a page shows it, read on the server with the entitlement of the class calls
 * (decision 069): the profile in use if it is a student; for a parent's own profile, the family
 * student `studentParam` names (the first one the class is for when it names none).
 * `limit`: how many questions (the demo room shows the first few, the page up to 200).
 */
export async function loadClassQna(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
  classId: string,
  now: Date,
  {
    studentParam,
    limit = CLASS_QUESTION_LIMITS.listMax,
  }: { studentParam?: string | null; limit?: number } = {},
): Promise<ClassQnaPage> {
  if (!ClassIdSchema.safeParse(classId).success) return { kind: 'not-found' };
  const row = await findClassRow(db, classId);
  if (!row) return { kind: 'not-found' };
  const students = await qnaStudentsOfProfile(db, auth, row, now);
  const chosen = students.find((candidate) => candidate.id === studentParam) ?? students[0];
  if (!chosen) return { kind: 'not-entitled', title: row.title };
  const [rows, total] = await Promise.all([
    listQuestions(db, row.id, { viewerId: chosen.id, limit }),
    countVisibleQuestions(db, row.id, chosen.id),
  ]);
  const times = { endsAt: row.ends_at, cancelledAt: row.cancelled_at };
  const asStudent = (user: { id: string; full_name: string }) => ({
    id: user.id,
    firstName: askerDisplayName(user.full_name),
  });
  return {
    kind: 'qna',
    liveClass: toLiveClassBody(row, now),
    student: asStudent(chosen),
    asParent: chosen.id !== auth.userId,
    otherStudents: students.filter((candidate) => candidate.id !== chosen.id).map(asStudent),
    questions: rows.map((question) => toQuestionView(toClassQuestionBody(question, chosen.id))),
    total,
    state: qnaState(times, now),
    openUntil: qnaOpenUntil(times).toISOString(),
  };
}

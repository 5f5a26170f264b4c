import type { Kysely } from 'kysely';
import { CLASS_QUESTION_LIMITS } from '@bimbel/domain/live-classes/class-question';
import type { Tables } from '../db/schema.ts';

/** A question with what every view shows: the asker's name and its vote count. */
export type QuestionRow = {
  id: string;
  class_id: string;
  user_id: string;
  body: string;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
  hidden_at: Date | null;
  created_at: Date;
  asker_name: string;
  votes: number;
  /** Whether the viewer the list was read for voted for it (false without a viewer). */
  voted_by_me: boolean;
};

/** The database's counts are bigint (read as strings); the rows carry numbers. */
type RawQuestionRow = Omit<QuestionRow, 'votes' | 'voted_by_me'> & {
  votes: string | number;
  voted_by_me: boolean | null;
};

function toRow(raw: RawQuestionRow): QuestionRow {
  return { ...raw, votes: Number(raw.votes), voted_by_me: raw.voted_by_me === true };
}

function selectQuestions(db: Kysely<Tables>, viewerId: string | null) {
  return db
    .selectFrom('class_questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select([
      'q.id',
      'q.class_id',
      'q.user_id',
      'q.body',
      'q.answer',
      'q.answered_by',
      'q.answered_at',
      'q.hidden_at',
      'q.created_at',
      'u.full_name as asker_name',
    ])
    .select((eb) => [
      eb
        .selectFrom('class_question_votes as v')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('v.question_id', '=', 'q.id')
        .as('votes'),
      viewerId === null
        ? eb.val(false).as('voted_by_me')
        : eb
            .exists(
              eb
                .selectFrom('class_question_votes as mine')
                .select('mine.question_id')
                .whereRef('mine.question_id', '=', 'q.id')
                .where('mine.user_id', '=', viewerId),
            )
            .as('voted_by_me'),
    ]);
}

/**
 * A class's questions, most votes first, then the oldest first, then by id — a total order, so
 * the list never reshuffles between two reads that saw the same votes (decision 075).
 * - `viewerId`: the student reading: their votes are marked, and their own hidden questions are
 *   included (nobody else's); null with `includeHidden` for the teacher's view of everything.
 */
export async function listQuestions(
  db: Kysely<Tables>,
  classId: string,
  {
    viewerId,
    includeHidden = false,
    limit = CLASS_QUESTION_LIMITS.listMax,
  }: { viewerId: string | null; includeHidden?: boolean; limit?: number },
): Promise<QuestionRow[]> {
  let query = selectQuestions(db, viewerId).where('q.class_id', '=', classId);
  if (!includeHidden) {
    query = query.where((eb) =>
      viewerId === null
        ? eb('q.hidden_at', 'is', null)
        : eb.or([eb('q.hidden_at', 'is', null), eb('q.user_id', '=', viewerId)]),
    );
  }
  const rows = await query
    .orderBy('votes', 'desc')
    .orderBy('q.created_at', 'asc')
    .orderBy('q.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => toRow(row as RawQuestionRow));
}

/** One question of a class (hidden or not), with the viewer's vote; undefined when it is not there. */
export async function findQuestion(
  db: Kysely<Tables>,
  classId: string,
  questionId: string,
  viewerId: string | null = null,
): Promise<QuestionRow | undefined> {
  const row = await selectQuestions(db, viewerId)
    .where('q.class_id', '=', classId)
    .where('q.id', '=', questionId)
    .executeTakeFirst();
  return row && toRow(row as RawQuestionRow);
}

/** Stores a new question (the text already normalised and checked). */
export async function insertQuestion(
  db: Kysely<Tables>,
  { classId, userId, body, now }: { classId: string; userId: string; body: string; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('class_questions')
    .values({ class_id: classId, user_id: userId, body, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** PostgreSQL's foreign-key violation: the question was deleted between the check and the write. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
}

/**
 * One vote per (question, student): the primary key holds it, so twenty taps at once still make
 * one vote, and none of them fails.
 */
export async function addVote(
  db: Kysely<Tables>,
  { questionId, userId, now }: { questionId: string; userId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('class_question_votes')
    .values({ question_id: questionId, user_id: userId, created_at: now })
    .onConflict((conflict) => conflict.columns(['question_id', 'user_id']).doNothing())
    .execute();
}

export async function removeVote(
  db: Kysely<Tables>,
  { questionId, userId }: { questionId: string; userId: string },
): Promise<void> {
  await db
    .deleteFrom('class_question_votes')
    .where('question_id', '=', questionId)
    .where('user_id', '=', userId)
    .execute();
}

/** The question's votes now and whether `userId` is among them. */
export async function readVotes(
  db: Kysely<Tables>,
  { questionId, userId }: { questionId: string; userId: string },
): Promise<{ votes: number; votedByMe: boolean }> {
  const rows = await db
    .selectFrom('class_question_votes')
    .select('user_id')
    .where('question_id', '=', questionId)
    .execute();
  return { votes: rows.length, votedByMe: rows.some((row) => row.user_id === userId) };
}

/** Deletes a question of its author; its votes go with it (cascade). False when it was not theirs or gone. */
export async function deleteOwnQuestion(
  db: Kysely<Tables>,
  { questionId, userId }: { questionId: string; userId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('class_questions')
    .where('id', '=', questionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets (or, with null, takes back) a question's answer. False when the question is gone. */
export async function setAnswer(
  db: Kysely<Tables>,
  {
    classId,
    questionId,
    answer,
    answeredBy,
    now,
  }: { classId: string; questionId: string; answer: string | null; answeredBy: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('class_questions')
    .set(
      answer === null
        ? { answer: null, answered_by: null, answered_at: null }
        : { answer, answered_by: answeredBy, answered_at: now },
    )
    .where('id', '=', questionId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Hides a question from the class (kept for its author and the teacher), or shows it again. */
export async function setHidden(
  db: Kysely<Tables>,
  { classId, questionId, hidden, now }: { classId: string; questionId: string; hidden: boolean; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('class_questions')
    .set((eb) => ({ hidden_at: hidden ? eb.fn.coalesce('hidden_at', eb.val(now)) : null }))
    .where('id', '=', questionId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many questions of a class the viewer sees (all visible ones and their own hidden ones). */
export async function countVisibleQuestions(
  db: Kysely<Tables>,
  classId: string,
  viewerId: string,
): Promise<number> {
  const row = await db
    .selectFrom('class_questions')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('class_id', '=', classId)
    .where((eb) => eb.or([eb('hidden_at', 'is', null), eb('user_id', '=', viewerId)]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

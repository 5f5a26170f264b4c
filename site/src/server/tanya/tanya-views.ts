import { z } from 'zod';
import type { Kysely } from 'kysely';
import { zonedDateKey } from '@bimbel/domain/time/jakarta-week';
import type { Tables } from '../db/schema.ts';

const QuestionIdSchema = z.uuid();

export type RecordedView =
  { kind: 'recorded'; day: string; firstViewedAt: Date; repeated: boolean } | { kind: 'unknown-question' };

/**
 * Records that a student played a Tanya video (decision 078): one row per (student, question,
 * Jakarta day), `insert … on conflict do nothing`, so a replay the same day — a second tab, a
 * reload, the call sent twice — changes nothing and two at once store one. A malformed or
 * unknown question id is `unknown-question` (nothing stored).
 */
export async function recordTanyaView(
  db: Kysely<Tables>,
  { userId, questionId, now }: { userId: string; questionId: string; now: Date },
): Promise<RecordedView> {
  if (!QuestionIdSchema.safeParse(questionId).success) return { kind: 'unknown-question' };
  const question = await db
    .selectFrom('tanya_questions')
    .select('id')
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!question) return { kind: 'unknown-question' };
  const day = zonedDateKey(now);
  const inserted = await db
    .insertInto('tanya_video_views')
    .values({ user_id: userId, question_id: questionId, view_date: day, first_viewed_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'question_id', 'view_date']).doNothing())
    .returning('first_viewed_at')
    .executeTakeFirst();
  if (inserted) return { kind: 'recorded', day, firstViewedAt: inserted.first_viewed_at, repeated: false };
  const stored = await db
    .selectFrom('tanya_video_views')
    .select('first_viewed_at')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .where('view_date', '=', day)
    .executeTakeFirstOrThrow();
  return { kind: 'recorded', day, firstViewedAt: stored.first_viewed_at, repeated: true };
}

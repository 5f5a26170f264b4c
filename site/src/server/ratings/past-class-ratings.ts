import type { PastLiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { ratingClosesAt, ratingWindowState } from '@bimbel/domain/live-classes/class-rating';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { toLiveClassBody } from '../live-classes/class-body.ts';
import type { ClassRow } from '../live-classes/class-queries.ts';
import { loadClassRatingSummaries, loadStudentRatingFacts } from './rating-queries.ts';

/**
 * Past classes as the past-classes call and /bimbel/user show them (decision 076): each class
 * with the student's own rating, every student's ratings together, and whether the student may
 * rate it now — they joined it and it ended at most 30 days ago (cancelled classes are not rated).
 */
export async function toPastClassBodies(
  db: Kysely<Tables>,
  rows: readonly ClassRow[],
  userId: string,
  now: Date,
): Promise<PastLiveClassBody[]> {
  const ids = rows.map((row) => row.id);
  const [summaries, facts] = await Promise.all([
    loadClassRatingSummaries(db, ids),
    loadStudentRatingFacts(db, ids, userId),
  ]);
  return rows.map((row) => {
    const times = { endsAt: row.ends_at };
    return {
      ...toLiveClassBody(row, now),
      myRating: facts.own.get(row.id) ?? null,
      ratingSummary: summaries.get(row.id) ?? null,
      ratingOpen:
        facts.attended.has(row.id) && row.cancelled_at === null && ratingWindowState(times, now) === 'open',
      ratingClosesAt: ratingClosesAt(times).toISOString(),
    };
  });
}

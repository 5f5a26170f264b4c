import type { ClassRatingView, RatingSummary } from '@bimbel/domain/contracts/class-rating-contracts';
import { roundRatingAverage } from '@bimbel/domain/live-classes/class-rating';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import type { RateLimitRule } from '../rate-limit/rate-limit.ts';

/*
 * Class ratings (issue 15, decision 076) in table class_ratings (migration 0008): one row per
 * (class, student), replaced by a second rating.
 */

/** Rating saves per student in 10 minutes: enough to rate a month of classes, not to hammer the table. */
export function ratingSavesRule(userId: string): RateLimitRule {
  return { key: `class-rating:user:${userId}`, limit: 30, windowSeconds: 10 * 60 };
}

type RatingRow = { stars: number; comment: string | null; created_at: Date; updated_at: Date };

function toRatingView(row: RatingRow): ClassRatingView {
  return {
    stars: row.stars,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Stores a student's rating of a class, replacing an earlier one (`updated_at` then moves, set by
 * the table's trigger; the first rating's `created_at` stays). One upsert: two saves at once leave
 * one row, the later one.
 */
export async function saveClassRating(
  db: Kysely<Tables>,
  {
    classId,
    userId,
    stars,
    comment,
    now,
  }: { classId: string; userId: string; stars: number; comment: string | null; now: Date },
): Promise<ClassRatingView> {
  const row = await db
    .insertInto('class_ratings')
    .values({ class_id: classId, user_id: userId, stars, comment, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['class_id', 'user_id']).doUpdateSet({ stars, comment }))
    .returning(['stars', 'comment', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
  return toRatingView(row);
}

function toSummary(
  total: string | number | bigint | null,
  count: string | number | bigint,
): RatingSummary | null {
  const ratings = Number(count);
  return ratings > 0 ? { average: roundRatingAverage(Number(total ?? 0), ratings), count: ratings } : null;
}

/** Each class's ratings together (average to one decimal, count); classes without ratings are absent. */
export async function loadClassRatingSummaries(
  db: Kysely<Tables>,
  classIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('class_ratings')
    .select((eb) => [
      'class_id',
      eb.fn.sum<string>('stars').as('total'),
      eb.fn.countAll<string>().as('count'),
    ])
    .where('class_id', 'in', [...classIds])
    .groupBy('class_id')
    .execute();
  const summaries = new Map<string, RatingSummary>();
  for (const row of rows) {
    const summary = toSummary(row.total, row.count);
    if (summary) summaries.set(row.class_id, summary);
  }
  return summaries;
}

/** What one student has to do with some classes: their own ratings, and which classes they joined. */
export async function loadStudentRatingFacts(
  db: Kysely<Tables>,
  classIds: readonly string[],
  userId: string,
): Promise<{ own: Map<string, ClassRatingView>; attended: Set<string> }> {
  if (classIds.length === 0) return { own: new Map(), attended: new Set() };
  const [own, attended] = await Promise.all([
    db
      .selectFrom('class_ratings')
      .select(['class_id', 'stars', 'comment', 'created_at', 'updated_at'])
      .where('class_id', 'in', [...classIds])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('class_attendance')
      .select('class_id')
      .where('class_id', 'in', [...classIds])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    own: new Map(own.map((row) => [row.class_id, toRatingView(row)])),
    attended: new Set(attended.map((row) => row.class_id)),
  };
}

/** Whether a student was given a join URL for a class (class_attendance, decision 069). */
export async function hasAttended(db: Kysely<Tables>, classId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('class_attendance')
    .select('class_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every teacher's ratings together, over their classes that were not cancelled; teachers
 * without ratings are absent. Whether an average is shown is the page's rule (TEACHER_RATING_MIN_COUNT).
 */
export async function loadTeacherRatingSummaries(db: Kysely<Tables>): Promise<Map<string, RatingSummary>> {
  const rows = await db
    .selectFrom('class_ratings')
    .innerJoin('live_classes', 'live_classes.id', 'class_ratings.class_id')
    .select((eb) => [
      'live_classes.teacher_id',
      eb.fn.sum<string>('class_ratings.stars').as('total'),
      eb.fn.countAll<string>().as('count'),
    ])
    .where('live_classes.cancelled_at', 'is', null)
    .groupBy('live_classes.teacher_id')
    .execute();
  const summaries = new Map<string, RatingSummary>();
  for (const row of rows) {
    const summary = toSummary(row.total, row.count);
    if (summary) summaries.set(row.teacher_id, summary);
  }
  return summaries;
}

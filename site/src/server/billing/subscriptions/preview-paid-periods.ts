import { paidPeriod } from '@bimbel/domain/subscription/paid-period';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';

/**
 * The periods a purchase of `tenureMonths` would give each student if paid at `now` (the checkout
 * summary), by student id — the rule settling applies (domain paidPeriod, through the state
 * machine's paidTransition), read from each student's record in force.
 */
export async function previewPaidPeriods(
  db: Kysely<Tables>,
  studentIds: readonly string[],
  tenureMonths: number,
  now: Date,
): Promise<Map<string, { startsAt: Date; endsAt: Date }>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('subscriptions')
    .select(['user_id', 'type', 'ends_at', 'paused_remaining_seconds'])
    .where('user_id', 'in', [...studentIds])
    .where('status', '=', 'active')
    .execute();
  return new Map(
    studentIds.map((id) => {
      const row = rows.find((candidate) => candidate.user_id === id);
      const current = row
        ? { type: row.type, endsAt: row.ends_at, pausedRemainingSeconds: row.paused_remaining_seconds }
        : null;
      const { startsAt, endsAt } = paidPeriod(current, tenureMonths, now);
      return [id, { startsAt, endsAt }];
    }),
  );
}

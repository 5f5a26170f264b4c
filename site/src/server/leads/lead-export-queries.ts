import { sql, type Kysely } from 'kysely';
import type { Tables, UserRole } from '../db/schema.ts';

/** [since, until) in UTC; an undefined end is open. */
export type LeadTimeRange = { since: Date | undefined; until: Date | undefined };

/** Where a page ends: the last row's created_at (exact, microseconds, ISO) and id. */
export type LeadCursor = { createdAt: string; id: string };

export type ExportedLeadRow = {
  id: string;
  created_at: Date;
  user_type: UserRole;
  phone_e164: string;
  name: string;
  grade: string;
  source_page: string;
  reason: string | null;
  user_id: string | null;
  request_id: string;
  /** created_at to the microsecond (a JS Date keeps milliseconds only), for the next cursor. */
  cursor_at: string;
};

/**
 * One page of leads in `range`, oldest first, after `cursor` (keyset pagination on
 * (created_at, id): stable while new leads arrive, and each page is a short query, so an
 * export never holds PGlite's one connection for long).
 */
export async function listLeadsPage(
  db: Kysely<Tables>,
  range: LeadTimeRange,
  { after, limit }: { after?: LeadCursor | undefined; limit: number },
): Promise<ExportedLeadRow[]> {
  let query = db
    .selectFrom('leads')
    .select([
      'id',
      'created_at',
      'user_type',
      'phone_e164',
      'name',
      'grade',
      'source_page',
      'reason',
      'user_id',
      'request_id',
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at'),
    ])
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit);
  if (range.since) query = query.where('created_at', '>=', range.since);
  if (range.until) query = query.where('created_at', '<', range.until);
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('created_at', 'id'),
        '>',
        eb.tuple(sql<Date>`${after.createdAt}::timestamptz`, sql<string>`${after.id}::uuid`),
      ),
    );
  }
  return query.execute();
}

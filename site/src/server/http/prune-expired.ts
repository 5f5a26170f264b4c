import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { pruneExpiredLeadRows } from '../leads/lead-queries.ts';
import { pruneRateLimits } from '../rate-limit/rate-limit.ts';

/** Any fixed number, not the migrations' one: the processes' pruning takes it in turn. */
const PRUNE_LOCK_KEY = 7_306_113;

/**
 * Deletes ended rate-limit windows, lead repeat claims and reason tokens — once, however many
 * server processes share the database (decision 067). Every process runs this on its own
 * timer; the one that takes the transaction-scoped advisory lock prunes and the others, finding
 * it taken, skip this round. (Pruning twice would be harmless — the deletes are idempotent —
 * but it doubles the work and contends on the same rows.) Says whether this call pruned.
 */
export async function pruneExpiredRowsOnce(db: Kysely<Tables>, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(${sql.lit(PRUNE_LOCK_KEY)}) as locked`.execute(trx);
    if (!rows[0]?.locked) return false;
    await pruneRateLimits(trx, now);
    await pruneExpiredLeadRows(trx, now);
    return true;
  });
}

/** The key, for tests that hold the lock as another process would. */
export const PRUNE_LOCK_KEY_FOR_TESTS = PRUNE_LOCK_KEY;

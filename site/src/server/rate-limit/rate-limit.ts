import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

export type RateLimitRule = {
  /** What is counted, e.g. `otp:phone:+62812…` or `lead:ip:<hash>`. */
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit in a fixed window stored in the database (so every app process shares it) and
 * says whether it is within the limit. One statement: an upsert that returns the new count.
 */
export async function hitRateLimit(
  db: Kysely<Tables>,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key: rule.key, window_start: windowStart, count: 1, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_counters.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.count <= rule.limit, count: row.count, retryAfterSeconds };
}

/** Reads a window's count without counting (e.g. failed verifications before trying a code). */
export async function peekRateLimit(db: Kysely<Tables>, rule: RateLimitRule, now: Date = new Date()): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('count')
    .where('key', '=', rule.key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Deletes windows that have ended (run now and then; expired rows are never read anyway). */
export async function pruneRateLimits(db: Kysely<Tables>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<', now).execute();
}

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

/** One hit of `rule` at `now` (hitRateLimits counts several in one statement). */
export type RateLimitHit = { rule: RateLimitRule; now: Date };

/** The fixed window of `windowSeconds` that holds `now`. */
function windowOf(now: Date, windowSeconds: number): { start: Date; end: Date } {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { start, end: new Date(start.getTime() + windowMs) };
}

/**
 * Counts one hit in a fixed window stored in the database (so every app process shares it) and
 * says whether it is within the limit. One statement: an upsert that returns the new count.
 */
export async function hitRateLimit(
  db: Kysely<Tables>,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const [result] = await hitRateLimits(db, [{ rule, now }]);
  return result!;
}

/**
 * hitRateLimit for several hits at once, in ONE statement, with the answers hitRateLimit would
 * give called once per hit in this order (a key hit three times counts 1, 2, 3). For callers
 * that handle a batch (the lead writer): one round trip instead of one per hit.
 */
export async function hitRateLimits(
  db: Kysely<Tables>,
  hits: readonly RateLimitHit[],
): Promise<RateLimitResult[]> {
  if (hits.length === 0) return [];
  // One row per (key, window), carrying how many of the hits fall in it: PostgreSQL refuses an
  // upsert that touches the same row twice in one statement.
  const counters = new Map<string, { key: string; start: Date; end: Date; hits: number }>();
  const placed = hits.map(({ rule, now }) => {
    const window = windowOf(now, rule.windowSeconds);
    const id = `${window.start.getTime()}\0${rule.key}`;
    const counter = counters.get(id) ?? { key: rule.key, ...window, hits: 0 };
    counter.hits += 1;
    counters.set(id, counter);
    return { id, ordinal: counter.hits, end: window.end };
  });
  // The rows as one JSON parameter: one plan whatever the batch size.
  const records = JSON.stringify(
    [...counters.values()].map((counter) => ({
      key: counter.key,
      window_start: counter.start,
      count: counter.hits,
      expires_at: counter.end,
    })),
  );
  const { rows } = await sql<{ key: string; window_start: Date; count: number }>`
    insert into rate_limit_counters as counter (key, window_start, count, expires_at)
    select * from jsonb_to_recordset(${records}::jsonb)
      as x(key text, window_start timestamptz, count integer, expires_at timestamptz)
    on conflict (key, window_start) do update set count = counter.count + excluded.count
    returning key, window_start, count`.execute(db);
  const totals = new Map(rows.map((row) => [`${row.window_start.getTime()}\0${row.key}`, row.count]));
  return hits.map(({ rule, now }, index) => {
    const { id, ordinal, end } = placed[index]!;
    const total = totals.get(id);
    if (total === undefined) throw new Error(`rate limit counter ${rule.key} was not returned`);
    // The count this hit saw: those before it in the database, then those before it here.
    const count = total - counters.get(id)!.hits + ordinal;
    const retryAfterSeconds = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
    return { allowed: count <= rule.limit, count, retryAfterSeconds };
  });
}

/** Reads a window's count without counting (e.g. failed verifications before trying a code). */
export async function peekRateLimit(db: Kysely<Tables>, rule: RateLimitRule, now: Date = new Date()): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('count')
    .where('key', '=', rule.key)
    .where('window_start', '=', windowOf(now, rule.windowSeconds).start)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Deletes windows that have ended (run now and then; expired rows are never read anyway). */
export async function pruneRateLimits(db: Kysely<Tables>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<', now).execute();
}

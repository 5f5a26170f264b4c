import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

/*
 * The one rate-limit mechanism (decision 066): a sliding-window counter. Hits are counted per
 * fixed window in `rate_limit_counters`, which every app process shares, but a hit is judged on
 * the current window's count plus the previous window's, weighted by how much of the previous
 * window still lies within the last `windowSeconds`:
 *
 *   count = previous × (window − elapsed) / window + current   (this hit included)
 *
 * so a burst at the end of one window still weighs on the start of the next, and the limit can
 * no longer be taken twice across the edge (a fixed window allowed 2 × limit within seconds).
 * Over any span of s seconds at most limit + ⌊limit × s / window⌋ hits pass: the limit as a
 * burst, then the limit's rate. Every hit is counted, refused ones too (as before), so a client
 * that keeps hammering stays refused; one that waits Retry-After gets through.
 */

export type RateLimitRule = {
  /** What is counted, e.g. `otp:phone:+62812…` or `lead:ip:<hash>`. */
  key: string;
  /** Hits allowed per sliding window. */
  limit: number;
  windowSeconds: number;
};

/**
 * `count`: the sliding count this hit saw (itself included). `retryAfterSeconds`: when refused,
 * how long until a further hit would pass if none came meanwhile; 0 when allowed.
 */
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** One hit of `rule` at `now` (hitRateLimits counts several in one statement). */
export type RateLimitHit = { rule: RateLimitRule; now: Date };

/** The fixed window of `windowSeconds` that holds `now`. */
function windowOf(now: Date, windowSeconds: number): { start: Date; end: Date } {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { start, end: new Date(start.getTime() + windowMs) };
}

type Counts = {
  /** Hits in the previous window. */
  previous: number;
  /** Hits in the current window, the judged one included when it is recorded. */
  current: number;
  limit: number;
  windowMs: number;
  /** Milliseconds since the current window began. */
  elapsedMs: number;
};

/** The sliding count (previous window weighted by the part of it still inside the window). */
function slidingCount({ previous, current, windowMs, elapsedMs }: Omit<Counts, 'limit'>): number {
  return (previous * (windowMs - elapsedMs)) / windowMs + current;
}

/** Whether `counts.current` (the hit judged included) stays within the limit: integers only. */
function withinLimit({ previous, current, limit, windowMs, elapsedMs }: Counts): boolean {
  return previous * (windowMs - elapsedMs) + current * windowMs <= limit * windowMs;
}

/**
 * Seconds until one more hit would pass, given the counts recorded now and no hit meanwhile:
 * later in this window as the previous one's weight fades, or in the next window, where this
 * one's count becomes the previous.
 */
function secondsUntilNextHitPasses({ previous, current, limit, windowMs, elapsedMs }: Counts): number {
  let waitMs: number;
  if (current + 1 <= limit && previous > 0) {
    // previous × (window − e) + (current + 1) × window ≤ limit × window
    const passesAt = windowMs - ((limit - current - 1) * windowMs) / previous;
    waitMs = passesAt - elapsedMs;
  } else {
    // Next window: current × (window − e) + 1 × window ≤ limit × window
    const passesAt = Math.max(0, windowMs - ((limit - 1) * windowMs) / current);
    waitMs = windowMs - elapsedMs + passesAt;
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

function judge(counts: Counts): RateLimitResult {
  const allowed = withinLimit(counts);
  return {
    allowed,
    count: slidingCount(counts),
    retryAfterSeconds: allowed ? 0 : secondsUntilNextHitPasses(counts),
  };
}

/**
 * Counts one hit (every app process shares the counters) and says whether it is within the
 * limit of the sliding window. One statement: an upsert that returns the new count together
 * with the previous window's.
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
  const idOf = (key: string, start: Date) => `${start.getTime()}\0${key}`;
  // One row per (key, window), carrying how many of the hits fall in it: PostgreSQL refuses an
  // upsert that touches the same row twice in one statement.
  const counters = new Map<
    string,
    { key: string; start: Date; end: Date; windowSeconds: number; hits: number }
  >();
  const placed = hits.map(({ rule, now }) => {
    const window = windowOf(now, rule.windowSeconds);
    const id = idOf(rule.key, window.start);
    const counter = counters.get(id) ?? {
      key: rule.key,
      ...window,
      windowSeconds: rule.windowSeconds,
      hits: 0,
    };
    counter.hits += 1;
    counters.set(id, counter);
    return { id, ordinal: counter.hits, start: window.start };
  });
  // The rows as one JSON parameter: one plan whatever the batch size. A row is kept one window
  // after its own ends, while it is the previous window of the next.
  const records = JSON.stringify(
    [...counters.values()].map((counter) => ({
      key: counter.key,
      window_start: counter.start,
      window_seconds: counter.windowSeconds,
      count: counter.hits,
      expires_at: new Date(counter.end.getTime() + counter.windowSeconds * 1000),
    })),
  );
  // The previous window's row is read from the statement's snapshot: it is closed, only the
  // current row takes hits, and the upsert holds that row's lock while it adds them.
  const { rows } = await sql<{ key: string; window_start: Date; count: number; previous: number }>`
    with x as (
      select * from jsonb_to_recordset(${records}::jsonb)
        as x(key text, window_start timestamptz, window_seconds integer, count integer, expires_at timestamptz)
    ), counted as (
      insert into rate_limit_counters as counter (key, window_start, count, expires_at)
      select key, window_start, count, expires_at from x
      on conflict (key, window_start) do update
        set count = counter.count + excluded.count,
            expires_at = greatest(counter.expires_at, excluded.expires_at)
      returning key, window_start, count
    )
    select counted.key, counted.window_start, counted.count, coalesce(previous.count, 0) as previous
    from counted
    join x on x.key = counted.key and x.window_start = counted.window_start
    left join rate_limit_counters previous
      on previous.key = counted.key
     and previous.window_start = counted.window_start - make_interval(secs => x.window_seconds)`.execute(db);
  const totals = new Map(rows.map((row) => [idOf(row.key, row.window_start), row]));
  return hits.map(({ rule, now }, index) => {
    const { id, ordinal, start } = placed[index]!;
    const row = totals.get(id);
    if (row === undefined) throw new Error(`rate limit counter ${rule.key} was not returned`);
    const windowMs = rule.windowSeconds * 1000;
    // The previous window as stored before this statement, plus this batch's hits in it.
    const previousId = idOf(rule.key, new Date(start.getTime() - windowMs));
    const previous = Number(row.previous) + (counters.get(previousId)?.hits ?? 0);
    // The count this hit saw: those before it in the database, then those before it here.
    const current = row.count - counters.get(id)!.hits + ordinal;
    return judge({
      previous,
      current,
      limit: rule.limit,
      windowMs,
      elapsedMs: now.getTime() - start.getTime(),
    });
  });
}

/** The counts of `rule`'s current and previous windows at `now`, without counting. */
async function readCounts(
  db: Kysely<Tables>,
  rule: RateLimitRule,
  now: Date,
): Promise<Omit<Counts, 'limit'>> {
  const { start } = windowOf(now, rule.windowSeconds);
  const windowMs = rule.windowSeconds * 1000;
  const previousStart = new Date(start.getTime() - windowMs);
  const rows = await db
    .selectFrom('rate_limit_counters')
    .select(['window_start', 'count'])
    .where('key', '=', rule.key)
    .where('window_start', 'in', [start, previousStart])
    .execute();
  const countAt = (at: Date) => rows.find((row) => row.window_start.getTime() === at.getTime())?.count ?? 0;
  return {
    previous: countAt(previousStart),
    current: countAt(start),
    windowMs,
    elapsedMs: now.getTime() - start.getTime(),
  };
}

/** The sliding count at `now` without counting (e.g. in tests: what a key has used). */
export async function peekRateLimit(
  db: Kysely<Tables>,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<number> {
  return slidingCount(await readCounts(db, rule, now));
}

/**
 * Whether one more hit would pass now, without counting it (e.g. the failed-verification lock,
 * checked before a code is tried): the answer hitRateLimit would give, Retry-After included.
 */
export async function checkRateLimit(
  db: Kysely<Tables>,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const counts = await readCounts(db, rule, now);
  const next = { ...counts, limit: rule.limit, current: counts.current + 1 };
  const allowed = withinLimit(next);
  return {
    allowed,
    count: slidingCount(next),
    retryAfterSeconds: allowed ? 0 : secondsUntilNextHitPasses({ ...counts, limit: rule.limit }),
  };
}

/** Deletes counters no window reads any more (run now and then; expired rows are never read). */
export async function pruneRateLimits(db: Kysely<Tables>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<', now).execute();
}

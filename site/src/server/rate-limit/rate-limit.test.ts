import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import {
  checkRateLimit,
  hitRateLimit,
  hitRateLimits,
  peekRateLimit,
  pruneRateLimits,
  type RateLimitRule,
} from './rate-limit.ts';

const rule = { key: 'test:phone:+6281234567890', limit: 2, windowSeconds: 60 };

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describeEachDatabase('sliding-window rate limit', (database) => {
  it('allows the limit, refuses the next hit and says how long to wait', async () => {
    const { db } = database();
    const now = new Date('2026-11-22T03:00:10.000Z');
    expect(await hitRateLimit(db, rule, now)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
    expect((await hitRateLimit(db, rule, now)).allowed).toBe(true);
    const third = await hitRateLimit(db, rule, now);
    // Three hits in this window: the next passes once a third of the next window has gone by
    // (3 × 2/3 + 1 = 3 > 2 before that; 3 × (1 − 1/3)… = 2 + 1 − 1 = 2 from then on).
    expect(third).toEqual({ allowed: false, count: 3, retryAfterSeconds: 50 + 40 });
    expect(await peekRateLimit(db, rule, now)).toBe(3);
  });

  it('weighs the previous window on the next one instead of starting afresh', async () => {
    const { db } = database();
    // 3 hits in 03:00 (above); at 03:01:00 they weigh fully: refused.
    const atEdge = await hitRateLimit(db, rule, new Date('2026-11-22T03:01:00.000Z'));
    expect(atEdge).toMatchObject({ allowed: false, count: 4 });
    // 03:02:00: the 03:00 window is gone, 03:01 holds 1 hit weighing fully.
    const later = await hitRateLimit(db, rule, new Date('2026-11-22T03:02:00.000Z'));
    expect(later).toEqual({ allowed: true, count: 2, retryAfterSeconds: 0 });
  });

  it('prunes counters no window reads any more and keeps the previous and current ones', async () => {
    const { db } = database();
    await pruneRateLimits(db, new Date('2026-11-22T03:02:30.000Z'));
    const rows = await db
      .selectFrom('rate_limit_counters')
      .select('window_start')
      .where('key', '=', rule.key)
      .orderBy('window_start')
      .execute();
    expect(rows.map((row) => row.window_start.toISOString())).toEqual([
      '2026-11-22T03:01:00.000Z',
      '2026-11-22T03:02:00.000Z',
    ]);
  });

  it('refuses a burst at the start of a window after the limit was taken at the end of the last one', async () => {
    const { db } = database();
    const otp = { key: 'test:edge:otp', limit: 5, windowSeconds: 3600 };
    const edge = Date.parse('2026-11-22T05:00:00.000Z');
    for (let index = 0; index < 5; index += 1) {
      expect((await hitRateLimit(db, otp, new Date(edge - 5000 + index * 1000))).allowed).toBe(true);
    }
    // A fixed window would allow 5 more from 05:00:00: 10 codes within seconds.
    for (let second = 0; second < 30; second += 1) {
      expect((await hitRateLimit(db, otp, new Date(edge + second * 1000))).allowed, `+${second}s`).toBe(
        false,
      );
    }
  });

  it('never lets more than limit + limit × span / window hits through any span under a window (random bursts across edges)', async () => {
    const { db } = database();
    const next = random(20261122);
    for (let trial = 0; trial < 6; trial += 1) {
      const limit = 1 + Math.floor(next() * 6);
      const windowMs = 600_000;
      const trialRule: RateLimitRule = {
        key: `test:property:${trial}`,
        limit,
        windowSeconds: windowMs / 1000,
      };
      const base = Date.parse('2026-11-23T00:00:00.000Z') + trial * 10 * windowMs;
      // Bursts clustered around the edges of three windows, plus scattered hits.
      const times: number[] = [];
      for (let index = 0; index < 40; index += 1) {
        const edge = base + (1 + Math.floor(next() * 3)) * windowMs;
        const near = next() < 0.7;
        times.push(
          near
            ? edge + Math.round((next() - 0.5) * 0.2 * windowMs)
            : base + Math.round(next() * 4 * windowMs),
        );
      }
      times.sort((a, b) => a - b);
      const allowed: number[] = [];
      for (const time of times) {
        if ((await hitRateLimit(db, trialRule, new Date(time))).allowed) allowed.push(time);
      }
      expect(allowed.length).toBeGreaterThan(0);
      for (let i = 0; i < allowed.length; i += 1) {
        for (let j = i; j < allowed.length && allowed[j]! - allowed[i]! < windowMs; j += 1) {
          const span = allowed[j]! - allowed[i]!;
          const passed = j - i + 1;
          // passed ≤ limit + limit × span / window, in integers
          expect(
            (passed - limit) * windowMs,
            `trial ${trial}, ${passed} hits in ${span} ms`,
          ).toBeLessThanOrEqual(limit * span);
          // So within a window edge's burst (span under window / limit) never more than the limit.
          if (span * limit < windowMs) expect(passed).toBeLessThanOrEqual(limit);
        }
      }
    }
  });

  it('takes exactly the limit from concurrent hits on one key', async () => {
    const { db } = database();
    const concurrent = { key: 'test:concurrent', limit: 5, windowSeconds: 3600 };
    const now = new Date('2026-11-22T07:10:00.000Z');
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db, concurrent, now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(await peekRateLimit(db, concurrent, now)).toBe(20);
  });

  it('counts a batch of hits in order, as one hitRateLimit call per hit would', async () => {
    const { db } = database();
    const now = new Date('2026-11-22T04:00:10.000Z');
    const a = { key: 'test:batch:a', limit: 2, windowSeconds: 60 };
    const b = { key: 'test:batch:b', limit: 1, windowSeconds: 600 };
    await hitRateLimit(db, a, now);
    const results = await hitRateLimits(db, [
      { rule: a, now },
      { rule: b, now },
      { rule: a, now },
      { rule: b, now: new Date('2026-11-22T04:00:40.000Z') },
    ]);
    expect(results).toEqual([
      { allowed: true, count: 2, retryAfterSeconds: 0 },
      { allowed: true, count: 1, retryAfterSeconds: 0 },
      { allowed: false, count: 3, retryAfterSeconds: 50 + 40 },
      // 2 hits: the next passes only when the window after holds no weight of them (1 × … ≤ 0).
      { allowed: false, count: 2, retryAfterSeconds: 560 + 600 },
    ]);
    expect(await peekRateLimit(db, a, now)).toBe(3);
    expect(await peekRateLimit(db, b, now)).toBe(2);
  });

  it('gives a batch across a window edge the answers of one call per hit', async () => {
    const { db } = database();
    const c = { key: 'test:batch:c', limit: 1, windowSeconds: 60 };
    const d = { key: 'test:batch:d', limit: 1, windowSeconds: 60 };
    const times = ['2026-11-22T05:00:59.000Z', '2026-11-22T05:01:00.000Z', '2026-11-22T05:02:30.000Z'];
    const batch = await hitRateLimits(
      db,
      times.map((time) => ({ rule: c, now: new Date(time) })),
    );
    const oneByOne = [];
    for (const time of times) oneByOne.push(await hitRateLimit(db, d, new Date(time)));
    expect(batch).toEqual(oneByOne);
    // The refused 05:01:00 hit is counted too: at 05:02:30 it still weighs half.
    expect(batch.map((result) => result.allowed)).toEqual([true, false, false]);
  });

  it('says whether one more hit would pass without counting it', async () => {
    const { db } = database();
    const lock = { key: 'test:check', limit: 2, windowSeconds: 3600 };
    const now = new Date(Date.parse('2026-11-22T08:00:00.000Z') + 60_000);
    expect(await checkRateLimit(db, lock, now)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
    await hitRateLimit(db, lock, now);
    await hitRateLimit(db, lock, now);
    const check = await checkRateLimit(db, lock, now);
    expect(check.allowed).toBe(false);
    // The next hit passes when the 2 hits weigh at most 1: half-way through the next hour.
    expect(check.retryAfterSeconds).toBe(3540 + 1800);
    expect(await peekRateLimit(db, lock, now)).toBe(2);
    const passes = new Date(now.getTime() + check.retryAfterSeconds * 1000);
    expect((await checkRateLimit(db, lock, passes)).allowed).toBe(true);
    expect((await checkRateLimit(db, lock, new Date(passes.getTime() - 1000))).allowed).toBe(false);
  });

  it('answers an empty batch without touching the database', async () => {
    expect(await hitRateLimits(database().db, [])).toEqual([]);
  });
});

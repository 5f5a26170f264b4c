import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { hitRateLimit, hitRateLimits, peekRateLimit, pruneRateLimits } from './rate-limit.ts';

const rule = { key: 'test:phone:+6281234567890', limit: 2, windowSeconds: 60 };

describeEachDatabase('fixed-window rate limit', (database) => {
  it('allows the limit, refuses the next hit and says how long to wait', async () => {
    const { db } = database();
    const now = new Date('2026-11-22T03:00:10.000Z');
    expect((await hitRateLimit(db, rule, now)).allowed).toBe(true);
    expect((await hitRateLimit(db, rule, now)).allowed).toBe(true);
    const third = await hitRateLimit(db, rule, now);
    expect(third).toEqual({ allowed: false, count: 3, retryAfterSeconds: 50 });
    expect(await peekRateLimit(db, rule, now)).toBe(3);
  });

  it('starts counting afresh in the next window', async () => {
    const { db } = database();
    const next = await hitRateLimit(db, rule, new Date('2026-11-22T03:01:00.000Z'));
    expect(next).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('prunes ended windows and keeps the current one', async () => {
    const { db } = database();
    await pruneRateLimits(db, new Date('2026-11-22T03:01:30.000Z'));
    const rows = await db.selectFrom('rate_limit_counters').select('window_start').where('key', '=', rule.key).execute();
    expect(rows.map((row) => row.window_start.toISOString())).toEqual(['2026-11-22T03:01:00.000Z']);
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
      { allowed: true, count: 2, retryAfterSeconds: 50 },
      { allowed: true, count: 1, retryAfterSeconds: 590 },
      { allowed: false, count: 3, retryAfterSeconds: 50 },
      { allowed: false, count: 2, retryAfterSeconds: 560 },
    ]);
    expect(await peekRateLimit(db, a, now)).toBe(3);
    expect(await peekRateLimit(db, b, now)).toBe(2);
  });

  it('keeps the windows of one key apart within a batch', async () => {
    const { db } = database();
    const c = { key: 'test:batch:c', limit: 1, windowSeconds: 60 };
    const results = await hitRateLimits(db, [
      { rule: c, now: new Date('2026-11-22T05:00:59.000Z') },
      { rule: c, now: new Date('2026-11-22T05:01:00.000Z') },
    ]);
    expect(results.map((result) => [result.allowed, result.count])).toEqual([
      [true, 1],
      [true, 1],
    ]);
  });

  it('answers an empty batch without touching the database', async () => {
    expect(await hitRateLimits(database().db, [])).toEqual([]);
  });
});

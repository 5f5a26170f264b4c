import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { hitRateLimit, peekRateLimit, pruneRateLimits } from './rate-limit.ts';

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
});

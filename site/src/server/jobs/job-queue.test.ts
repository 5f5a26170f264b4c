import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import {
  DEFAULT_LEASE_MS,
  claimDueJobs,
  completeJob,
  describeJobError,
  enqueueJob,
  pruneFinishedJobs,
  renewJobLeases,
  retryDelayMs,
} from './job-queue.ts';
import { createJobRegistry, registerRecurringJob, type JobContext } from './job-registry.ts';
import { enqueueRecurringJobs, recurringJobKey, runDueJobs, startJobRunner } from './job-runner.ts';

const T0 = new Date('2026-11-25T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('retry delays and stored errors', () => {
it('doubles the delay after each failure, up to an hour', () => {
  expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  expect(retryDelayMs(12)).toBe(60 * MINUTE);
  expect(retryDelayMs(10_000)).toBe(60 * MINUTE);
});

it('keeps secrets out of last_error', () => {
  const text = describeJobError(new Error(`token eyJhbGciOiJIUzI1NiJ9abcdefghijklmnopqrstuvwxyz to 0812-3456-7890`));
  expect(text).toBe('Error: token [redacted] to [number]');
  expect(describeJobError(new Error('gateway down '.repeat(100)))).toHaveLength(300);
});
});

describeEachDatabase('the durable job queue', (database, kind) => {
  const db = () => database().db;
  const jobsOf = (queue: string) =>
    db().selectFrom('jobs').selectAll().where('queue', '=', queue).orderBy('id').execute();
  /** The database's clock (leases are on it). */
  const databaseNow = async () =>
    (await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db())).rows[0]!.now;
  /** What is left of a job's lease, on the database's clock. */
  const leaseLeftMs = async (id: string) => {
    const { rows } = await sql<{ left_ms: number }>`
      select (extract(epoch from locked_until - clock_timestamp()) * 1000)::float8 as left_ms from jobs where id = ${id}`.execute(db());
    return Number(rows[0]!.left_ms);
  };

  beforeEach(async () => {
    await resetTables(database());
  });

  it('creates a keyed job once however often it is enqueued, and unkeyed jobs every time', async () => {
    const input = { queue: 'test.keyed', key: 'class-reminder:a:b:0', payload: { n: 1 }, runAt: at(MINUTE) };
    const first = await enqueueJob(db(), input, T0);
    const again = await enqueueJob(db(), { ...input, payload: { n: 2 }, runAt: at(5 * MINUTE) }, T0);
    expect(first).toMatchObject({ created: true });
    expect(again).toEqual({ created: false, id: undefined });
    await enqueueJob(db(), { queue: 'test.keyed' }, T0);
    await enqueueJob(db(), { queue: 'test.keyed' }, T0);

    const rows = await jobsOf('test.keyed');
    expect(rows).toHaveLength(3);
    // The first enqueue wins: its payload and time stay.
    expect(rows[0]).toMatchObject({ key: 'class-reminder:a:b:0', payload: { n: 1 }, state: 'queued', attempts: 0 });
    expect(rows[0]?.run_at.toISOString()).toBe(at(MINUTE).toISOString());
  });

  it('keeps the key once the job is done: enqueueing it again does not repeat the work', async () => {
    await enqueueJob(db(), { queue: 'test.done', key: 'once' }, T0);
    const ran: string[] = [];
    await runDueJobs(db(), { 'test.done': async ({ job }) => void ran.push(job.id) }, T0);
    expect(await enqueueJob(db(), { queue: 'test.done', key: 'once' }, at(MINUTE))).toMatchObject({ created: false });
    await runDueJobs(db(), { 'test.done': async ({ job }) => void ran.push(job.id) }, at(MINUTE));
    expect(ran).toHaveLength(1);
  });

  it('claims nothing before run_at, then the earliest first, counting the attempt and naming the worker', async () => {
    await enqueueJob(db(), { queue: 'test.order', payload: { name: 'later' }, runAt: at(2 * MINUTE) }, T0);
    await enqueueJob(db(), { queue: 'test.order', payload: { name: 'sooner' }, runAt: at(MINUTE) }, T0);
    expect(await claimDueJobs(db(), { queues: ['test.order'], workerId: 'w1', now: at(59 * SECOND) })).toEqual([]);

    const before = await databaseNow();
    const claimed = await claimDueJobs(db(), { queues: ['test.order'], workerId: 'w1', now: at(2 * MINUTE) });
    const after = await databaseNow();
    expect(claimed.map((job) => job.payload)).toEqual([{ name: 'sooner' }, { name: 'later' }]);
    expect(claimed[0]).toMatchObject({ state: 'running', attempts: 1, locked_by: 'w1' });
    // The lease runs from the claim on the database's clock, not from the (frozen) app clock.
    const lockedUntil = claimed[0]!.locked_until!.getTime();
    expect(lockedUntil).toBeGreaterThanOrEqual(before.getTime() + DEFAULT_LEASE_MS);
    expect(lockedUntil).toBeLessThanOrEqual(after.getTime() + DEFAULT_LEASE_MS);
    // Claimed jobs are not claimed again while their lease runs.
    expect(await claimDueJobs(db(), { queues: ['test.order'], workerId: 'w2', now: at(3 * MINUTE) })).toEqual([]);
  });

  it('leaves the jobs of queues this process has no handler for', async () => {
    await enqueueJob(db(), { queue: 'test.other-version' }, T0);
    const summary = await runDueJobs(db(), { 'test.mine': async () => undefined }, T0);
    expect(summary).toEqual({ done: 0, retried: 0, failed: 0, lost: 0 });
    expect((await jobsOf('test.other-version'))[0]).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it(`runs each job once when two runners race for them (${kind === 'postgres' ? 'two pool connections' : 'one connection'})`, async () => {
    const count = 40;
    for (let n = 0; n < count; n += 1) await enqueueJob(db(), { queue: 'test.race', key: `race-${n}`, payload: { n } }, T0);
    const runs: { n: number; worker: string }[] = [];
    const handlerOf =
      (worker: string) =>
      async ({ job }: JobContext) => {
        runs.push({ n: Number(job.payload.n), worker });
        await sleep(2); // hold the job a moment, so the other runner claims meanwhile
      };
    const [a, b] = await Promise.all([
      runDueJobs(db(), { 'test.race': handlerOf('a') }, T0, { workerId: 'runner-a' }),
      runDueJobs(db(), { 'test.race': handlerOf('b') }, T0, { workerId: 'runner-b' }),
    ]);

    expect(a.done + b.done).toBe(count);
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual([...Array(count).keys()]);
    const rows = await jobsOf('test.race');
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
    if (kind === 'postgres') {
      // Both runners really worked: neither waited for the other to finish everything.
      expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
    }
  });

  it('hands out disjoint sets to claims made at the same instant', async () => {
    for (let n = 0; n < 30; n += 1) await enqueueJob(db(), { queue: 'test.claims', payload: { n } }, T0);
    const claims = await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map((workerId) =>
        claimDueJobs(db(), { queues: ['test.claims'], workerId, now: T0, limit: 10 }),
      ),
    );
    const ids = claims.flat().map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
  });

  it('retries a failing job after 30 s, then 1 min, and marks it failed after max_attempts', async () => {
    await enqueueJob(db(), { queue: 'test.flaky', key: 'flaky', maxAttempts: 3 }, T0);
    let calls = 0;
    const handlers = {
      'test.flaky': async () => {
        calls += 1;
        throw new Error(`gateway answered 502 for +6281234567890 (call ${calls})`);
      },
    };

    expect(await runDueJobs(db(), handlers, T0)).toMatchObject({ retried: 1 });
    let [row] = await jobsOf('test.flaky');
    expect(row).toMatchObject({ state: 'queued', attempts: 1, locked_by: null });
    expect(row?.run_at.toISOString()).toBe(at(30 * SECOND).toISOString());
    expect(row?.last_error).toBe('Error: gateway answered 502 for [number] (call 1)');

    expect(await runDueJobs(db(), handlers, at(29 * SECOND))).toMatchObject({ retried: 0 });
    expect(await runDueJobs(db(), handlers, at(30 * SECOND))).toMatchObject({ retried: 1 });
    [row] = await jobsOf('test.flaky');
    expect(row?.run_at.toISOString()).toBe(at(90 * SECOND).toISOString());

    expect(await runDueJobs(db(), handlers, at(90 * SECOND))).toMatchObject({ failed: 1 });
    [row] = await jobsOf('test.flaky');
    expect(row).toMatchObject({ state: 'failed', attempts: 3, done_at: null });
    expect(row?.last_error).toContain('(call 3)');

    await runDueJobs(db(), handlers, at(DAY));
    expect(calls).toBe(3);
  });

  it('claims again, once its lease passes on the database clock, a job whose worker died, and ignores the dead run', async () => {
    await enqueueJob(db(), { queue: 'test.crash', key: 'crash' }, T0);
    // Process A claims the job with a short lease, then dies: nobody renews it.
    const leaseMs = 300;
    const [orphan] = await claimDueJobs(db(), { queues: ['test.crash'], workerId: 'process-a', now: T0, leaseMs });
    expect(orphan).toBeDefined();

    const ran: string[] = [];
    const handlers = { 'test.crash': async ({ job }: JobContext) => void ran.push(job.locked_by ?? '') };
    // Whatever B's app clock says (a day ahead here), the lease has not passed on the database's.
    await runDueJobs(db(), handlers, at(DAY), { workerId: 'process-b' });
    expect(ran).toEqual([]);

    await sleep(leaseMs + 100);
    // …and once it has, even an app clock still at the claim's instant lets B take the job.
    expect(await runDueJobs(db(), handlers, T0, { workerId: 'process-b' })).toMatchObject({ done: 1 });
    expect(ran).toEqual(['process-b']);
    const [row] = await jobsOf('test.crash');
    expect(row).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
    // Had A come back and finished late, its stale run would change nothing.
    expect(await completeJob(db(), orphan!, at(2 * SECOND))).toBe(false);
  });

  it('gives a job claimed late in a long run a whole lease from its own claim, on the database clock', async () => {
    const leaseMs = 10 * SECOND;
    await enqueueJob(db(), { queue: 'test.long-run', key: 'slow', runAt: T0 }, T0);
    await enqueueJob(db(), { queue: 'test.long-run', key: 'late', runAt: at(SECOND) }, T0);
    let leftAtStart: number | undefined;
    const handlers = {
      'test.long-run': async ({ job }: JobContext) => {
        if (job.key === 'slow') await sleep(1500);
        else leftAtStart = await leaseLeftMs(job.id);
      },
    };
    // The app clock is frozen days away from the database's: it must not matter.
    expect(await runDueJobs(db(), handlers, at(MINUTE), { leaseMs })).toMatchObject({ done: 2 });
    expect(leftAtStart).toBeGreaterThan(leaseMs - 500);
    expect(leftAtStart).toBeLessThanOrEqual(leaseMs);
  });

  it('renews the lease of a job while it runs, so another worker polling all along never claims it', async () => {
    await enqueueJob(db(), { queue: 'test.renew', key: 'slow' }, T0);
    const leaseMs = 600;
    let stolen = 0;
    let running = true;
    // Another worker polls all along once the owner has claimed, its app clock running from T0.
    const started = Date.now();
    const thief = (async () => {
      await sleep(100);
      while (running) {
        const taken = await claimDueJobs(db(), {
          queues: ['test.renew'],
          workerId: 'thief',
          now: at(Date.now() - started),
          leaseMs,
        });
        stolen += taken.length;
        await sleep(50);
      }
    })();
    const summary = await runDueJobs(db(), { 'test.renew': async () => void (await sleep(4 * leaseMs)) }, T0, { workerId: 'owner', leaseMs });
    running = false;
    await thief;
    expect(summary).toEqual({ done: 1, retried: 0, failed: 0, lost: 0 });
    expect(stolen).toBe(0);
    expect((await jobsOf('test.renew'))[0]).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('extends only the leases still this worker\'s: a job another worker claimed is missing from the renewal', async () => {
    await enqueueJob(db(), { queue: 'test.renewal', key: 'kept' }, T0);
    await enqueueJob(db(), { queue: 'test.renewal', key: 'taken' }, T0);
    const mine = await claimDueJobs(db(), { queues: ['test.renewal'], workerId: 'w1', now: T0, leaseMs: 200 });
    expect(mine).toHaveLength(2);
    await sleep(300);
    // w1 stalled past its leases; w2 claims one job meanwhile (the oldest first).
    const [taken] = await claimDueJobs(db(), { queues: ['test.renewal'], workerId: 'w2', now: T0, limit: 1 });
    const kept = mine.find((job) => job.id !== taken?.id)!;

    const renewed = await renewJobLeases(db(), { workerId: 'w1', jobs: mine, leaseMs: 5 * SECOND });
    expect([...renewed]).toEqual([kept.id]);
    expect(await leaseLeftMs(kept.id)).toBeGreaterThan(4 * SECOND);
    expect(await completeJob(db(), mine.find((job) => job.id === taken!.id)!, T0)).toBe(false);
    expect(await completeJob(db(), kept, T0)).toBe(true);
  });

  it('does not record a run that stalled past its lease once another worker has taken the job', async () => {
    await enqueueJob(db(), { queue: 'test.stall', key: 'stall' }, T0);
    const leaseMs = 200;
    const handlers = {
      'test.stall': async () => {
        // The process stalls (a blocked event loop: no heartbeat) past its lease…
        const until = Date.now() + 2 * leaseMs;
        while (Date.now() < until) {
          /* busy */
        }
        // …and another process takes the job and finishes it meanwhile.
        const [job] = await claimDueJobs(db(), { queues: ['test.stall'], workerId: 'other', now: T0, leaseMs: MINUTE });
        expect(await completeJob(db(), job!, T0)).toBe(true);
      },
    };
    expect(await runDueJobs(db(), handlers, T0, { workerId: 'stalled', leaseMs })).toMatchObject({ done: 0, lost: 1 });
    expect((await jobsOf('test.stall'))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('creates a recurring job once per slot, whichever process gets there first', async () => {
    const registry = createJobRegistry();
    const slots: string[] = [];
    registerRecurringJob(
      { queue: 'test.every5', everyMs: 5 * MINUTE, handler: async ({ job }) => void slots.push(job.key ?? '') },
      registry,
    );
    const recurring = [...registry.recurring.values()];
    // Two processes poll at 10:01 and 10:03, then at 10:05.
    await Promise.all([enqueueRecurringJobs(db(), recurring, at(MINUTE)), enqueueRecurringJobs(db(), recurring, at(3 * MINUTE))]);
    await Promise.all([
      runDueJobs(db(), registry.handlers, at(3 * MINUTE), { workerId: 'p1' }),
      runDueJobs(db(), registry.handlers, at(3 * MINUTE), { workerId: 'p2' }),
    ]);
    await enqueueRecurringJobs(db(), recurring, at(5 * MINUTE));
    await enqueueRecurringJobs(db(), recurring, at(6 * MINUTE));
    await runDueJobs(db(), registry.handlers, at(6 * MINUTE));

    expect(slots).toEqual(['test.every5:2026-11-25T10:00:00Z', 'test.every5:2026-11-25T10:05:00Z']);
    expect(recurringJobKey('plan', new Date('2026-11-25T10:05:00.000Z'))).toBe('plan:2026-11-25T10:05:00Z');
  });

  it('refuses a queue name the table would refuse', () => {
    expect(() => registerRecurringJob({ queue: 'Bad Name', everyMs: MINUTE, handler: async () => undefined }, createJobRegistry())).toThrow(
      /must match/,
    );
  });

  it('polls with the runner: recurring slot and due jobs, then stops', async () => {
    const registry = createJobRegistry();
    const seen: string[] = [];
    registerRecurringJob({ queue: 'test.tick', everyMs: MINUTE, handler: async () => void seen.push('tick') }, registry);
    const runner = startJobRunner({ db: db(), pollMs: 60_000, registry, now: () => at(30 * SECOND) });
    await runner.poll();
    await runner.stop();
    expect(seen).toEqual(['tick']);
    expect((await jobsOf('test.tick'))[0]).toMatchObject({ state: 'done', key: 'test.tick:2026-11-25T10:00:00Z' });
  });

  it('prunes jobs done over 7 days ago and failed over 30 days ago, and nothing else', async () => {
    await enqueueJob(db(), { queue: 'test.prune', key: 'old-done' }, T0);
    await enqueueJob(db(), { queue: 'test.prune', key: 'old-failed', maxAttempts: 1 }, T0);
    await runDueJobs(
      db(),
      {
        'test.prune': async ({ job }) => {
          if (job.key === 'old-failed') throw new Error('no');
        },
      },
      T0,
    );
    await enqueueJob(db(), { queue: 'test.prune', key: 'queued-long-ago', runAt: at(40 * DAY) }, T0);

    expect(await pruneFinishedJobs(db(), at(7 * DAY - SECOND))).toBe(0);
    expect(await pruneFinishedJobs(db(), at(7 * DAY + SECOND))).toBe(1);
    expect((await jobsOf('test.prune')).map((job) => job.key)).toEqual(['old-failed', 'queued-long-ago']);
    expect(await pruneFinishedJobs(db(), at(30 * DAY + SECOND))).toBe(1);
    expect((await jobsOf('test.prune')).map((job) => job.key)).toEqual(['queued-long-ago']);
  });
});

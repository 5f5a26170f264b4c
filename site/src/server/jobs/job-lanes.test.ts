import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { testConfig } from '../testing/backend-harness.ts';
import { laneOfQueue } from './job-lanes.ts';
import { enqueueJob } from './job-queue.ts';
import { createJobRegistry, registerJobHandler, type JobRegistry } from './job-registry.ts';
import { startJobRunner } from './job-runner.ts';
import { registerServerJobs } from './server-jobs.ts';

const T0 = new Date('2026-11-25T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `check` holds, polling every 20 ms; rejects after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** A gate handlers wait at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('lanes', () => {
  it("puts every server queue in its lane: payments and subscriptions apart from WhatsApp messages", () => {
    const registry = createJobRegistry();
    registerServerJobs(testConfig(), registry);
    const lanes = Object.fromEntries([...registry.handlers.keys()].sort().map((queue) => [queue, laneOfQueue(queue)]));
    expect(lanes).toEqual({
      'jobs.prune': 'default',
      'payments.reconcile': 'payments',
      'payments.sandbox-notify': 'payments',
      'payments.sandbox-transition': 'payments',
      'reminders.plan': 'messaging',
      'reminders.send': 'messaging',
      'subscriptions.expire': 'payments',
      'subscriptions.resume': 'payments',
      'weekly-report.plan': 'messaging',
      'weekly-report.send': 'messaging',
    });
    expect(laneOfQueue('orders.expire')).toBe('payments');
    expect(laneOfQueue('whatsapp.broadcast')).toBe('messaging');
    expect(laneOfQueue('demo.roll-forward')).toBe('default');
  });
});

describeEachDatabase('the job runner’s lanes', (database) => {
  const db = () => database().db;
  const stateOf = async (key: string) =>
    (await db().selectFrom('jobs').select('state').where('key', '=', key).executeTakeFirstOrThrow()).state;

  beforeEach(async () => {
    await resetTables(database());
  });

  const runnerOf = (registry: JobRegistry, concurrency: { messaging?: number; payments?: number }) =>
    startJobRunner({ db: db(), pollMs: 50, registry, now: () => at(10 * 60_000), concurrency, leaseMs: 5_000 });

  it('runs a payment job that comes due while a slow gateway holds every reminder slot, at once', async () => {
    const registry = createJobRegistry();
    const gateway = gate();
    registerJobHandler('reminders.send', () => gateway.opened, registry);
    registerJobHandler('payments.sandbox-notify', async () => undefined, registry);
    for (let n = 0; n < 6; n += 1) await enqueueJob(db(), { queue: 'reminders.send', key: `reminder-${n}`, runAt: T0 }, T0);
    const remindersIn = async (state: 'queued' | 'running') =>
      (await db().selectFrom('jobs').select('id').where('queue', '=', 'reminders.send').where('state', '=', state).execute())
        .length;

    const runner = runnerOf(registry, { messaging: 3 });
    try {
      await eventually(async () => (await remindersIn('running')) >= 3, 3_000);
      await enqueueJob(db(), { queue: 'payments.sandbox-notify', key: 'payment', runAt: T0 }, T0);
      await eventually(async () => (await stateOf('payment')) === 'done', 1_000);
      // The reminders are where they were: three waiting on the gateway, three waiting for a slot.
      expect([await remindersIn('running'), await remindersIn('queued')]).toEqual([3, 3]);
    } finally {
      gateway.open();
      await runner.stop();
    }
  });

  it('runs up to its concurrency at once in a lane and fills a slot as soon as a job ends', async () => {
    const registry = createJobRegistry();
    let inFlight = 0;
    let peak = 0;
    registerJobHandler(
      'reminders.send',
      async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await sleep(300);
        inFlight -= 1;
      },
      registry,
    );
    for (let n = 0; n < 9; n += 1) await enqueueJob(db(), { queue: 'reminders.send', key: `reminder-${n}`, runAt: T0 }, T0);

    // A poll every minute: only a job's end can start the next ones within the 5 s allowed.
    const runner = startJobRunner({ db: db(), pollMs: 60_000, registry, now: () => at(60_000), concurrency: { messaging: 3 } });
    try {
      await eventually(async () => (await db().selectFrom('jobs').select('id').where('state', '=', 'done').execute()).length === 9, 5_000);
    } finally {
      await runner.stop();
    }
    expect(peak).toBe(3);
  });

  it('waits, when stopped, for the jobs still running, and claims no more', async () => {
    const registry = createJobRegistry();
    const ran: string[] = [];
    registerJobHandler(
      'reminders.send',
      async ({ job }) => {
        await sleep(200);
        ran.push(job.key ?? '');
      },
      registry,
    );
    for (let n = 0; n < 4; n += 1) await enqueueJob(db(), { queue: 'reminders.send', key: `reminder-${n}`, runAt: T0 }, T0);
    const runner = runnerOf(registry, { messaging: 2 });
    await eventually(async () => (await stateOf('reminder-1')) === 'running', 2_000);
    await runner.stop();
    expect(ran.sort()).toEqual(['reminder-0', 'reminder-1']);
    expect([await stateOf('reminder-0'), await stateOf('reminder-2')]).toEqual(['done', 'queued']);
  });
});

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { DEFAULT_LANE_CONCURRENCY, LANES, laneOfQueue, type LaneConcurrency, type LaneName } from './job-lanes.ts';
import { startLaneLoop } from './job-lane-loop.ts';
import { keepLeases } from './job-leases.ts';
import { DEFAULT_LEASE_MS, claimDueJobs, describeJobError, enqueueJob } from './job-queue.ts';
import { jobRegistry, type JobHandler, type JobRegistry, type RecurringJob } from './job-registry.ts';
import { runClaimedJob } from './run-claimed-job.ts';

/** One call of runDueJobs runs at most this many jobs, so it always ends. */
const MAX_JOBS_PER_RUN = 200;

export type RunSummary = { done: number; retried: number; failed: number; lost: number };

export type RunOptions = {
  /** Names this process in `locked_by`; default: host, pid and a random tag. */
  workerId?: string;
  leaseMs?: number;
  maxJobs?: number;
};

/** `bimbel-7f3a:1234:9c1e`: host, process id and a random tag (two runners of one process differ). */
export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;
}

/** The start of the `everyMs` slot `now` is in (slots count from the Unix epoch, so every process agrees). */
export function recurringSlot(everyMs: number, now: Date): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

/** `reminders.plan:2026-11-25T10:05:00Z`: one key per queue and slot. */
export function recurringJobKey(queue: string, slot: Date): string {
  return `${queue}:${slot.toISOString().slice(0, 19)}Z`;
}

/** Enqueues the current slot's job of each recurring job (idempotent: its key exists once). */
export async function enqueueRecurringJobs(
  db: Kysely<Tables>,
  recurring: Iterable<RecurringJob>,
  now: Date,
): Promise<void> {
  for (const job of recurring) {
    const slot = recurringSlot(job.everyMs, now);
    await enqueueJob(
      db,
      { queue: job.queue, key: recurringJobKey(job.queue, slot), runAt: slot, maxAttempts: job.maxAttempts ?? 1 },
      now,
    );
  }
}

type Handlers = ReadonlyMap<string, JobHandler> | Readonly<Record<string, JobHandler>>;

function toMap(handlers: Handlers): ReadonlyMap<string, JobHandler> {
  return handlers instanceof Map ? handlers : new Map(Object.entries(handlers));
}

/**
 * Claims and runs every job that is due at `now` in the queues `handlers` knows, one at a time
 * (each claimed when it starts, so its lease is whole), until none is left (or `maxJobs` ran).
 * Each job ends done, queued again with backoff, or failed; leases are renewed while a handler
 * runs. Tests call this with a frozen clock (the server runs lanes: startJobRunner).
 *
 * @example
 * await runDueJobs(db, { 'reminders.send': sendReminder }, new Date('2026-11-25T11:30:00Z'));
 */
export async function runDueJobs(
  db: Kysely<Tables>,
  handlers: Handlers,
  now: Date,
  { workerId = newWorkerId(), leaseMs = DEFAULT_LEASE_MS, maxJobs = MAX_JOBS_PER_RUN }: RunOptions = {},
): Promise<RunSummary> {
  const byQueue = toMap(handlers);
  const queues = [...byQueue.keys()];
  const summary: RunSummary = { done: 0, retried: 0, failed: 0, lost: 0 };
  const leases = keepLeases({ db, workerId, leaseMs });
  try {
    for (let ran = 0; ran < maxJobs; ran += 1) {
      const [job] = await claimDueJobs(db, { queues, workerId, now, limit: 1, leaseMs });
      if (!job) break;
      summary[await runClaimedJob(db, job, byQueue.get(job.queue), now, leases)] += 1;
    }
  } finally {
    leases.stop();
  }
  return summary;
}

export type JobRunner = {
  /** Runs one poll now (recurring slots, then every lane claims its due jobs); resolves once claimed. */
  poll(): Promise<void>;
  /** Stops polling and claiming, and waits for the jobs still running. */
  stop(): Promise<void>;
};

/** The handlers of one lane's queues. */
function laneHandlers(handlers: ReadonlyMap<string, JobHandler>, lane: LaneName): Map<string, JobHandler> {
  return new Map([...handlers].filter(([queue]) => laneOfQueue(queue) === lane));
}

/**
 * Runs the registered jobs in lanes (decision 101): each lane (payments, messaging, default)
 * claims and runs its queues' due jobs on its own, up to its concurrency at once, and claims
 * again as soon as a job ends; every `pollMs` (the first poll at once) the recurring jobs'
 * current slots are enqueued and every lane looks for due work. One heartbeat renews the
 * leases of all jobs this worker runs. The handler-visible clock is `now()`, read at each claim.
 * A failed poll or claim (database out of reach) is logged and the next one tries again.
 */
export function startJobRunner({
  db,
  pollMs,
  registry = jobRegistry(),
  now = () => new Date(),
  workerId = newWorkerId(),
  leaseMs = DEFAULT_LEASE_MS,
  concurrency = {},
}: {
  db: Kysely<Tables>;
  pollMs: number;
  registry?: JobRegistry;
  now?: () => Date;
  workerId?: string;
  leaseMs?: number;
  /** Jobs each lane runs at once; default DEFAULT_LANE_CONCURRENCY. */
  concurrency?: Partial<LaneConcurrency>;
}): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  const leases = keepLeases({ db, workerId, leaseMs });
  const lanes = LANES.map((lane) =>
    startLaneLoop({
      db,
      concurrency: concurrency[lane] ?? DEFAULT_LANE_CONCURRENCY[lane],
      handlers: () => laneHandlers(registry.handlers, lane),
      now,
      workerId,
      leaseMs,
      leases,
    }),
  );

  const pollOnce = async () => {
    try {
      await enqueueRecurringJobs(db, registry.recurring.values(), now());
    } catch (error) {
      log('warn', 'job poll failed', { error: describeJobError(error) });
    }
    await Promise.all(lanes.map((lane) => lane.fill()));
  };

  const poll = (): Promise<void> => {
    current ??= pollOnce().finally(() => {
      current = undefined;
    });
    return current;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void poll().then(() => schedule(pollMs));
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    poll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      await Promise.all(lanes.map((lane) => lane.drain()));
      leases.stop();
    },
  };
}

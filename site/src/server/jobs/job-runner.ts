import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import {
  DEFAULT_LEASE_MS,
  claimDueJobs,
  completeJob,
  describeJobError,
  enqueueJob,
  failJob,
} from './job-queue.ts';
import { jobRegistry, type JobHandler, type JobRegistry, type RecurringJob } from './job-registry.ts';

/** Jobs claimed per statement. */
const CLAIM_BATCH = 10;
/** One call of runDueJobs runs at most this many jobs, so a poll always ends. */
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
 * Claims and runs every job that is due at `now` in the queues `handlers` knows, one at a time,
 * until none is left (or `maxJobs` ran). Each job ends done, queued again with backoff, or
 * failed. The server's runner calls this on every poll; tests call it with a frozen clock.
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
  let ran = 0;
  while (ran < maxJobs) {
    const limit = Math.min(CLAIM_BATCH, maxJobs - ran);
    const jobs = await claimDueJobs(db, { queues, workerId, now, limit, leaseMs });
    for (const job of jobs) {
      ran += 1;
      const handler = byQueue.get(job.queue);
      try {
        if (!handler) throw new Error(`no handler for queue ${job.queue}`);
        await handler({ db, now, job });
      } catch (error) {
        const state = await failJob(db, job, error, now);
        if (state === undefined) summary.lost += 1;
        else if (state === 'queued') summary.retried += 1;
        else summary.failed += 1;
        log(state === 'failed' ? 'error' : 'warn', state === 'failed' ? 'job failed for good' : 'job failed, will retry', {
          queue: job.queue,
          jobId: job.id,
          attempt: job.attempts,
          maxAttempts: job.max_attempts,
          error: describeJobError(error),
        });
        continue;
      }
      if (await completeJob(db, job, now)) summary.done += 1;
      else {
        summary.lost += 1;
        log('warn', 'job finished after its lease passed (another worker had claimed it)', {
          queue: job.queue,
          jobId: job.id,
        });
      }
    }
    if (jobs.length < limit) break;
  }
  return summary;
}

export type JobRunner = {
  /** Runs one poll now (recurring slots, then due jobs); resolves when it ends. */
  poll(): Promise<void>;
  /** Stops polling and waits for the poll in progress, if any. */
  stop(): Promise<void>;
};

/**
 * Polls the queue every `pollMs` (the first poll at once): enqueues the recurring jobs' current
 * slots, then runs the due jobs of every registered queue. Polls never overlap; a failed poll
 * (database out of reach) is logged and the next one tries again.
 */
export function startJobRunner({
  db,
  pollMs,
  registry = jobRegistry(),
  now = () => new Date(),
  workerId = newWorkerId(),
  leaseMs = DEFAULT_LEASE_MS,
}: {
  db: Kysely<Tables>;
  pollMs: number;
  registry?: JobRegistry;
  now?: () => Date;
  workerId?: string;
  leaseMs?: number;
}): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const pollOnce = async () => {
    try {
      const at = now();
      await enqueueRecurringJobs(db, registry.recurring.values(), at);
      await runDueJobs(db, registry.handlers, at, { workerId, leaseMs });
    } catch (error) {
      log('warn', 'job poll failed', { error: describeJobError(error) });
    }
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
    },
  };
}

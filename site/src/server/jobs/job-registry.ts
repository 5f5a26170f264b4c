import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import type { ClaimedJob } from './job-queue.ts';

/** What a handler gets: the database, the runner's clock, and the claimed job (payload, attempts…). */
export type JobContext = { db: Kysely<Tables>; now: Date; job: ClaimedJob };

/**
 * Does one job. Resolving marks it done; throwing retries it with backoff until its attempts run
 * out (decision 070). Throw errors that carry facts, never secrets: the message is stored.
 * A job may run again after a crash, so a handler must be safe to repeat.
 */
export type JobHandler = (context: JobContext) => Promise<void>;

/** Work that repeats: one job per time slot of `everyMs`, created once however many processes run. */
export type RecurringJob = {
  queue: string;
  everyMs: number;
  handler: JobHandler;
  /**
   * Default 1: the next slot is the retry, so a failed run is not repeated late next to it.
   */
  maxAttempts?: number;
};

export type JobRegistry = {
  readonly handlers: Map<string, JobHandler>;
  readonly recurring: Map<string, RecurringJob>;
};

/** Queue names the jobs table accepts (migration 0006). */
const QUEUE_PATTERN = /^[a-z][a-z0-9_.-]{0,63}$/;

// On globalThis under a registry symbol, like the database (db/database.ts): the server entry and
// the RSC bundle may each hold a copy of this module, and a handler registered from either must
// reach the one runner.
const REGISTRY_KEY = Symbol.for('bimbel.site.jobs');

/** A fresh registry (tests); the process has one, `jobRegistry()`. */
export function createJobRegistry(): JobRegistry {
  return { handlers: new Map(), recurring: new Map() };
}

/** The process-wide registry the server's runner reads on every poll. */
export function jobRegistry(): JobRegistry {
  const holder = globalThis as unknown as Record<symbol, JobRegistry | undefined>;
  return (holder[REGISTRY_KEY] ??= createJobRegistry());
}

function checkQueue(queue: string): void {
  if (!QUEUE_PATTERN.test(queue)) throw new Error(`job queue "${queue}" must match ${QUEUE_PATTERN}`);
}

/**
 * Registers the handler of a queue. Registering a queue again replaces its handler. A process
 * only claims jobs of queues it has a handler for.
 *
 * @example
 * registerJobHandler('reminders.send', sendReminder);
 */
export function registerJobHandler(
  queue: string,
  handler: JobHandler,
  registry: JobRegistry = jobRegistry(),
): void {
  checkQueue(queue);
  registry.handlers.set(queue, handler);
}

/**
 * Registers work that runs every `everyMs` (at least a second): each poll enqueues the job of
 * the current slot with the key `<queue>:<slot start, ISO>` — so with several processes the
 * slot's job exists once and runs once — and the handler is registered for the queue. After a
 * downtime only the current slot runs (no backlog of missed ones).
 *
 * @example
 * registerRecurringJob({ queue: 'demo.roll-forward', everyMs: 15 * 60_000, handler: rollDemoForward });
 */
export function registerRecurringJob(job: RecurringJob, registry: JobRegistry = jobRegistry()): void {
  checkQueue(job.queue);
  if (!Number.isInteger(job.everyMs) || job.everyMs < 1000) {
    throw new Error(`recurring job ${job.queue}: everyMs must be a whole number of at least 1000`);
  }
  registry.recurring.set(job.queue, job);
  registry.handlers.set(job.queue, job.handler);
}

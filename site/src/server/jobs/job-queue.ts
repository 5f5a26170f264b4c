import { sql, type Kysely } from 'kysely';
import type { Job, JsonValue, Tables } from '../db/schema.ts';

/*
 * The durable job queue (decisions 070 and 101): rows of the `jobs` table (migration 0006),
 * claimed with `FOR UPDATE SKIP LOCKED` so that any number of processes on one PostgreSQL — or
 * the one process of an embedded PGlite database — run each job once. Two clocks, on purpose:
 * - the app clock (`now`, an argument, frozen by tests) decides what is due (run_at), retries and
 *   pruning — the business time handlers see;
 * - the DATABASE's clock (clock_timestamp(), read by each statement) alone sets and checks
 *   leases, so processes whose clocks disagree, or a poll that started long ago, never hand a
 *   job a lease that has already run out.
 */

export type JobPayload = { [key: string]: JsonValue };

/** A job as a handler sees it: claimed by this worker, `attempts` counting this run. */
export type ClaimedJob = Job;

/** Retries wait this long after the first failure, doubling after each further one… */
export const RETRY_BASE_DELAY_MS = 30_000;
/** …but never longer than this. */
export const RETRY_MAX_DELAY_MS = 60 * 60 * 1000;
/** Attempts of a job unless its enqueuer says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;
/**
 * A claimed job belongs to its worker this long after its claim or its last renewal, on the
 * database's clock. A live worker renews the leases of the jobs it runs every third of this
 * (job-leases.ts), so a slow handler keeps its job; a killed worker renews nothing, and another
 * process claims its jobs again within this time (plus a poll).
 */
export const DEFAULT_LEASE_MS = 30_000;
/** last_error is cut to this many characters. */
const LAST_ERROR_MAX_LENGTH = 300;

export type EnqueueJobInput = {
  queue: string;
  /**
   * Idempotency key: a job with this key is created once, ever (as long as its row is kept —
   * done jobs 7 days, failed ones 30). A second enqueue with the same key changes nothing and
   * answers `created: false`, whatever state the first one is in.
   */
  key?: string;
  payload?: JobPayload;
  /** Not before this instant; default `now`. */
  runAt?: Date;
  maxAttempts?: number;
};

/** The row of a new job: queued, due at `runAt` (default `now`). */
const jobRow = (
  { queue, key, payload = {}, runAt, maxAttempts = DEFAULT_MAX_ATTEMPTS }: EnqueueJobInput,
  now: Date,
) => ({
  queue,
  key: key ?? null,
  payload: JSON.stringify(payload),
  run_at: runAt ?? now,
  max_attempts: maxAttempts,
});

/**
 * Stores a job. With a `key`, idempotent: `insert … on conflict (key) do nothing`, so several
 * processes enqueueing the same work at once create one job (decision 070). Works on a
 * transaction too (pass `trx`), so a job can be enqueued atomically with the change behind it.
 *
 * @example
 * await enqueueJob(db, { queue: 'reminders.send', key: `class-reminder:${classId}:${userId}:3`, payload: { classId, userId }, runAt });
 */
export async function enqueueJob(
  db: Kysely<Tables>,
  input: EnqueueJobInput,
  now: Date = new Date(),
): Promise<{ created: boolean; id: string | undefined }> {
  const row = await db
    .insertInto('jobs')
    .values(jobRow(input, now))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return { created: row !== undefined, id: row?.id };
}

/** Rows per insert statement of enqueueJobs (well under PostgreSQL's 65,535 parameters). */
const ENQUEUE_CHUNK = 500;

/**
 * Stores many jobs, a few statements in all; keyed ones idempotently (as enqueueJob). Answers
 * how many were new.
 */
export async function enqueueJobs(
  db: Kysely<Tables>,
  inputs: readonly EnqueueJobInput[],
  now: Date = new Date(),
): Promise<number> {
  let created = 0;
  for (let start = 0; start < inputs.length; start += ENQUEUE_CHUNK) {
    const rows = await db
      .insertInto('jobs')
      .values(
        inputs.slice(start, start + ENQUEUE_CHUNK).map((input) => jobRow(input, now)),
      )
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('id')
      .execute();
    created += rows.length;
  }
  return created;
}

/** `clock_timestamp() + leaseMs`: a lease's end on the database's clock, read when the row is written. */
const leaseEnd = (leaseMs: number) =>
  sql<Date>`clock_timestamp() + ${Math.round(leaseMs)}::integer * interval '1 millisecond'`;

/**
 * Claims up to `limit` due jobs of the given queues for `workerId`: queued jobs whose `run_at`
 * has come by `now` (the app clock), and running jobs whose lease has passed on the database's
 * clock (their worker died). The lease runs from this statement, on the database's clock. One
 * statement — the inner select locks the rows it picks and skips rows another worker is
 * claiming at that moment, and PostgreSQL re-checks the condition on rows that changed
 * meanwhile — so two workers never claim the same job. `attempts` counts the run being started.
 */
export async function claimDueJobs(
  db: Kysely<Tables>,
  {
    queues,
    workerId,
    now,
    limit = 10,
    leaseMs = DEFAULT_LEASE_MS,
  }: { queues: readonly string[]; workerId: string; now: Date; limit?: number; leaseMs?: number },
): Promise<ClaimedJob[]> {
  if (queues.length === 0 || limit < 1) return [];
  const claimed = await db
    .updateTable('jobs')
    .set({
      state: 'running',
      locked_by: workerId,
      locked_until: leaseEnd(leaseMs),
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('queue', 'in', [...queues])
        .where((due) =>
          due.or([
            due.and([due('state', '=', 'queued'), due('run_at', '<=', now)]),
            due.and([due('state', '=', 'running'), due('locked_until', '<', sql<Date>`clock_timestamp()`)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  // UPDATE … RETURNING has no order: run the earliest first.
  return claimed.sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || Number(a.id) - Number(b.id));
}

/**
 * Extends, to `leaseMs` from now on the database's clock, the leases of the given runs that are
 * still this worker's (state running, locked_by and attempts unchanged). Answers the ids renewed:
 * a job missing from the answer was lost — its lease passed and another worker claimed it — and
 * this run must not complete it (completeJob would refuse anyway).
 */
export async function renewJobLeases(
  db: Kysely<Tables>,
  { workerId, jobs, leaseMs = DEFAULT_LEASE_MS }: { workerId: string; jobs: readonly ClaimedJob[]; leaseMs?: number },
): Promise<Set<string>> {
  if (jobs.length === 0) return new Set();
  const renewed = await db
    .updateTable('jobs')
    .set({ locked_until: leaseEnd(leaseMs) })
    .where('state', '=', 'running')
    .where('locked_by', '=', workerId)
    .where((eb) => eb.or(jobs.map((job) => eb.and([eb('id', '=', job.id), eb('attempts', '=', job.attempts)]))))
    .returning('id')
    .execute();
  return new Set(renewed.map((row) => row.id));
}

/** Narrows an update to the run this worker claimed: a job re-claimed after its lease is no longer ours. */
function ownRun(job: ClaimedJob) {
  return { id: job.id, lockedBy: job.locked_by ?? '', attempts: job.attempts };
}

/**
 * Marks a claimed job done. False when the job is no longer this worker's run (its lease
 * passed and another worker claimed it): nothing is changed then.
 */
export async function completeJob(db: Kysely<Tables>, job: ClaimedJob, now: Date): Promise<boolean> {
  const run = ownRun(job);
  const result = await db
    .updateTable('jobs')
    .set({ state: 'done', done_at: now, locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', run.id)
    .where('state', '=', 'running')
    .where('locked_by', '=', run.lockedBy)
    .where('attempts', '=', run.attempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * How long a job waits before its next attempt after failing `attempts` times:
 * 30 s, 1 min, 2 min, 4 min… doubling, at most 1 hour.
 *
 * @example
 * retryDelayMs(1); // 30_000
 * retryDelayMs(3); // 120_000
 */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** Math.min(exponent, 20));
}

/**
 * What a failure leaves in `last_error`: the error's name and message, cut short, with anything
 * that looks like a phone number or a long token masked. Handlers throw errors that carry facts
 * (a webhook's status), never secrets; this is the net under them.
 */
export function describeJobError(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : `Error: ${String(error)}`;
  return text
    .replace(/\+?\d[\d\s-]{7,}\d/g, '[number]')
    .replace(/[A-Za-z0-9_\-.]{32,}/g, '[redacted]')
    .slice(0, LAST_ERROR_MAX_LENGTH);
}

/**
 * Records a failed run: queued again after `retryDelayMs(attempts)`, or `failed` for good once
 * `max_attempts` runs have failed. Answers the new state, or undefined when the run was no
 * longer this worker's.
 */
export async function failJob(
  db: Kysely<Tables>,
  job: ClaimedJob,
  error: unknown,
  now: Date,
): Promise<'queued' | 'failed' | undefined> {
  const run = ownRun(job);
  const last = job.attempts >= job.max_attempts;
  const result = await db
    .updateTable('jobs')
    .set({
      state: last ? 'failed' : 'queued',
      run_at: last ? job.run_at : new Date(now.getTime() + retryDelayMs(job.attempts)),
      locked_by: null,
      locked_until: null,
      last_error: describeJobError(error),
    })
    .where('id', '=', run.id)
    .where('state', '=', 'running')
    .where('locked_by', '=', run.lockedBy)
    .where('attempts', '=', run.attempts)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return last ? 'failed' : 'queued';
}

/** Done jobs are kept this long (their keys keep a re-enqueue from repeating them)… */
export const DONE_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** …failed ones longer, for whoever looks into them. */
export const FAILED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes jobs done over 7 days ago and jobs whose last attempt failed over 30 days ago. Answers how many went. */
export async function pruneFinishedJobs(db: Kysely<Tables>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'done'), eb('done_at', '<', new Date(now.getTime() - DONE_JOB_RETENTION_MS))]),
        // A failed job keeps the run_at of its last attempt.
        eb.and([eb('state', '=', 'failed'), eb('run_at', '<', new Date(now.getTime() - FAILED_JOB_RETENTION_MS))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

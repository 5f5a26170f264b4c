import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { completeJob, describeJobError, failJob, type ClaimedJob } from './job-queue.ts';
import type { LeaseKeeper } from './job-leases.ts';
import type { JobHandler } from './job-registry.ts';

/** How a run ended; `lost`: it outlived its lease and another worker claimed the job. */
export type JobOutcome = 'done' | 'retried' | 'failed' | 'lost';

/**
 * Runs one claimed job, its lease renewed by `leases` meanwhile, and records how it ended: done,
 * queued again with backoff, failed for good — or nothing at all when the run was lost (its lease
 * passed and another worker claimed it): that worker's run is the one that counts.
 */
export async function runClaimedJob(
  db: Kysely<Tables>,
  job: ClaimedJob,
  handler: JobHandler | undefined,
  now: Date,
  leases: LeaseKeeper,
): Promise<JobOutcome> {
  leases.hold(job);
  let failure: { error: unknown } | undefined;
  try {
    if (!handler) throw new Error(`no handler for queue ${job.queue}`);
    await handler({ db, now, job });
  } catch (error) {
    failure = { error };
  }
  const lost = leases.release(job);
  if (!lost && failure) {
    const state = await failJob(db, job, failure.error, now);
    if (state !== undefined) {
      log(state === 'failed' ? 'error' : 'warn', state === 'failed' ? 'job failed for good' : 'job failed, will retry', {
        queue: job.queue,
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        error: describeJobError(failure.error),
      });
      return state === 'queued' ? 'retried' : 'failed';
    }
  } else if (!lost && (await completeJob(db, job, now))) {
    return 'done';
  }
  log('warn', 'job run ended after its lease passed (another worker had claimed it): not recorded', {
    queue: job.queue,
    jobId: job.id,
    attempt: job.attempts,
  });
  return 'lost';
}


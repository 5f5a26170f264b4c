import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { claimDueJobs, describeJobError, type ClaimedJob } from './job-queue.ts';
import type { LeaseKeeper } from './job-leases.ts';
import type { JobHandler } from './job-registry.ts';
import { runClaimedJob } from './run-claimed-job.ts';

/**
 * One lane of one process (decision 101): keeps up to `concurrency` of its queues' jobs running.
 * It claims only as many jobs as it has free slots, so every claimed job starts at once with a
 * whole lease; when a job ends it claims again at once, and when nothing was due it waits for
 * the runner's next poll. Lanes share nothing but the lease keeper, so a lane whose jobs are
 * slow never delays another lane's due job.
 */
export type LaneLoop = {
  /** Claims due jobs into the free slots (again while slots stay full); resolves once claimed. */
  fill(): Promise<void>;
  /** Stops claiming and waits for the jobs still running. */
  drain(): Promise<void>;
};

export function startLaneLoop({
  db,
  concurrency,
  handlers,
  now,
  workerId,
  leaseMs,
  leases,
}: {
  db: Kysely<Tables>;
  concurrency: number;
  /** This lane's handlers by queue, read at each claim (handlers may be registered later). */
  handlers: () => ReadonlyMap<string, JobHandler>;
  now: () => Date;
  workerId: string;
  leaseMs: number;
  leases: LeaseKeeper;
}): LaneLoop {
  const running = new Set<Promise<void>>();
  let stopped = false;
  let filling: Promise<void> | undefined;
  let again = false;

  const start = (job: ClaimedJob, handler: JobHandler | undefined, at: Date) => {
    const run: Promise<void> = runClaimedJob(db, job, handler, at, leases)
      .then(
        () => undefined,
        (error: unknown) => log('warn', 'job outcome not recorded', { jobId: job.id, error: describeJobError(error) }),
      )
      .finally(() => {
        running.delete(run);
        if (!stopped) void fill();
      });
    running.add(run);
  };

  const fillOnce = async () => {
    do {
      again = false;
      const byQueue = handlers();
      const free = concurrency - running.size;
      if (stopped || free <= 0 || byQueue.size === 0) return;
      const at = now();
      try {
        const jobs = await claimDueJobs(db, { queues: [...byQueue.keys()], workerId, now: at, limit: free, leaseMs });
        for (const job of jobs) start(job, byQueue.get(job.queue), at);
        // Every slot filled: more may be due once a job ends (its end asks again).
      } catch (error) {
        log('warn', 'job claim failed, retrying at the next poll', { error: describeJobError(error) });
        return;
      }
    } while (again);
  };

  const fill = (): Promise<void> => {
    if (filling) {
      again = true;
      return filling;
    }
    filling = fillOnce().finally(() => {
      filling = undefined;
      // A job that ended between the loop's last check and here asked for a claim too.
      if (again && !stopped) void fill();
    });
    return filling;
  };

  return {
    fill,
    async drain() {
      stopped = true;
      await filling;
      while (running.size > 0) await Promise.all(running);
    },
  };
}

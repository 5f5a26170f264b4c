import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { describeJobError, renewJobLeases, type ClaimedJob } from './job-queue.ts';

/**
 * The heartbeat of one worker (decision 101): while this worker runs jobs, every `leaseMs / 3`
 * one statement extends the leases of all of them, on the database's clock. A job whose renewal
 * finds it gone (its lease passed — a stalled process — and another worker claimed it) is
 * marked lost: the runner then neither completes nor fails it, so its new owner's run is the
 * only one that counts. A failed renewal (database out of reach) is logged and tried again at
 * the next beat; two beats can fail before a lease runs out.
 */
export type LeaseKeeper = {
  /** Starts renewing this run's lease. */
  hold(job: ClaimedJob): void;
  /** Stops renewing it (the run ended); true when the run was found lost meanwhile. */
  release(job: ClaimedJob): boolean;
  /** Renews every held lease now (the timer calls this); resolves when done. */
  renew(): Promise<void>;
  /** Stops the timer; held jobs are no longer renewed. */
  stop(): void;
};

export function keepLeases({
  db,
  workerId,
  leaseMs,
}: {
  db: Kysely<Tables>;
  workerId: string;
  leaseMs: number;
}): LeaseKeeper {
  const held = new Map<string, ClaimedJob>();
  const lost = new Set<string>();
  let renewing: Promise<void> | undefined;

  const renewOnce = async () => {
    const jobs = [...held.values()];
    if (jobs.length === 0) return;
    try {
      const renewed = await renewJobLeases(db, { workerId, jobs, leaseMs });
      for (const job of jobs) {
        // A run released while the statement ran is no longer ours to judge.
        if (renewed.has(job.id) || held.get(job.id) !== job) continue;
        held.delete(job.id);
        lost.add(job.id);
        log('warn', 'job lease lost: another worker claimed it after this one stalled', {
          queue: job.queue,
          jobId: job.id,
          attempt: job.attempts,
        });
      }
    } catch (error) {
      log('warn', 'job lease renewal failed, retrying at the next beat', { error: describeJobError(error) });
    }
  };

  const renew = (): Promise<void> => {
    renewing ??= renewOnce().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };

  const timer = setInterval(() => void renew(), Math.max(50, Math.floor(leaseMs / 3)));
  timer.unref();

  return {
    hold(job) {
      lost.delete(job.id);
      held.set(job.id, job);
    },
    release(job) {
      if (held.get(job.id) === job) held.delete(job.id);
      return lost.delete(job.id);
    },
    renew,
    stop() {
      clearInterval(timer);
    },
  };
}

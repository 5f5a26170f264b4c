import { automaticResumeAt } from '@bimbel/domain/subscription/subscription-pause';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { enqueueJob } from '../jobs/job-queue.ts';

/*
 * The automatic end of a pause (decision 079) is a durable job 30 days after the pause began,
 * keyed by the pause: a pause resumed by hand and paused again is not resumed by the old job.
 */

export const SUBSCRIPTION_RESUME_QUEUE = 'subscriptions.resume';

export type SubscriptionResumePayload = { subscriptionId: string; pausedAt: string };

/** Schedules the automatic resume of the pause begun at `pausedAt`. */
export async function scheduleAutomaticResume(
  db: Kysely<Tables>,
  subscriptionId: string,
  pausedAt: Date,
  now: Date,
): Promise<void> {
  const payload: SubscriptionResumePayload = { subscriptionId, pausedAt: pausedAt.toISOString() };
  await enqueueJob(
    db,
    {
      queue: SUBSCRIPTION_RESUME_QUEUE,
      key: `subscription-resume:${subscriptionId}:${payload.pausedAt}`,
      payload,
      runAt: automaticResumeAt(pausedAt),
    },
    now,
  );
}

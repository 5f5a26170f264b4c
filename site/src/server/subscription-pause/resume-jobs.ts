import { automaticResumeAt } from '@bimbel/domain/subscription/subscription-pause';
import { log } from '../http/logger.ts';
import { jobRegistry, registerJobHandler, type JobContext, type JobRegistry } from '../jobs/job-registry.ts';
import { resumeSubscription } from './pause-subscription.ts';
import { SUBSCRIPTION_RESUME_QUEUE, type SubscriptionResumePayload } from './resume-schedule.ts';

/*
 * The automatic resume's handler (decision 079): the subscription resumes as of the pause's 30th
 * day, so a late run neither gives away nor takes a paid day.
 */

/** Resumes the pause the job was scheduled for, if it still lasts. Safe to repeat. */
export async function resumePausedSubscription({ db, now, job }: JobContext): Promise<void> {
  const { subscriptionId, pausedAt } = job.payload as SubscriptionResumePayload;
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!row) return;
  const since = new Date(pausedAt);
  const outcome = await resumeSubscription(db, row.user_id, now, {
    resumedAt: automaticResumeAt(since),
    expectPausedAt: since,
  });
  if (outcome.ok) log('info', 'paused subscription resumed automatically', { subscriptionId });
}

/** Registers the automatic resume handler (orders/order-jobs.ts calls it). */
export function registerAutomaticResumeJob(registry: JobRegistry = jobRegistry()): void {
  registerJobHandler(SUBSCRIPTION_RESUME_QUEUE, resumePausedSubscription, registry);
}

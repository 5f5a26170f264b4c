import { automaticResumeAt } from '@bimbel/domain/subscription/subscription-pause';
import { log } from '../../http/logger.ts';
import { jobRegistry, registerJobHandler, type JobContext, type JobRegistry } from '../../jobs/job-registry.ts';
import {
  SUBSCRIPTION_EXPIRY_QUEUE,
  SUBSCRIPTION_RESUME_QUEUE,
  type SubscriptionExpiryPayload,
  type SubscriptionResumePayload,
} from './subscription-schedules.ts';
import { expirePaidPeriod, resumeSubscription } from './subscription-writer.ts';

/*
 * The handlers of the subscription jobs (subscription-schedules.ts enqueues them). Both are safe
 * to repeat: the writer re-reads the record under the student's lock, and a job whose end or pause
 * has moved on does nothing.
 */

/** Ends a paid period whose time has come (the writer checks it is still the job's end). */
export async function expireSubscription({ db, now, job }: JobContext): Promise<void> {
  const { subscriptionId, endsAt } = job.payload as SubscriptionExpiryPayload;
  if (await expirePaidPeriod(db, subscriptionId, new Date(endsAt), now)) {
    log('info', 'paid subscription ended', { subscriptionId });
  }
}

/**
 * Resumes the pause the job was scheduled for, if it still lasts, as of the pause's 30th day — so
 * a late run neither gives away nor takes a paid day.
 */
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

/** Registers both handlers (billing's job registration calls it with the other money jobs). */
export function registerSubscriptionJobs(registry: JobRegistry = jobRegistry()): void {
  registerJobHandler(SUBSCRIPTION_EXPIRY_QUEUE, expireSubscription, registry);
  registerJobHandler(SUBSCRIPTION_RESUME_QUEUE, resumePausedSubscription, registry);
}

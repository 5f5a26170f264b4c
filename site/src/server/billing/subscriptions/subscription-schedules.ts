import { automaticResumeAt } from '@bimbel/domain/subscription/subscription-pause';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';

/*
 * The durable jobs a subscription's state needs (decisions 070, 079 and 100), enqueued by the
 * subscriptions writer in the transaction of the change behind them:
 * - a paid period's end: at `ends_at` the subscription becomes FREE_AFTER_PAID/expired in the
 *   database, not only on read. One job per (subscription, end): a renewal, a pause, a resume or a
 *   refund that moves the end schedules a new job, and the old one finds its end moved and does
 *   nothing;
 * - a pause's automatic end, 30 days after it began, keyed by the pause: a pause resumed by hand
 *   and paused again is not resumed by the old job.
 */

export const SUBSCRIPTION_EXPIRY_QUEUE = 'subscriptions.expire';
export const SUBSCRIPTION_RESUME_QUEUE = 'subscriptions.resume';

export type SubscriptionExpiryPayload = { subscriptionId: string; endsAt: string };
export type SubscriptionResumePayload = { subscriptionId: string; pausedAt: string };

/** Schedules the expiry of a subscription at `endsAt` (idempotent: keyed by subscription and end). */
export async function scheduleSubscriptionExpiry(
  db: Kysely<Tables>,
  subscriptionId: string,
  endsAt: Date,
  now: Date,
): Promise<void> {
  const payload: SubscriptionExpiryPayload = { subscriptionId, endsAt: endsAt.toISOString() };
  await enqueueJob(
    db,
    {
      queue: SUBSCRIPTION_EXPIRY_QUEUE,
      key: `subscription-expiry:${subscriptionId}:${payload.endsAt}`,
      payload,
      runAt: endsAt,
    },
    now,
  );
}

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

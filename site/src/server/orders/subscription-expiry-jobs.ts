import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { jobRegistry, registerJobHandler, type JobContext, type JobRegistry } from '../jobs/job-registry.ts';

/*
 * A paid period's end as a durable job (issue 16, decisions 070 and 079): at `ends_at` the
 * subscription becomes FREE_AFTER_PAID/expired in the database, not only on read. One job per
 * (subscription, end): a renewal, a pause or a resume that moves the end schedules a new job, and
 * the old one, when it runs, finds the end moved and does nothing.
 */

export const SUBSCRIPTION_EXPIRY_QUEUE = 'subscriptions.expire';

export type SubscriptionExpiryPayload = { subscriptionId: string; endsAt: string };

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

/**
 * Ends a paid period whose time has come: the subscription row is locked and re-read, and only an
 * active PAID row whose end is still the job's end, and has passed, becomes FREE_AFTER_PAID/expired.
 * Safe to repeat.
 */
export async function expireSubscription({ db, now, job }: JobContext): Promise<void> {
  const { subscriptionId, endsAt } = job.payload as SubscriptionExpiryPayload;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.status !== 'active' || row.type !== 'PAID' || !row.ends_at) return;
    if (row.ends_at.toISOString() !== endsAt || row.ends_at.getTime() > now.getTime()) return;
    await trx
      .updateTable('subscriptions')
      .set({ status: 'expired', type: 'FREE_AFTER_PAID' })
      .where('id', '=', row.id)
      .execute();
    log('info', 'paid subscription ended', { subscriptionId });
  });
}

/** Registers the expiry handler (jobs/server-jobs.ts calls it with the other order jobs). */
export function registerSubscriptionExpiryJob(registry: JobRegistry = jobRegistry()): void {
  registerJobHandler(SUBSCRIPTION_EXPIRY_QUEUE, expireSubscription, registry);
}

import { pauseRefusal, type PauseRefusal } from '@bimbel/domain/subscription/subscription-pause';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
import type { Kysely, Transaction } from 'kysely';
import type { Subscription, Tables } from '../db/schema.ts';
import { scheduleSubscriptionExpiry } from '../orders/subscription-expiry-jobs.ts';
import { scheduleAutomaticResume } from './resume-schedule.ts';

/*
 * Pause and resume (PAUSED, docs/product §3; decision 079). A pause keeps the paid seconds left
 * (`paused_remaining_seconds`) and clears `ends_at` — a paused period has no end until resumed, so
 * the subscription status reads PAUSED for as long as it lasts — and schedules the automatic
 * resume 30 days on. A resume makes it PAID again, ending the kept time from the resume, and
 * schedules the expiry at the new end (the old expiry job finds its end moved and does nothing).
 * Both lock the student row first, like trial activation and settlement.
 */

export type PauseOutcome = { ok: true; subscription: Subscription } | { ok: false; reason: PauseRefusal };
export type ResumeOutcome = { ok: true; subscription: Subscription } | { ok: false };

async function lockCurrent(trx: Transaction<Tables>, studentId: string) {
  await trx.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', studentId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

/** Pauses a student's running paid period, within the limits of `pauseRefusal`. */
export async function pauseSubscription(
  db: Kysely<Tables>,
  studentId: string,
  now: Date,
): Promise<PauseOutcome> {
  return db.transaction().execute(async (trx): Promise<PauseOutcome> => {
    const current = await lockCurrent(trx, studentId);
    const type = resolveSubscriptionState(
      current && { type: current.type, status: current.status, endsAt: current.ends_at },
      now,
    ).subscriptionType;
    const reason = pauseRefusal(
      { type, endsAt: current?.ends_at ?? null, pausesUsed: current?.pauses_used ?? 0 },
      now,
    );
    if (reason || !current?.ends_at) return { ok: false, reason: reason ?? 'not_paid' };
    const subscription = await trx
      .updateTable('subscriptions')
      .set({
        type: 'PAUSED',
        ends_at: null,
        paused_at: now,
        paused_remaining_seconds: Math.floor((current.ends_at.getTime() - now.getTime()) / 1000),
        pauses_used: current.pauses_used + 1,
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await scheduleAutomaticResume(trx, subscription.id, now, now);
    return { ok: true, subscription };
  });
}

/**
 * Resumes a student's paused period at `resumedAt` (now, or the automatic resume's own time): PAID
 * again until `resumedAt` + the kept seconds. A pause stored before the seconds were kept (none)
 * resumes without an end. `expectPausedAt` makes an automatic resume act only on the pause it was
 * scheduled for.
 */
export async function resumeSubscription(
  db: Kysely<Tables>,
  studentId: string,
  now: Date,
  { resumedAt = now, expectPausedAt }: { resumedAt?: Date; expectPausedAt?: Date } = {},
): Promise<ResumeOutcome> {
  return db.transaction().execute(async (trx): Promise<ResumeOutcome> => {
    const current = await lockCurrent(trx, studentId);
    if (current?.type !== 'PAUSED') return { ok: false };
    if (expectPausedAt && current.paused_at?.getTime() !== expectPausedAt.getTime()) return { ok: false };
    const kept = current.paused_remaining_seconds;
    const endsAt = kept === null ? null : new Date(resumedAt.getTime() + kept * 1000);
    const subscription = await trx
      .updateTable('subscriptions')
      .set({ type: 'PAID', ends_at: endsAt, paused_at: null, paused_remaining_seconds: null })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (endsAt) await scheduleSubscriptionExpiry(trx, subscription.id, endsAt, now);
    return { ok: true, subscription };
  });
}

import { resolveSubscriptionState } from './resolve-subscription-state.ts';
import type { SubscriptionStatus } from './subscription-status.ts';
import type { SubscriptionType } from './subscription-type.ts';

/** A stored subscription record as history reads it. */
export type SubscriptionRecord = {
  type: SubscriptionType;
  status: SubscriptionStatus;
  startsAt: Date;
  endsAt: Date | null;
};

/**
 * The subscription type a student had at `instant`, from their stored records: the latest record
 * that had started by then, as it stood at that moment (a period that ended before it gives the
 * follow-up type, TRIAL → FREE_AFTER_TRIAL, PAID → FREE_AFTER_PAID). No record had started yet:
 * FREE. A record stored as expired whose end is after `instant` was still in force then; one
 * stored as expired without an end date is read as expired (we cannot tell since when).
 *
 * Used by the weekly report (decision 078) to ask whether a past class was part of the
 * student's programme when it ran — a family that subscribed on Wednesday did not miss Monday's.
 *
 * @example
 * const paid = { type: 'PAID', status: 'active', startsAt: new Date('2026-11-18'), endsAt: null } as const;
 * subscriptionTypeAt([paid], new Date('2026-11-20')); // 'PAID'
 * subscriptionTypeAt([paid], new Date('2026-11-16')); // 'FREE'
 */
export function subscriptionTypeAt(records: readonly SubscriptionRecord[], instant: Date): SubscriptionType {
  let inForce: SubscriptionRecord | undefined;
  for (const record of records) {
    if (record.startsAt.getTime() > instant.getTime()) continue;
    if (!inForce || record.startsAt.getTime() > inForce.startsAt.getTime()) inForce = record;
  }
  if (!inForce) return 'FREE';
  const endsLater = inForce.endsAt !== null && inForce.endsAt.getTime() > instant.getTime();
  return resolveSubscriptionState(
    { type: inForce.type, status: endsLater ? 'active' : inForce.status, endsAt: inForce.endsAt },
    instant,
  ).subscriptionType;
}

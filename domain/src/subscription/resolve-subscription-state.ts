import type { SubscriptionStatus } from './subscription-status.ts';
import type { SubscriptionType } from './subscription-type.ts';

/** What a subscription becomes once it has ended (docs/product §3 lists the follow-up types). */
const FOLLOW_UP_TYPE: Record<SubscriptionType, SubscriptionType> = {
  TRIAL: 'FREE_AFTER_TRIAL',
  PAID: 'FREE_AFTER_PAID',
  // A pause interrupts a paid subscription; when its period ends it lapses like a paid one.
  PAUSED: 'FREE_AFTER_PAID',
  FREE: 'FREE',
  FREE_AFTER_TRIAL: 'FREE_AFTER_TRIAL',
  FREE_AFTER_PAID: 'FREE_AFTER_PAID',
};

export type SubscriptionState = { subscriptionType: SubscriptionType; status: SubscriptionStatus };

/** A student without any subscription record is on the free plan. */
export const NO_SUBSCRIPTION_STATE: SubscriptionState = { subscriptionType: 'FREE', status: 'active' };

/**
 * The state a stored subscription reports at `now`. Computed on read, so nothing has to
 * run when a period ends: a subscription whose `endsAt` has passed (or that was stored as
 * expired) reports `expired` with its follow-up type — TRIAL → FREE_AFTER_TRIAL, PAID and
 * PAUSED → FREE_AFTER_PAID; free types keep their type. No end date means it runs on.
 *
 * @example
 * resolveSubscriptionState({ type: 'TRIAL', status: 'active', endsAt: new Date('2026-01-08') }, new Date('2026-01-09'));
 * // { subscriptionType: 'FREE_AFTER_TRIAL', status: 'expired' }
 * resolveSubscriptionState(null, new Date()); // { subscriptionType: 'FREE', status: 'active' }
 */
export function resolveSubscriptionState(
  subscription:
    { type: SubscriptionType; status: SubscriptionStatus; endsAt: Date | null } | null | undefined,
  now: Date,
): SubscriptionState {
  if (!subscription) return NO_SUBSCRIPTION_STATE;
  const ended =
    subscription.status === 'expired' ||
    (subscription.endsAt !== null && subscription.endsAt.getTime() <= now.getTime());
  if (!ended) return { subscriptionType: subscription.type, status: 'active' };
  return { subscriptionType: FOLLOW_UP_TYPE[subscription.type], status: 'expired' };
}

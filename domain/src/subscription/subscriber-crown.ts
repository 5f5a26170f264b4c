import type { SubscriptionType } from './subscription-type.ts';

/**
 * Whether the avatar gets the crown badge: paid subscribers only (docs/product §2). Trials,
 * paused and lapsed subscriptions get no crown; an unknown status (not loaded yet,
 * failed) gets none either.
 *
 * @example
 * shouldShowSubscriberCrown('PAID'); // true
 * shouldShowSubscriberCrown('FREE_AFTER_PAID'); // false
 */
export function shouldShowSubscriberCrown(subscriptionType: SubscriptionType | null | undefined): boolean {
  return subscriptionType === 'PAID';
}

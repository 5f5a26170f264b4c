import { z } from 'zod';

/**
 * Subscription types as the subscription-status call returns them in
 * `data.subscriptionStatus.subscriptionType` (docs/product §3, §7).
 */
export const SUBSCRIPTION_TYPES = [
  'PAID',
  'FREE',
  'TRIAL',
  'FREE_AFTER_TRIAL',
  'FREE_AFTER_PAID',
  'PAUSED',
] as const;

export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const SubscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);

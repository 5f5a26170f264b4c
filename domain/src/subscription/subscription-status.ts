import { z } from 'zod';

/** The second subscription enumeration of docs/product §3: whether a subscription still runs. */
export const SUBSCRIPTION_STATUSES = ['active', 'expired'] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

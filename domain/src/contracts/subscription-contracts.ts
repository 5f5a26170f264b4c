import { z } from 'zod';
import { SubscriptionStatusSchema } from '../subscription/subscription-status.ts';
import { SubscriptionTypeSchema } from '../subscription/subscription-type.ts';
import { defineContract } from './contract.ts';
import { ACTIVATE_TRIAL, SUBSCRIPTION_STATUS } from './endpoints.ts';

/** `data.subscriptionStatus` of docs/product §7 (dates ISO 8601, null when unknown). */
export const SubscriptionStatusBodySchema = z.object({
  subscriptionStatus: z.object({
    subscriptionType: SubscriptionTypeSchema,
    status: SubscriptionStatusSchema,
    startsAt: z.iso.datetime().nullable(),
    endsAt: z.iso.datetime().nullable(),
    trialActivatedAt: z.iso.datetime().nullable(),
  }),
});

export const subscriptionStatusContract = defineContract({
  endpoint: SUBSCRIPTION_STATUS,
  service: 'subscription',
  summary:
    'The subscription of the caller (a parent: the family’s first student); sets the subscription type cookie.',
  auth: 'bearer',
  response: SubscriptionStatusBodySchema,
  errors: [],
});

export const activateTrialContract = defineContract({
  endpoint: ACTIVATE_TRIAL,
  service: 'subscription',
  summary:
    'Starts the 7-day free trial, once per student who never paid. 409 trial_already_used (a trial running or used) or trial_not_available (subscribed now, paused, or subscribed before), each with its own message.',
  auth: 'bearer',
  response: SubscriptionStatusBodySchema,
  errors: ['student_only', 'trial_already_used', 'trial_not_available'],
});

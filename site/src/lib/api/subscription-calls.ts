import {
  ACTIVATE_TRIAL,
  PAUSE_SUBSCRIPTION,
  RESUME_SUBSCRIPTION,
  SUBSCRIPTION_STATUS,
} from '@bimbel/domain/contracts/endpoints';
import type {
  pauseSubscriptionContract,
  resumeSubscriptionContract,
} from '@bimbel/domain/contracts/order-contracts';
import type {
  activateTrialContract,
  subscriptionStatusContract,
} from '@bimbel/domain/contracts/subscription-contracts';
import { defineCall } from './define-call.ts';

/** The subscription of the current profile; also rewrites the subscription type cookie. */
export const getSubscriptionStatus = defineCall<typeof subscriptionStatusContract>(SUBSCRIPTION_STATUS);
/** Starts the 7-day free trial. */
export const activateTrial = defineCall<typeof activateTrialContract>(ACTIVATE_TRIAL);
/** Pauses a student's paid subscription, keeping the paid time left (`{ params: { id } }`). */
export const pauseSubscription = defineCall<typeof pauseSubscriptionContract>(PAUSE_SUBSCRIPTION);
/** Resumes a paused subscription: paid again, the kept time counted from now (`{ params: { id } }`). */
export const resumeSubscription = defineCall<typeof resumeSubscriptionContract>(RESUME_SUBSCRIPTION);

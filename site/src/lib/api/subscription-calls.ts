import { ACTIVATE_TRIAL, SUBSCRIPTION_STATUS } from '@bimbel/domain/contracts/endpoints';
import type {
  activateTrialContract,
  subscriptionStatusContract,
} from '@bimbel/domain/contracts/subscription-contracts';
import { defineCall } from './define-call.ts';

/** The subscription of the current profile; also rewrites the subscription type cookie. */
export const getSubscriptionStatus = defineCall<typeof subscriptionStatusContract>(SUBSCRIPTION_STATUS);
/** Starts the 7-day free trial. */
export const activateTrial = defineCall<typeof activateTrialContract>(ACTIVATE_TRIAL);

import { PAUSE_SUBSCRIPTION, RESUME_SUBSCRIPTION } from '@bimbel/domain/contracts/endpoints';
import type {
  pauseSubscriptionContract,
  resumeSubscriptionContract,
} from '@bimbel/domain/contracts/order-contracts';
import { defineCall } from './define-call.ts';

// Apart from subscription-calls.ts, which every page loads (the status call): only the manage
// subscription page needs these.

/** Pauses a student's paid subscription, keeping the paid time left (`{ params: { id } }`). */
export const pauseSubscription = defineCall<typeof pauseSubscriptionContract>(PAUSE_SUBSCRIPTION);
/** Resumes a paused subscription: paid again, the kept time counted from now (`{ params: { id } }`). */
export const resumeSubscription = defineCall<typeof resumeSubscriptionContract>(RESUME_SUBSCRIPTION);

import type { SubscriptionType } from './subscription-type.ts';

/*
 * Pausing a paid subscription (PAUSED, docs/product §3; issue 16, decision 079) with the limits a
 * bimbel sets on "cuti": once per paid period, at most 30 days (then it resumes by itself), and
 * only with at least 7 paid days left — less is not worth keeping. A pause keeps the paid time
 * left to the second; the resume gives it back from that moment.
 */

export const PAUSE_MAX_DAYS = 30;
export const PAUSE_MIN_REMAINING_DAYS = 7;
export const PAUSES_PER_PERIOD = 1;

const DAY_MS = 86_400_000;

export type PauseRefusal = 'not_paid' | 'too_little_left' | 'already_paused';

/**
 * Why a subscription in force (`type` as it reads now) cannot be paused at `now`, or null when it can.
 *
 * @example
 * pauseRefusal({ type: 'PAID', endsAt: new Date('2027-01-31'), pausesUsed: 0 }, new Date('2027-01-01')); // null
 * pauseRefusal({ type: 'PAID', endsAt: new Date('2027-01-05'), pausesUsed: 0 }, new Date('2027-01-01')); // 'too_little_left'
 */
export function pauseRefusal(
  subscription: { type: SubscriptionType; endsAt: Date | null; pausesUsed: number },
  now: Date,
): PauseRefusal | null {
  if (subscription.type !== 'PAID' || !subscription.endsAt) return 'not_paid';
  if (subscription.pausesUsed >= PAUSES_PER_PERIOD) return 'already_paused';
  if (subscription.endsAt.getTime() - now.getTime() < PAUSE_MIN_REMAINING_DAYS * DAY_MS)
    return 'too_little_left';
  return null;
}

/**
 * When a pause begun at `pausedAt` ends by itself.
 *
 * @example
 * automaticResumeAt(new Date('2027-01-01T00:00:00Z')); // 2027-01-31T00:00:00Z
 */
export function automaticResumeAt(pausedAt: Date): Date {
  return new Date(pausedAt.getTime() + PAUSE_MAX_DAYS * DAY_MS);
}

/**
 * Whole days of a kept paid time, rounded up (a pause that keeps 3 hours still gives a day back
 * in words; the server keeps the seconds).
 *
 * @example
 * keptDays(50 * 86_400 + 1); // 51
 */
export function keptDays(seconds: number): number {
  return Math.max(0, Math.ceil((seconds * 1000) / DAY_MS));
}

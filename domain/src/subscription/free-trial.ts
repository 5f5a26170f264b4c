import type { SubscriptionType } from './subscription-type.ts';

/**
 * Length of the free trial a student may activate once. docs/product does not give it; a week lets a
 * student join classes on every weekday of the schedule (Sen–Min) before deciding.
 */
export const FREE_TRIAL_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a student may still start the free trial: only students who never had one and
 * never paid. Any past or present subscription other than a plain FREE one without a trial
 * date (TRIAL, FREE_AFTER_TRIAL, PAID, PAUSED, FREE_AFTER_PAID) uses the chance up.
 *
 * @example
 * canActivateFreeTrial([]); // true
 * canActivateFreeTrial([{ type: 'FREE', trialActivatedAt: null }]); // true
 * canActivateFreeTrial([{ type: 'FREE_AFTER_PAID', trialActivatedAt: null }]); // false
 */
export function canActivateFreeTrial(
  subscriptions: readonly { type: SubscriptionType; trialActivatedAt: Date | null }[],
): boolean {
  return subscriptions.every(
    (subscription) => subscription.type === 'FREE' && subscription.trialActivatedAt === null,
  );
}

/**
 * The period of a trial activated at `now`: {@link FREE_TRIAL_DAYS} days to the millisecond.
 *
 * @example
 * freeTrialPeriod(new Date('2026-11-22T03:00:00Z')).endsAt; // 2026-11-29T03:00:00.000Z
 */
export function freeTrialPeriod(now: Date): { startsAt: Date; endsAt: Date } {
  return { startsAt: new Date(now.getTime()), endsAt: new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS) };
}

/**
 * Why a student cannot start the free trial, in the order a student would understand it: what
 * they have now (a paid plan, a pause, a trial running), then what they had (a trial, a paid
 * plan). Null exactly when canActivateFreeTrial allows the trial.
 */
export type TrialRefusal = 'paid' | 'paused' | 'trial_running' | 'trial_used' | 'paid_before';

/**
 * The reason the trial is refused, from the subscription in force now (its resolved type) and
 * every record the student ever had.
 *
 * @example
 * trialRefusal('PAID', [{ type: 'PAID', trialActivatedAt: null }]); // 'paid' — not "trial used"
 * trialRefusal('FREE_AFTER_TRIAL', [{ type: 'TRIAL', trialActivatedAt: new Date() }]); // 'trial_used'
 * trialRefusal('FREE', [{ type: 'FREE', trialActivatedAt: null }]); // null
 */
export function trialRefusal(
  currentType: SubscriptionType,
  subscriptions: readonly { type: SubscriptionType; trialActivatedAt: Date | null }[],
): TrialRefusal | null {
  if (currentType === 'PAID') return 'paid';
  if (currentType === 'PAUSED') return 'paused';
  if (currentType === 'TRIAL') return 'trial_running';
  if (canActivateFreeTrial(subscriptions)) return null;
  const hadTrial = subscriptions.some(
    (subscription) =>
      subscription.trialActivatedAt !== null ||
      subscription.type === 'TRIAL' ||
      subscription.type === 'FREE_AFTER_TRIAL',
  );
  return hadTrial ? 'trial_used' : 'paid_before';
}

import { inZone } from '../time/zoned-dayjs.ts';
import type { SubscriptionType } from './subscription-type.ts';

/*
 * Where a purchase's paid time begins and ends (issue 16, decision 079) — the one rule that
 * settling a paid order applies and that the checkout's summary shows before paying.
 */

/** The subscription in force for a student, as far as the rule needs it; null when none. */
export type CurrentSubscription = {
  type: SubscriptionType;
  endsAt: Date | null;
  /** The paid seconds a pause kept (PAUSED only). */
  pausedRemainingSeconds?: number | null;
} | null;

/**
 * A purchase's period. `extends`: the record in force continues (a renewal of a running paid
 * period, or a paused one resumed) instead of a new record starting now.
 */
export type PaidPeriod = { startsAt: Date; endsAt: Date; extends: boolean };

/**
 * When a tenure of `months` bought from `from` ends: the same wall-clock time `months` calendar
 * months later in Asia/Jakarta (dayjs: 31 January + 1 month is 28 or 29 February).
 *
 * @example
 * tenureEnd(new Date('2026-11-22T03:00:00Z'), 3); // 2027-02-22T03:00:00Z (10.00 WIB)
 */
export function tenureEnd(from: Date, months: number): Date {
  return inZone(from).add(months, 'month').toDate();
}

/**
 * The period a purchase of `tenureMonths` gives a student whose subscription in force is
 * `current`, if paid at `now`:
 * - PAID still running with an end → a renewal, from that end (no paid day is lost);
 * - PAUSED → resumed first, from now plus the paid time the pause kept;
 * - anything else (free, trial, a paid period already over, a paid record without an end) → now.
 *
 * @example
 * const now = new Date('2026-11-28T03:00:00Z');
 * paidPeriod({ type: 'PAID', endsAt: new Date('2027-01-10T03:00:00Z') }, 6, now);
 * // { startsAt: 2027-01-10T03:00Z, endsAt: 2027-07-10T03:00Z, extends: true }
 * paidPeriod({ type: 'FREE', endsAt: null }, 6, now);
 * // { startsAt: 2026-11-28T03:00Z, endsAt: 2027-05-28T03:00Z, extends: false }
 */
export function paidPeriod(current: CurrentSubscription, tenureMonths: number, now: Date): PaidPeriod {
  let startsAt = now;
  let extendsCurrent = false;
  if (current?.type === 'PAID' && current.endsAt && current.endsAt.getTime() > now.getTime()) {
    startsAt = current.endsAt;
    extendsCurrent = true;
  } else if (current?.type === 'PAUSED') {
    startsAt = new Date(now.getTime() + (current.pausedRemainingSeconds ?? 0) * 1000);
    extendsCurrent = true;
  }
  return { startsAt, endsAt: tenureEnd(startsAt, tenureMonths), extends: extendsCurrent };
}

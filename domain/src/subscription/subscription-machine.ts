import { inZone } from '../time/zoned-dayjs.ts';
import { freeTrialPeriod, trialRefusal, type TrialRefusal } from './free-trial.ts';
import { resolveSubscriptionState } from './resolve-subscription-state.ts';
import { automaticResumeAt, pauseRefusal, type PauseRefusal } from './subscription-pause.ts';
import type { SubscriptionStatus } from './subscription-status.ts';
import type { SubscriptionType } from './subscription-type.ts';

/*
 * The subscription's states and transitions (issue 24, decision 100), beside the order's state
 * machine (orders/order-status.ts). Pure: each transition takes the record in force (or none) and
 * the clock, and answers what to write — the record changed in place, or the record closed and a
 * new one opened — or why it cannot happen. The one writer of the `subscriptions` table
 * (site/src/server/billing/subscriptions/subscription-writer.ts) locks the student, reads the
 * record, asks here and writes the answer; nothing else decides a subscription.
 *
 *   (none) ──start──▶ FREE ──trial──▶ TRIAL ──ends──▶ FREE_AFTER_TRIAL
 *   any ──paid──▶ PAID (a running PAID or a PAUSED is extended in place; anything else is closed)
 *   PAID ──pause──▶ PAUSED ──resume──▶ PAID ──ends──▶ FREE_AFTER_PAID
 *   PAID | PAUSED ──refund/chargeback──▶ the refunded time removed; nothing left → FREE_AFTER_PAID
 */

/** A subscription record as the transitions see it (the table's columns in domain terms). */
export type SubscriptionRecord = {
  type: SubscriptionType;
  status: SubscriptionStatus;
  startsAt: Date;
  endsAt: Date | null;
  trialActivatedAt: Date | null;
  orderId: string | null;
  pausedAt: Date | null;
  pausedRemainingSeconds: number | null;
  pausesUsed: number;
};

/** What a transition writes. */
export type SubscriptionWrite =
  /** The record in force changes in place. */
  | { kind: 'update'; changes: Partial<SubscriptionRecord> }
  /** The record in force (if any) is closed with `close`, and `open` becomes the one in force. */
  | { kind: 'replace'; close: Partial<SubscriptionRecord> | null; open: SubscriptionRecord };

/** A transition's answer: what to write, and the follow-up jobs the new state needs. */
export type SubscriptionStep = {
  write: SubscriptionWrite;
  /** The paid period now ends here: its expiry is scheduled at this instant. */
  expiresAt?: Date;
  /** A pause began: it ends by itself at this instant. */
  resumesAt?: Date;
};

const SECOND_MS = 1000;

/** A free record starting at `startsAt`. */
function freeRecord(startsAt: Date): SubscriptionRecord {
  return {
    type: 'FREE',
    status: 'active',
    startsAt,
    endsAt: null,
    trialActivatedAt: null,
    orderId: null,
    pausedAt: null,
    pausedRemainingSeconds: null,
    pausesUsed: 0,
  };
}

/** A new student starts on the free plan. */
export function startTransition(current: SubscriptionRecord | null, now: Date): SubscriptionStep | null {
  if (current) return null; // a student has one record in force: starting again changes nothing
  return { write: { kind: 'replace', close: null, open: freeRecord(now) } };
}

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
 * The period a purchase of `tenureMonths` pays for a student whose record in force is `current`:
 * - PAID still running with an end → a renewal: from that end (no paid day is lost);
 * - PAUSED → resumed first: from now plus the paid time the pause kept;
 * - anything else (free, trial, a paid period already over, a paid record without an end) → now.
 * `extends` says whether the record in force is extended in place.
 */
export function paidPeriod(
  current: Pick<SubscriptionRecord, 'type' | 'status' | 'endsAt' | 'pausedRemainingSeconds'> | null,
  tenureMonths: number,
  now: Date,
): { startsAt: Date; endsAt: Date; extends: boolean } {
  let startsAt = now;
  let extendsCurrent = false;
  if (current?.status === 'active' && current.type === 'PAID' && current.endsAt && current.endsAt > now) {
    startsAt = current.endsAt;
    extendsCurrent = true;
  } else if (current?.status === 'active' && current.type === 'PAUSED') {
    startsAt = new Date(now.getTime() + (current.pausedRemainingSeconds ?? 0) * SECOND_MS);
    extendsCurrent = true;
  }
  return { startsAt, endsAt: tenureEnd(startsAt, tenureMonths), extends: extendsCurrent };
}

/**
 * A paid order settles for this student: a renewal or a paused period is extended in place, and
 * anything else (a trial cut short, a free plan, a paid period already over) is closed now and a
 * new PAID record opens. A purchase starts a new paid period, so its pause allowance starts again.
 */
export function paidTransition(
  current: SubscriptionRecord | null,
  { orderId, tenureMonths }: { orderId: string; tenureMonths: number },
  now: Date,
): SubscriptionStep & { period: { startsAt: Date; endsAt: Date } } {
  const period = paidPeriod(current, tenureMonths, now);
  const paid = {
    type: 'PAID',
    status: 'active',
    endsAt: period.endsAt,
    orderId,
    pausedAt: null,
    pausedRemainingSeconds: null,
    pausesUsed: 0,
  } as const;
  if (current && period.extends) {
    return { write: { kind: 'update', changes: paid }, expiresAt: period.endsAt, period };
  }
  return {
    write: {
      kind: 'replace',
      close: current ? closeAt(current, now) : null,
      open: { ...paid, startsAt: now, trialActivatedAt: null },
    },
    expiresAt: period.endsAt,
    period: { startsAt: period.startsAt, endsAt: period.endsAt },
  };
}

/** A record in force closed at `now`: expired, its end cut to now when it would run on (and had begun). */
function closeAt(current: SubscriptionRecord, now: Date): Partial<SubscriptionRecord> {
  const runsOn = !current.endsAt || current.endsAt > now;
  return { status: 'expired', ...(runsOn && now > current.startsAt ? { endsAt: now } : {}) };
}

/**
 * The free trial starts, unless `trialRefusal` says why not (from the record in force and every
 * record the student ever had). The free record in force becomes the trial.
 */
export function trialTransition(
  current: SubscriptionRecord | null,
  history: readonly Pick<SubscriptionRecord, 'type' | 'trialActivatedAt'>[],
  now: Date,
): { ok: true; step: SubscriptionStep } | { ok: false; reason: TrialRefusal } {
  const type = resolveSubscriptionState(current, now).subscriptionType;
  const reason = trialRefusal(type, history);
  if (reason) return { ok: false, reason };
  const { startsAt, endsAt } = freeTrialPeriod(now);
  const trial = { type: 'TRIAL', status: 'active', startsAt, endsAt, trialActivatedAt: now } as const;
  if (current?.status === 'active') return { ok: true, step: { write: { kind: 'update', changes: trial } } };
  return { ok: true, step: { write: { kind: 'replace', close: null, open: { ...freeRecord(startsAt), ...trial } } } };
}

/**
 * A paid period's expiry job runs: only an active PAID record whose end is still the job's end,
 * and has passed, becomes FREE_AFTER_PAID/expired (a renewal, pause or resume moved the end: null).
 */
export function expiryTransition(
  current: SubscriptionRecord | null,
  scheduledEnd: Date,
  now: Date,
): SubscriptionStep | null {
  if (!current || current.status !== 'active' || current.type !== 'PAID' || !current.endsAt) return null;
  if (current.endsAt.getTime() !== scheduledEnd.getTime() || current.endsAt > now) return null;
  return { write: { kind: 'update', changes: { status: 'expired', type: 'FREE_AFTER_PAID' } } };
}

/**
 * A pause of a running paid period (within `pauseRefusal`'s limits): the paid seconds left are
 * kept and the end cleared — a paused period has no end until resumed — and it resumes by itself
 * after PAUSE_MAX_DAYS.
 */
export function pauseTransition(
  current: SubscriptionRecord | null,
  now: Date,
): { ok: true; step: SubscriptionStep } | { ok: false; reason: PauseRefusal } {
  const type = resolveSubscriptionState(current, now).subscriptionType;
  const reason = pauseRefusal(
    { type, endsAt: current?.endsAt ?? null, pausesUsed: current?.pausesUsed ?? 0 },
    now,
  );
  if (reason || !current?.endsAt) return { ok: false, reason: reason ?? 'not_paid' };
  return {
    ok: true,
    step: {
      write: {
        kind: 'update',
        changes: {
          type: 'PAUSED',
          endsAt: null,
          pausedAt: now,
          pausedRemainingSeconds: Math.floor((current.endsAt.getTime() - now.getTime()) / SECOND_MS),
          pausesUsed: current.pausesUsed + 1,
        },
      },
      resumesAt: automaticResumeAt(now),
    },
  };
}

/**
 * A paused period resumes at `resumedAt` (now, or the automatic resume's own time): PAID again
 * until `resumedAt` + the kept seconds (a pause stored before seconds were kept resumes without an
 * end). `expectPausedAt` makes an automatic resume act only on the pause it was scheduled for.
 */
export function resumeTransition(
  current: SubscriptionRecord | null,
  { resumedAt, expectPausedAt }: { resumedAt: Date; expectPausedAt?: Date },
): SubscriptionStep | null {
  if (current?.status !== 'active' || current.type !== 'PAUSED') return null;
  if (expectPausedAt && current.pausedAt?.getTime() !== expectPausedAt.getTime()) return null;
  const kept = current.pausedRemainingSeconds;
  const endsAt = kept === null ? null : new Date(resumedAt.getTime() + kept * SECOND_MS);
  return {
    write: { kind: 'update', changes: { type: 'PAID', endsAt, pausedAt: null, pausedRemainingSeconds: null } },
    ...(endsAt ? { expiresAt: endsAt } : {}),
  };
}

/**
 * An order's money went back to the family (a full refund or a chargeback): the time it paid for
 * and not yet used is removed from the period in force (`period` is what the order paid for this
 * student). Nothing paid left → the period ends now, FREE_AFTER_PAID, as an expiry would; time
 * left from another purchase is kept (a refunded renewal leaves the earlier period running).
 * Null when there is nothing to remove (not paid, or the order's time is already over).
 */
export function refundTransition(
  current: SubscriptionRecord | null,
  period: { startsAt: Date; endsAt: Date },
  now: Date,
): SubscriptionStep | null {
  if (current?.status !== 'active' || (current.type !== 'PAID' && current.type !== 'PAUSED')) return null;
  const unusedMs = period.endsAt.getTime() - Math.max(period.startsAt.getTime(), now.getTime());
  if (unusedMs <= 0) return null;
  const ended = { status: 'expired', type: 'FREE_AFTER_PAID', endsAt: now, pausedAt: null, pausedRemainingSeconds: null } as const;
  if (current.type === 'PAUSED') {
    const kept = (current.pausedRemainingSeconds ?? 0) - Math.ceil(unusedMs / SECOND_MS);
    if (kept <= 0) return { write: { kind: 'update', changes: ended } };
    return { write: { kind: 'update', changes: { pausedRemainingSeconds: kept } } };
  }
  if (!current.endsAt) return { write: { kind: 'update', changes: ended } };
  const endsAt = new Date(current.endsAt.getTime() - unusedMs);
  if (endsAt <= now) return { write: { kind: 'update', changes: ended } };
  return { write: { kind: 'update', changes: { endsAt } }, expiresAt: endsAt };
}

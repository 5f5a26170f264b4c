import { describe, expect, it } from 'vitest';
import {
  expiryTransition,
  paidPeriod,
  paidTransition,
  pauseTransition,
  refundTransition,
  resumeTransition,
  startTransition,
  tenureEnd,
  trialTransition,
  type SubscriptionRecord,
} from './subscription-machine.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-28T05:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

const record = (overrides: Partial<SubscriptionRecord>): SubscriptionRecord => ({
  type: 'FREE',
  status: 'active',
  startsAt: days(-30),
  endsAt: null,
  trialActivatedAt: null,
  orderId: null,
  pausedAt: null,
  pausedRemainingSeconds: null,
  pausesUsed: 0,
  ...overrides,
});

describe('the subscription state machine', () => {
  it('starts a new student on the free plan once', () => {
    expect(startTransition(null, NOW)?.write).toMatchObject({ kind: 'replace', close: null, open: { type: 'FREE', startsAt: NOW } });
    expect(startTransition(record({}), NOW)).toBeNull();
  });

  it('pays from now, from the end of a running paid period, or from now plus a pause’s kept time', () => {
    expect(paidPeriod(record({ type: 'TRIAL', endsAt: days(3) }), 3, NOW)).toEqual({
      startsAt: NOW,
      endsAt: tenureEnd(NOW, 3),
      extends: false,
    });
    expect(paidPeriod(record({ type: 'PAID', endsAt: days(10) }), 1, NOW)).toEqual({
      startsAt: days(10),
      endsAt: tenureEnd(days(10), 1),
      extends: true,
    });
    expect(paidPeriod(record({ type: 'PAUSED', pausedRemainingSeconds: 5 * 86_400 }), 1, NOW).startsAt).toEqual(days(5));
    // A paid period already over is not extended.
    expect(paidPeriod(record({ type: 'PAID', endsAt: days(-1) }), 1, NOW).extends).toBe(false);
  });

  it('closes a trial cut short and opens a PAID record; renews a paid one in place with the pause allowance reset', () => {
    const trial = paidTransition(record({ type: 'TRIAL', endsAt: days(3), trialActivatedAt: days(-4) }), { orderId: 'o1', tenureMonths: 1 }, NOW);
    expect(trial.write).toEqual({
      kind: 'replace',
      close: { status: 'expired', endsAt: NOW },
      open: expect.objectContaining({ type: 'PAID', status: 'active', startsAt: NOW, orderId: 'o1', endsAt: tenureEnd(NOW, 1) }),
    });
    expect(trial.expiresAt).toEqual(tenureEnd(NOW, 1));
    const renewal = paidTransition(record({ type: 'PAID', endsAt: days(10), pausesUsed: 1 }), { orderId: 'o2', tenureMonths: 3 }, NOW);
    expect(renewal.write).toEqual({
      kind: 'update',
      changes: expect.objectContaining({ endsAt: tenureEnd(days(10), 3), orderId: 'o2', pausesUsed: 0 }),
    });
  });

  it('refuses a second trial and a trial on a paid plan, and turns the free record into the trial', () => {
    expect(trialTransition(record({}), [{ type: 'FREE', trialActivatedAt: null }], NOW)).toMatchObject({
      ok: true,
      step: { write: { kind: 'update', changes: { type: 'TRIAL', trialActivatedAt: NOW } } },
    });
    expect(trialTransition(record({ type: 'PAID', endsAt: days(9) }), [], NOW)).toEqual({ ok: false, reason: 'paid' });
    expect(
      trialTransition(record({ type: 'TRIAL', status: 'expired', endsAt: days(-1) }), [{ type: 'TRIAL', trialActivatedAt: days(-8) }], NOW),
    ).toEqual({ ok: false, reason: 'trial_used' });
  });

  it('ends a paid period only at the end its job was scheduled for', () => {
    const paid = record({ type: 'PAID', endsAt: days(-1) });
    expect(expiryTransition(paid, days(-1), NOW)?.write).toEqual({
      kind: 'update',
      changes: { status: 'expired', type: 'FREE_AFTER_PAID' },
    });
    expect(expiryTransition(paid, days(-2), NOW)).toBeNull(); // the end moved
    expect(expiryTransition(record({ type: 'PAID', endsAt: days(1) }), days(1), NOW)).toBeNull(); // not yet
    expect(expiryTransition(record({ type: 'PAUSED' }), days(-1), NOW)).toBeNull();
  });

  it('pauses keeping the paid seconds, and resumes from the resume’s instant', () => {
    const paused = pauseTransition(record({ type: 'PAID', endsAt: days(20) }), NOW);
    expect(paused).toMatchObject({
      ok: true,
      step: { write: { changes: { type: 'PAUSED', endsAt: null, pausedRemainingSeconds: 20 * 86_400, pausesUsed: 1 } }, resumesAt: days(30) },
    });
    expect(pauseTransition(record({ type: 'PAID', endsAt: days(20), pausesUsed: 1 }), NOW)).toEqual({ ok: false, reason: 'already_paused' });
    const pausedRecord = record({ type: 'PAUSED', pausedAt: days(-2), pausedRemainingSeconds: 20 * 86_400 });
    expect(resumeTransition(pausedRecord, { resumedAt: NOW })).toEqual({
      write: { kind: 'update', changes: { type: 'PAID', endsAt: days(20), pausedAt: null, pausedRemainingSeconds: null } },
      expiresAt: days(20),
    });
    expect(resumeTransition(pausedRecord, { resumedAt: NOW, expectPausedAt: days(-5) })).toBeNull();
  });

  it('takes a refunded order’s unused time off: all of it ends the period, a refunded renewal keeps the earlier time', () => {
    // One order, bought 10 days ago for 30 days: 20 unused days go, nothing is left.
    const only = record({ type: 'PAID', endsAt: days(20) });
    expect(refundTransition(only, { startsAt: days(-10), endsAt: days(20) }, NOW)?.write).toEqual({
      kind: 'update',
      changes: { status: 'expired', type: 'FREE_AFTER_PAID', endsAt: NOW, pausedAt: null, pausedRemainingSeconds: null },
    });
    // A renewal (days 20–50) refunded while the first order’s time runs: back to ending on day 20.
    const renewed = record({ type: 'PAID', endsAt: days(50) });
    expect(refundTransition(renewed, { startsAt: days(20), endsAt: days(50) }, NOW)).toEqual({
      write: { kind: 'update', changes: { endsAt: days(20) } },
      expiresAt: days(20),
    });
    // Paused: the kept seconds shrink.
    const paused = record({ type: 'PAUSED', pausedRemainingSeconds: 40 * 86_400 });
    expect(refundTransition(paused, { startsAt: days(20), endsAt: days(50) }, NOW)?.write).toEqual({
      kind: 'update',
      changes: { pausedRemainingSeconds: 10 * 86_400 },
    });
    // Nothing to take: already free, or the order's time is over.
    expect(refundTransition(record({ type: 'FREE_AFTER_PAID', status: 'expired' }), { startsAt: days(-40), endsAt: days(-10) }, NOW)).toBeNull();
    expect(refundTransition(only, { startsAt: days(-40), endsAt: days(-10) }, NOW)).toBeNull();
  });
});

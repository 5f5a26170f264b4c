import { describe, expect, it } from 'vitest';
import { paidPeriod, tenureEnd } from './paid-period.ts';

// 10.00 WIB on 28 November 2026.
const NOW = new Date('2026-11-28T03:00:00Z');

describe('tenureEnd', () => {
  it('ends the same wall-clock time whole calendar months later in Jakarta', () => {
    expect(tenureEnd(NOW, 6)).toEqual(new Date('2027-05-28T03:00:00Z'));
    expect(tenureEnd(new Date('2026-11-22T03:00:00Z'), 3)).toEqual(new Date('2027-02-22T03:00:00Z'));
  });

  it('ends on the last day of a shorter month', () => {
    // 31 January 10.00 WIB + 1 month: 28 February 2027 (not a leap year).
    expect(tenureEnd(new Date('2027-01-31T03:00:00Z'), 1)).toEqual(new Date('2027-02-28T03:00:00Z'));
  });

  it('counts the months in Jakarta, not UTC, just after midnight WIB', () => {
    // 00.30 WIB on 1 March is still 28 February in UTC: one month later is 1 April 00.30 WIB.
    expect(tenureEnd(new Date('2027-02-28T17:30:00Z'), 1)).toEqual(new Date('2027-03-31T17:30:00Z'));
  });
});

describe('paidPeriod', () => {
  it('starts now for a student without a subscription, a free plan or a trial', () => {
    for (const current of [null, { type: 'FREE', endsAt: null }, { type: 'TRIAL', endsAt: new Date('2026-12-05T03:00:00Z') }] as const) {
      expect(paidPeriod(current, 6, NOW)).toEqual({
        startsAt: NOW,
        endsAt: new Date('2027-05-28T03:00:00Z'),
        extends: false,
      });
    }
  });

  it('renews a running paid period from its end, so no paid day is lost', () => {
    const endsAt = new Date('2027-01-10T03:00:00Z');
    expect(paidPeriod({ type: 'PAID', endsAt }, 6, NOW)).toEqual({
      startsAt: endsAt,
      endsAt: new Date('2027-07-10T03:00:00Z'),
      extends: true,
    });
  });

  it('starts now when the paid period is already over or has no end', () => {
    expect(paidPeriod({ type: 'PAID', endsAt: NOW }, 1, NOW)).toMatchObject({ startsAt: NOW, extends: false });
    expect(paidPeriod({ type: 'PAID', endsAt: null }, 1, NOW)).toMatchObject({ startsAt: NOW, extends: false });
    expect(paidPeriod({ type: 'FREE_AFTER_PAID', endsAt: null }, 1, NOW)).toMatchObject({ startsAt: NOW, extends: false });
  });

  it('resumes a paused period first: from now plus the kept time', () => {
    const period = paidPeriod({ type: 'PAUSED', endsAt: null, pausedRemainingSeconds: 45 * 86_400 }, 3, NOW);
    expect(period).toEqual({
      startsAt: new Date('2027-01-12T03:00:00Z'),
      endsAt: new Date('2027-04-12T03:00:00Z'),
      extends: true,
    });
  });

  it('resumes a pause stored without kept seconds from now', () => {
    expect(paidPeriod({ type: 'PAUSED', endsAt: null }, 1, NOW)).toEqual({
      startsAt: NOW,
      endsAt: new Date('2026-12-28T03:00:00Z'),
      extends: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { subscriptionTypeAt, type SubscriptionRecord } from './subscription-type-at.ts';

const at = (iso: string) => new Date(iso);

describe('subscriptionTypeAt', () => {
  const paid: SubscriptionRecord = {
    type: 'PAID',
    status: 'active',
    startsAt: at('2026-11-18T00:00:00Z'),
    endsAt: null,
  };

  it('is FREE before any record started, and the record’s type from its start on', () => {
    expect(subscriptionTypeAt([], at('2026-11-20T00:00:00Z'))).toBe('FREE');
    expect(subscriptionTypeAt([paid], at('2026-11-17T23:59:59Z'))).toBe('FREE');
    expect(subscriptionTypeAt([paid], at('2026-11-18T00:00:00Z'))).toBe('PAID');
  });

  it('gives the follow-up type once a period has ended, and the type while it ran', () => {
    const trial: SubscriptionRecord = {
      type: 'TRIAL',
      status: 'active',
      startsAt: at('2026-11-01T00:00:00Z'),
      endsAt: at('2026-11-08T00:00:00Z'),
    };
    expect(subscriptionTypeAt([trial], at('2026-11-07T23:00:00Z'))).toBe('TRIAL');
    expect(subscriptionTypeAt([trial], at('2026-11-08T00:00:00Z'))).toBe('FREE_AFTER_TRIAL');
  });

  it('takes the latest record that had started, whatever the order given', () => {
    const trial: SubscriptionRecord = {
      type: 'TRIAL',
      status: 'expired',
      startsAt: at('2026-11-01T00:00:00Z'),
      endsAt: at('2026-11-08T00:00:00Z'),
    };
    expect(subscriptionTypeAt([paid, trial], at('2026-11-05T00:00:00Z'))).toBe('TRIAL');
    expect(subscriptionTypeAt([trial, paid], at('2026-11-10T00:00:00Z'))).toBe('FREE_AFTER_TRIAL');
    expect(subscriptionTypeAt([trial, paid], at('2026-11-19T00:00:00Z'))).toBe('PAID');
  });

  it('reads a record stored as expired as in force before its end date, and expired without one', () => {
    const ended: SubscriptionRecord = {
      type: 'PAID',
      status: 'expired',
      startsAt: at('2026-10-01T00:00:00Z'),
      endsAt: at('2026-11-01T00:00:00Z'),
    };
    expect(subscriptionTypeAt([ended], at('2026-10-15T00:00:00Z'))).toBe('PAID');
    expect(subscriptionTypeAt([{ ...ended, endsAt: null }], at('2026-10-15T00:00:00Z'))).toBe(
      'FREE_AFTER_PAID',
    );
  });
});

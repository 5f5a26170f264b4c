import { describe, expect, it } from 'vitest';
import { resolveSubscriptionState } from './resolve-subscription-state.ts';
import { SUBSCRIPTION_TYPES } from './subscription-type.ts';

const now = new Date('2026-11-22T03:00:00.000Z');
const before = new Date(now.getTime() - 1);
const after = new Date(now.getTime() + 1);

describe('resolveSubscriptionState', () => {
  it('reports a student without a subscription as free and active', () => {
    expect(resolveSubscriptionState(null, now)).toEqual({ subscriptionType: 'FREE', status: 'active' });
    expect(resolveSubscriptionState(undefined, now)).toEqual({ subscriptionType: 'FREE', status: 'active' });
  });

  it('keeps every type active while its period runs or has no end', () => {
    for (const type of SUBSCRIPTION_TYPES) {
      expect(resolveSubscriptionState({ type, status: 'active', endsAt: after }, now)).toEqual({
        subscriptionType: type,
        status: 'active',
      });
      expect(resolveSubscriptionState({ type, status: 'active', endsAt: null }, now).status).toBe('active');
    }
  });

  it('turns an ended trial into FREE_AFTER_TRIAL', () => {
    expect(resolveSubscriptionState({ type: 'TRIAL', status: 'active', endsAt: before }, now)).toEqual({
      subscriptionType: 'FREE_AFTER_TRIAL',
      status: 'expired',
    });
  });

  it('turns an ended paid or paused subscription into FREE_AFTER_PAID', () => {
    for (const type of ['PAID', 'PAUSED'] as const) {
      expect(resolveSubscriptionState({ type, status: 'active', endsAt: before }, now)).toEqual({
        subscriptionType: 'FREE_AFTER_PAID',
        status: 'expired',
      });
    }
  });

  it('ends a subscription at the exact instant of its end date', () => {
    expect(resolveSubscriptionState({ type: 'PAID', status: 'active', endsAt: now }, now).status).toBe(
      'expired',
    );
  });

  it('treats a subscription stored as expired as ended whatever its end date', () => {
    expect(resolveSubscriptionState({ type: 'TRIAL', status: 'expired', endsAt: null }, now)).toEqual({
      subscriptionType: 'FREE_AFTER_TRIAL',
      status: 'expired',
    });
  });

  it('keeps the type of an ended free subscription', () => {
    expect(
      resolveSubscriptionState({ type: 'FREE_AFTER_TRIAL', status: 'active', endsAt: before }, now),
    ).toEqual({
      subscriptionType: 'FREE_AFTER_TRIAL',
      status: 'expired',
    });
  });
});

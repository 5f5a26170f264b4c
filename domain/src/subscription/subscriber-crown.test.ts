import { describe, expect, it } from 'vitest';
import { shouldShowSubscriberCrown } from './subscriber-crown.ts';
import { SUBSCRIPTION_TYPES } from './subscription-type.ts';

describe('shouldShowSubscriberCrown', () => {
  it('crowns a paid subscriber', () => {
    expect(shouldShowSubscriberCrown('PAID')).toBe(true);
  });

  it('gives no crown to any other subscription type', () => {
    const others = SUBSCRIPTION_TYPES.filter((type) => type !== 'PAID');
    expect(others.map(shouldShowSubscriberCrown)).toEqual(others.map(() => false));
  });

  it('gives no crown while the status is unknown', () => {
    expect(shouldShowSubscriberCrown(null)).toBe(false);
    expect(shouldShowSubscriberCrown(undefined)).toBe(false);
  });
});

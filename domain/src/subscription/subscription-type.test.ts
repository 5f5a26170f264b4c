import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPES, SubscriptionTypeSchema } from './subscription-type.ts';

describe('SUBSCRIPTION_TYPES', () => {
  it('has the six subscription types of docs/product §3', () => {
    expect(SUBSCRIPTION_TYPES).toEqual([
      'PAID',
      'FREE',
      'TRIAL',
      'FREE_AFTER_TRIAL',
      'FREE_AFTER_PAID',
      'PAUSED',
    ]);
  });

  it('rejects a lowercase type', () => {
    expect(SubscriptionTypeSchema.safeParse('paid').success).toBe(false);
  });
});

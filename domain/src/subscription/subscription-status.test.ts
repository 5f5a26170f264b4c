import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES, SubscriptionStatusSchema } from './subscription-status.ts';

describe('SUBSCRIPTION_STATUSES', () => {
  it('has the statuses active and expired', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual(['active', 'expired']);
  });

  it('rejects another status', () => {
    expect(SubscriptionStatusSchema.safeParse('cancelled').success).toBe(false);
  });
});

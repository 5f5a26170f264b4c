import { describe, expect, it } from 'vitest';
import { FeatureFlagRulesSchema } from './feature-flag-rule.ts';

describe('FeatureFlagRulesSchema', () => {
  it('accepts conditions, rollouts and values', () => {
    const rules = [
      { if: { is_logged_in: true, user_grade: [10, 11, 12] }, on: true },
      { if: { user_type: 'parent', user_id: ['a', 'b'] }, on: false, value: { variant: 'b' } },
      { percentage: 20, include_anonymous: true, on: true },
    ];
    expect(FeatureFlagRulesSchema.parse(rules)).toEqual(rules);
  });

  it('refuses rules without a state, with unknown fields or out-of-range percentages', () => {
    expect(FeatureFlagRulesSchema.safeParse([{ if: { is_logged_in: true } }]).success).toBe(false);
    expect(FeatureFlagRulesSchema.safeParse([{ on: true, when: {} }]).success).toBe(false);
    expect(FeatureFlagRulesSchema.safeParse([{ on: true, if: { country: 'ID' } }]).success).toBe(false);
    expect(FeatureFlagRulesSchema.safeParse([{ on: true, percentage: 101 }]).success).toBe(false);
    expect(FeatureFlagRulesSchema.safeParse([{ on: true, if: { user_grade: [] } }]).success).toBe(false);
  });
});

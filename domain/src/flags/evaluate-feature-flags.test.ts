import { describe, expect, it } from 'vitest';
import { evaluateFeatureFlag, evaluateFeatureFlags, rolloutBucket } from './evaluate-feature-flags.ts';
import { ANONYMOUS_ATTRIBUTES, type FeatureFlagAttributes } from './feature-flag-attributes.ts';

const student = (overrides: Partial<FeatureFlagAttributes> = {}): FeatureFlagAttributes => ({
  user_id: 'student-1',
  is_logged_in: true,
  user_grade: 11,
  user_type: 'student',
  ...overrides,
});

describe('evaluateFeatureFlag', () => {
  it('falls back to the default when no rule matches', () => {
    expect(evaluateFeatureFlag({ key: 'f', enabled: true, rules: [] }, student())).toEqual({ on: true });
    expect(
      evaluateFeatureFlag(
        { key: 'f', enabled: false, rules: [{ if: { user_type: 'parent' }, on: true }] },
        student(),
      ),
    ).toEqual({ on: false });
  });

  it('turns a flag on for logged-in high-school grades only', () => {
    const flag = {
      key: 'f',
      enabled: false,
      rules: [{ if: { is_logged_in: true, user_grade: [10, 11, 12] }, on: true }],
    };
    expect(evaluateFeatureFlag(flag, student()).on).toBe(true);
    expect(evaluateFeatureFlag(flag, student({ user_grade: 9 })).on).toBe(false);
    expect(evaluateFeatureFlag(flag, student({ is_logged_in: false })).on).toBe(false);
    expect(evaluateFeatureFlag(flag, student({ user_grade: null })).on).toBe(false);
  });

  it('lets the first matching rule decide and hands out its value', () => {
    const flag = {
      key: 'f',
      enabled: true,
      rules: [
        { if: { user_type: 'parent' as const }, on: false },
        { if: { user_id: ['student-1'] }, on: true, value: 'variant-b' },
      ],
    };
    expect(evaluateFeatureFlag(flag, student({ user_type: 'parent' }))).toEqual({ on: false });
    expect(evaluateFeatureFlag(flag, student())).toEqual({ on: true, value: 'variant-b' });
  });

  it('rolls out to roughly the given share of users, the same users every time', () => {
    const flag = { key: 'rollout', enabled: false, rules: [{ percentage: 20, on: true }] };
    const ids = Array.from({ length: 2000 }, (_, index) => `user-${index}`);
    const on = ids.filter((user_id) => evaluateFeatureFlag(flag, student({ user_id })).on);
    expect(on.length / ids.length).toBeGreaterThan(0.17);
    expect(on.length / ids.length).toBeLessThan(0.23);
    expect(ids.filter((user_id) => evaluateFeatureFlag(flag, student({ user_id })).on)).toEqual(on);
  });

  it('leaves anonymous visitors out of a rollout unless the rule includes them', () => {
    const everyone = { key: 'f', enabled: false, rules: [{ percentage: 100, on: true }] };
    expect(evaluateFeatureFlag(everyone, ANONYMOUS_ATTRIBUTES).on).toBe(false);
    const withAnonymous = {
      key: 'f',
      enabled: false,
      rules: [{ percentage: 1, include_anonymous: true, on: true }],
    };
    expect(evaluateFeatureFlag(withAnonymous, ANONYMOUS_ATTRIBUTES).on).toBe(true);
  });
});

describe('rolloutBucket', () => {
  it('is stable, within 0 to 100, and differs between flags', () => {
    const bucket = rolloutBucket('a', 'user-1');
    expect(rolloutBucket('a', 'user-1')).toBe(bucket);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    const differing = Array.from(
      { length: 50 },
      (_, i) => rolloutBucket('a', `u${i}`) !== rolloutBucket('b', `u${i}`),
    );
    expect(differing.filter(Boolean).length).toBeGreaterThan(45);
  });
});

describe('evaluateFeatureFlags', () => {
  it('keys every flag by its key', () => {
    expect(
      evaluateFeatureFlags(
        [
          { key: 'one', enabled: true, rules: [] },
          { key: 'two', enabled: false, rules: [] },
        ],
        ANONYMOUS_ATTRIBUTES,
      ),
    ).toEqual({ one: { on: true }, two: { on: false } });
  });
});

import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_ATTRIBUTES,
  FEATURE_FLAG_ATTRIBUTE_MESSAGES as messages,
  FeatureFlagQuerySchema,
  toFeatureFlagQuery,
} from './feature-flag-attributes.ts';

function firstIssue(input: unknown) {
  const result = FeatureFlagQuerySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0];
}

describe('FeatureFlagQuerySchema', () => {
  it('reads a logged-in student from query strings', () => {
    expect(
      FeatureFlagQuerySchema.parse({
        user_id: 'u-1',
        is_logged_in: 'true',
        user_grade: '10',
        user_type: 'student',
      }),
    ).toEqual({ user_id: 'u-1', is_logged_in: true, user_grade: 10, user_type: 'student' });
  });

  it('treats a missing or empty query as the anonymous visitor', () => {
    expect(FeatureFlagQuerySchema.parse({})).toEqual(ANONYMOUS_ATTRIBUTES);
    expect(
      FeatureFlagQuerySchema.parse({ user_id: '', is_logged_in: '', user_grade: '', user_type: '' }),
    ).toEqual(ANONYMOUS_ATTRIBUTES);
  });

  it('accepts 1 and 0 for is_logged_in', () => {
    expect(FeatureFlagQuerySchema.parse({ is_logged_in: '1' }).is_logged_in).toBe(true);
    expect(FeatureFlagQuerySchema.parse({ is_logged_in: '0' }).is_logged_in).toBe(false);
  });

  it('refuses unknown parameters', () => {
    expect(firstIssue({ user_idd: 'x' })?.message).toBe(messages.unknown);
  });

  it('refuses grades outside 4 to 12 and non-numbers', () => {
    for (const user_grade of ['3', '13', 'ten', '10.5', '-5', '010']) {
      expect(firstIssue({ user_grade })?.message, user_grade).toBe(messages.userGrade);
    }
  });

  it('refuses nonsense booleans, user types and ids', () => {
    expect(firstIssue({ is_logged_in: 'yes' })?.message).toBe(messages.isLoggedIn);
    expect(firstIssue({ user_type: 'admin' })?.message).toBe(messages.userType);
    expect(firstIssue({ user_id: 'a b' })?.message).toBe(messages.userId);
    expect(firstIssue({ user_id: 'x'.repeat(101) })?.message).toBe(messages.userId);
  });
});

describe('toFeatureFlagQuery', () => {
  it('gives back what the schema reads', () => {
    const attributes = { user_id: 'u-1', is_logged_in: true, user_grade: 7, user_type: 'parent' as const };
    expect(FeatureFlagQuerySchema.parse(toFeatureFlagQuery(attributes))).toEqual(attributes);
    expect(toFeatureFlagQuery(ANONYMOUS_ATTRIBUTES)).toEqual({ user_id: 'anonymous', is_logged_in: 'false' });
  });
});

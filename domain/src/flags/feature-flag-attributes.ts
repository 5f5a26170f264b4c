import { z } from 'zod';
import { GRADES } from '../catalogue/grade.ts';

/** The user id of every visitor who is not logged in (docs/product §3). */
export const ANONYMOUS_USER_ID = 'anonymous';

/** docs/product §1: user types are student and parent, plus anonymous visitors. */
export const FEATURE_FLAG_USER_TYPES = ['student', 'parent', 'anonymous'] as const;
export type FeatureFlagUserType = (typeof FEATURE_FLAG_USER_TYPES)[number];

/** Grades of the catalogue (4 to 12). */
export const FEATURE_FLAG_GRADES: readonly number[] = [...new Set(GRADES.map((option) => option.grade))];

/** Our user ids are UUIDs; 100 characters leaves room for other ids without letting a query grow. */
export const FEATURE_FLAG_USER_ID_MAX_LENGTH = 100;

/**
 * The attributes flags are evaluated with (docs/product §3: user_id, is_logged_in, user_grade,
 * user_type). A visitor who is not logged in is `anonymous`, with no grade or type.
 */
export type FeatureFlagAttributes = {
  user_id: string;
  is_logged_in: boolean;
  user_grade: number | null;
  user_type: FeatureFlagUserType | null;
};

/** The attributes of a visitor who is not logged in. */
export const ANONYMOUS_ATTRIBUTES: FeatureFlagAttributes = {
  user_id: ANONYMOUS_USER_ID,
  is_logged_in: false,
  user_grade: null,
  user_type: null,
};

/** Copy docs/product does not give; the site never shows it (its own client builds valid queries). */
export const FEATURE_FLAG_ATTRIBUTE_MESSAGES = {
  unknown: 'Atribut fitur tidak dikenal.',
  userId: 'ID pengguna tidak valid.',
  isLoggedIn: 'Status masuk harus true atau false.',
  userGrade: 'Kelas harus angka 4 sampai 12.',
  userType: 'Jenis pengguna tidak valid.',
} as const;

const messages = FEATURE_FLAG_ATTRIBUTE_MESSAGES;

/**
 * The query of the feature-flag call, as strings. Every attribute may be left out (or empty:
 * query strings drop empty values, docs/product §7); unknown parameters are refused.
 *
 * @example
 * FeatureFlagQuerySchema.parse({ user_id: 'u-1', is_logged_in: 'true', user_grade: '10', user_type: 'student' });
 * // { user_id: 'u-1', is_logged_in: true, user_grade: 10, user_type: 'student' }
 * FeatureFlagQuerySchema.parse({}); // ANONYMOUS_ATTRIBUTES
 */
export const FeatureFlagQuerySchema = z
  .strictObject(
    {
      user_id: z
        .string({ error: messages.userId })
        .trim()
        .max(FEATURE_FLAG_USER_ID_MAX_LENGTH, { error: messages.userId })
        .regex(/^[\w.:@-]*$/, { error: messages.userId })
        .optional()
        .transform((value) => value || ANONYMOUS_USER_ID),
      is_logged_in: z
        .enum(['true', 'false', '1', '0', ''], { error: messages.isLoggedIn })
        .optional()
        .transform((value) => value === 'true' || value === '1'),
      user_grade: z
        .string({ error: messages.userGrade })
        .optional()
        .transform((value, context) => {
          if (!value) return null;
          const grade = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
          if (FEATURE_FLAG_GRADES.includes(grade)) return grade;
          context.issues.push({ code: 'custom', message: messages.userGrade, input: value });
          return z.NEVER;
        }),
      user_type: z
        .enum([...FEATURE_FLAG_USER_TYPES, ''], { error: messages.userType })
        .optional()
        .transform((value) => value || null),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? messages.unknown : undefined) },
  )
  .transform((attributes): FeatureFlagAttributes => attributes);

/**
 * The query string values of a user's attributes (null ones left out), for the client.
 *
 * @example
 * toFeatureFlagQuery(ANONYMOUS_ATTRIBUTES); // { user_id: 'anonymous', is_logged_in: 'false' }
 */
export function toFeatureFlagQuery(attributes: FeatureFlagAttributes): Record<string, string> {
  const query: Record<string, string> = {
    user_id: attributes.user_id,
    is_logged_in: String(attributes.is_logged_in),
  };
  if (attributes.user_grade !== null) query.user_grade = String(attributes.user_grade);
  if (attributes.user_type !== null) query.user_type = attributes.user_type;
  return query;
}

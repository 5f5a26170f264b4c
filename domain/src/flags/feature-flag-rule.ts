import { z } from 'zod';
import { FEATURE_FLAG_USER_TYPES } from './feature-flag-attributes.ts';

const oneOrMany = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema).min(1)]);

/**
 * Which users a rule is for: every listed attribute must match (a list means "any of").
 * A condition on user_grade or user_type never matches a user without one.
 */
export const FeatureFlagConditionSchema = z.strictObject({
  user_id: oneOrMany(z.string().min(1)).optional(),
  is_logged_in: z.boolean().optional(),
  user_grade: oneOrMany(z.number().int()).optional(),
  user_type: oneOrMany(z.enum(FEATURE_FLAG_USER_TYPES)).optional(),
});

/**
 * One targeting rule of a feature flag (the `rules` JSON array of the feature_flags table).
 * - `if`: the condition (none = every user);
 * - `percentage`: 0–100, a gradual rollout: only users whose stable bucket falls below it
 *   match. Anonymous visitors all share one id, so they are left out of a rollout unless
 *   `include_anonymous` is true (then they all count as inside it);
 * - `on`: the flag's state for matching users; `value`: an optional JSON value they get.
 *
 * @example
 * FeatureFlagRulesSchema.parse([
 *   { if: { is_logged_in: true, user_grade: [10, 11, 12] }, on: true },
 *   { percentage: 20, on: true },
 * ]);
 */
export const FeatureFlagRuleSchema = z.strictObject({
  if: FeatureFlagConditionSchema.optional(),
  percentage: z.number().min(0).max(100).optional(),
  include_anonymous: z.boolean().optional(),
  on: z.boolean(),
  value: z.json().optional(),
});

/** A flag's rules, tried in order: the first that matches decides. */
export const FeatureFlagRulesSchema = z.array(FeatureFlagRuleSchema).max(100);

export type FeatureFlagCondition = z.output<typeof FeatureFlagConditionSchema>;
export type FeatureFlagRule = z.output<typeof FeatureFlagRuleSchema>;

import { ANONYMOUS_USER_ID, type FeatureFlagAttributes } from './feature-flag-attributes.ts';
import type { FeatureFlagCondition, FeatureFlagRule } from './feature-flag-rule.ts';

/** A stored flag: its default (`enabled`) and its targeting rules. */
export type FeatureFlagDefinition = {
  key: string;
  enabled: boolean;
  rules: readonly FeatureFlagRule[];
};

/** What the client reads for one flag (the `features` field of the flag call, docs/product §7). */
export type FeatureResult = { on: boolean; value?: FeatureFlagRule['value'] };

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** 32-bit FNV-1a over the UTF-16 code units: small, fast and the same on server and browser. */
function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash;
}

/**
 * The user's stable rollout bucket for one flag, from 0 (inclusive) to 100 (exclusive), in
 * steps of 0.01. The flag key is part of the hash, so each flag rolls out to a different slice.
 *
 * @example
 * rolloutBucket('new_checkout', 'user-1') === rolloutBucket('new_checkout', 'user-1'); // true
 */
export function rolloutBucket(flagKey: string, userId: string): number {
  return (fnv1a32(`${flagKey}:${userId}`) % 10_000) / 100;
}

function matchesOneOf<T>(expected: T | readonly T[] | undefined, actual: T | null): boolean {
  if (expected === undefined) return true;
  if (actual === null) return false;
  return Array.isArray(expected) ? expected.includes(actual) : expected === actual;
}

function matchesCondition(
  condition: FeatureFlagCondition | undefined,
  attributes: FeatureFlagAttributes,
): boolean {
  if (!condition) return true;
  return (
    matchesOneOf(condition.user_id, attributes.user_id) &&
    (condition.is_logged_in === undefined || condition.is_logged_in === attributes.is_logged_in) &&
    matchesOneOf(condition.user_grade, attributes.user_grade) &&
    matchesOneOf(condition.user_type, attributes.user_type)
  );
}

function isInRollout(flagKey: string, rule: FeatureFlagRule, attributes: FeatureFlagAttributes): boolean {
  if (rule.percentage === undefined) return true;
  if (attributes.user_id === ANONYMOUS_USER_ID) return rule.include_anonymous === true;
  return rolloutBucket(flagKey, attributes.user_id) < rule.percentage;
}

/**
 * A flag's state for one user: the first rule whose condition and rollout match decides;
 * with none, the flag's default (`enabled`) applies.
 *
 * @example
 * evaluateFeatureFlag(
 *   { key: 'tutor_banner', enabled: false, rules: [{ if: { user_grade: [10, 11, 12] }, on: true }] },
 *   { user_id: 'u-1', is_logged_in: true, user_grade: 11, user_type: 'student' },
 * ); // { on: true }
 */
export function evaluateFeatureFlag(
  flag: FeatureFlagDefinition,
  attributes: FeatureFlagAttributes,
): FeatureResult {
  for (const rule of flag.rules) {
    if (!matchesCondition(rule.if, attributes) || !isInRollout(flag.key, rule, attributes)) continue;
    return rule.value === undefined ? { on: rule.on } : { on: rule.on, value: rule.value };
  }
  return { on: flag.enabled };
}

/**
 * Every flag's state for one user, keyed by flag key (the `features` field).
 *
 * @example
 * evaluateFeatureFlags([{ key: 'lead_reason_step', enabled: false, rules: [] }], ANONYMOUS_ATTRIBUTES);
 * // { lead_reason_step: { on: false } }
 */
export function evaluateFeatureFlags(
  flags: readonly FeatureFlagDefinition[],
  attributes: FeatureFlagAttributes,
): Record<string, FeatureResult> {
  const features: Record<string, FeatureResult> = {};
  for (const flag of flags) features[flag.key] = evaluateFeatureFlag(flag, attributes);
  return features;
}

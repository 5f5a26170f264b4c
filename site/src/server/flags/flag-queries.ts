import type { Kysely } from 'kysely';
import { FeatureFlagRulesSchema } from '@bimbel/domain/flags/feature-flag-rule';
import type { FeatureFlagDefinition } from '@bimbel/domain/flags/evaluate-feature-flags';
import type { Tables } from '../db/schema.ts';

export type LoadedFeatureFlags = {
  flags: FeatureFlagDefinition[];
  /** Keys whose stored rules do not follow FeatureFlagRulesSchema: they fall back to their default. */
  invalidRuleKeys: string[];
};

/** Every stored flag with its rules validated. */
export async function loadFeatureFlags(db: Kysely<Tables>): Promise<LoadedFeatureFlags> {
  const rows = await db
    .selectFrom('feature_flags')
    .select(['key', 'enabled', 'rules'])
    .orderBy('key')
    .execute();
  const invalidRuleKeys: string[] = [];
  const flags = rows.map((row) => {
    const rules = FeatureFlagRulesSchema.safeParse(row.rules);
    if (!rules.success) invalidRuleKeys.push(row.key);
    return { key: row.key, enabled: row.enabled, rules: rules.success ? rules.data : [] };
  });
  return { flags, invalidRuleKeys };
}

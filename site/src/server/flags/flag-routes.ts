import { Hono } from 'hono';
import { evaluateFeatureFlags } from '@bimbel/domain/flags/evaluate-feature-flags';
import { featureFlagsContract } from '@bimbel/domain/contracts/content-contracts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { serve } from '../http/contract-routes.ts';
import { log } from '../http/logger.ts';
import { loadFeatureFlags } from './flag-queries.ts';

/** Flags already reported as having invalid rules: one warning per flag and process, not per call. */
const reportedInvalidFlags = new Set<string>();

/**
 * The feature-flag list (docs/product §7: "a feature-flag list is fetched with GET …; the features
 * field is read"). The path is ours; the answer has GrowthBook's shape, `{ features: { key:
 * { on, value? } } }`, evaluated here for the attributes in the query (docs/product §3), so the
 * rules never reach the browser. Cached a minute by the browser only: it is per user.
 */
export const flagsService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, featureFlagsContract, async (c, { query: attributes }) => {
    const { db } = await deps.database();
    const { flags, invalidRuleKeys } = await loadFeatureFlags(db);
    const unreported = invalidRuleKeys.filter((key) => !reportedInvalidFlags.has(key));
    if (unreported.length > 0) {
      for (const key of unreported) reportedInvalidFlags.add(key);
      log('warn', 'feature flags with invalid rules use their default', {
        requestId: c.get('requestId'),
        keys: unreported,
      });
    }
    c.header('Cache-Control', 'private, max-age=60');
    return c.json({ features: evaluateFeatureFlags(flags, attributes) });
  });

  return app;
};

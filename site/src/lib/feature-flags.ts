import type { FeatureResult } from '@bimbel/domain/flags/evaluate-feature-flags';
import {
  ANONYMOUS_ATTRIBUTES,
  toFeatureFlagQuery,
  type FeatureFlagAttributes,
} from '@bimbel/domain/flags/feature-flag-attributes';
import { getFeatureFlags } from './api/flag-calls.ts';
import { getStoredSession } from './session/session-store.ts';
import { reportError } from './telemetry/error-reporting.ts';

/*
 * The feature-flag list of docs/product §7 (`GET /api/v1/features`, `features` read). The domain
 * attribute helpers bring zod with them: import this module from code that loads lazily (the
 * lead modal does), never from what every page loads at first.
 */

export type FeatureFlags = Readonly<Record<string, FeatureResult>>;

/** One call per set of attributes and page view; the server caches a minute on top. */
const pending = new Map<string, Promise<FeatureFlags>>();

/** docs/product §3's attributes of the visitor now: the logged-in primary user, or `anonymous`. */
export function currentFeatureFlagAttributes(): FeatureFlagAttributes {
  const user = getStoredSession()?.primary_user;
  if (!user) return ANONYMOUS_ATTRIBUTES;
  return {
    user_id: user.id,
    is_logged_in: true,
    user_grade: typeof user.grade === 'number' ? user.grade : null,
    user_type: user.role,
  };
}

/**
 * The flags for the given attributes (default: the visitor now). A failed call resolves to no
 * flags — every flag off — after reporting the error, and is tried again on the next ask.
 *
 * @example
 * const flags = await fetchFeatureFlags();
 * flags.lead_reason_step?.on; // true | false | undefined
 */
export function fetchFeatureFlags(
  attributes: FeatureFlagAttributes = currentFeatureFlagAttributes(),
): Promise<FeatureFlags> {
  const params = toFeatureFlagQuery(attributes);
  const query = new URLSearchParams(params).toString();
  let flags = pending.get(query);
  if (!flags) {
    flags = getFeatureFlags({ query: params })
      .then((body): FeatureFlags => body.features ?? {})
      .catch((error: unknown) => {
        pending.delete(query);
        reportError(error, { where: 'feature flags' });
        return {};
      });
    pending.set(query, flags);
  }
  return flags;
}

/**
 * Whether one flag is on for the visitor now; off when it is unknown or the call failed.
 *
 * @example
 * if (await isFeatureOn('lead_reason_step')) showReasonStep();
 */
export async function isFeatureOn(key: string): Promise<boolean> {
  const flags = await fetchFeatureFlags();
  return flags[key]?.on === true;
}

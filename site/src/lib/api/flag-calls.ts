import type { featureFlagsContract } from '@bimbel/domain/contracts/content-contracts';
import { FEATURE_FLAGS } from '@bimbel/domain/contracts/endpoints';
import { defineRawCall } from './define-call.ts';

/** The feature flags for the given attributes (`{ features }`, GrowthBook's shape). */
export const getFeatureFlags = defineRawCall<typeof featureFlagsContract>(FEATURE_FLAGS);

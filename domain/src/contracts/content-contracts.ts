import { z } from 'zod';
import { SupportIssueSchema } from '../support/support-issue.ts';
import { FeatureFlagQuerySchema } from '../flags/feature-flag-attributes.ts';
import { defineContract } from './contract.ts';
import {
  FEATURE_FLAGS,
  MODAL_CONFIGURATION,
  PAUSED_SUBSCRIPTION_POPUP,
  SUPPORT_ISSUE_V1,
  SUPPORT_ISSUE_V2,
} from './endpoints.ts';

/** One configurable modal's content, in the first locale of the request it exists in. */
export const ModalContentSchema = z.object({
  key: z.string(),
  locale: z.string(),
  content: z.record(z.string(), z.unknown()),
});

export const modalConfigurationContract = defineContract({
  endpoint: MODAL_CONFIGURATION,
  service: 'content',
  summary: 'The enabled modal configurations (locale header, Indonesian fallback).',
  auth: 'none',
  response: z.array(ModalContentSchema),
  errors: [],
});

export const pausedSubscriptionPopupContract = defineContract({
  endpoint: PAUSED_SUBSCRIPTION_POPUP,
  service: 'content',
  summary: 'The paused-subscription popup’s content (locale header id).',
  auth: 'none',
  response: ModalContentSchema,
  errors: ['not_found'],
});

const SupportIssueAnswerSchema = z.object({ id: z.string().min(1) });

export const supportIssueV1Contract = defineContract({
  endpoint: SUPPORT_ISSUE_V1,
  service: 'support',
  summary: 'A support request of a logged-in user.',
  auth: 'bearer',
  body: SupportIssueSchema,
  response: SupportIssueAnswerSchema,
  errors: ['rate_limited'],
});

export const supportIssueV2Contract = defineContract({
  endpoint: SUPPORT_ISSUE_V2,
  service: 'support',
  summary: 'A support request without a token (the user is recorded when a valid one comes anyway).',
  auth: 'optional',
  body: SupportIssueSchema,
  response: SupportIssueAnswerSchema,
  errors: ['rate_limited'],
});

export const featureFlagsContract = defineContract({
  endpoint: FEATURE_FLAGS,
  service: 'flags',
  summary: 'Feature flags evaluated for the attributes in the query (GrowthBook’s answer shape).',
  auth: 'none',
  query: FeatureFlagQuerySchema,
  envelope: false,
  response: z.object({
    features: z.record(z.string(), z.object({ on: z.boolean(), value: z.json().optional() })),
  }),
  errors: [],
});

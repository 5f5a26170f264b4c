import { SAVE_LEAD_REASON, SUBMIT_LEAD } from '@bimbel/domain/contracts/endpoints';
import type { saveLeadReasonContract, submitLeadContract } from '@bimbel/domain/contracts/leads-contracts';
import { defineCall } from './define-call.ts';

/** Stores a call-me-back request; answers the lead's id and its reason token. */
export const submitLead = defineCall<typeof submitLeadContract>(SUBMIT_LEAD);
/** What a stored lead's answer holds. */
export type SubmittedLead = Awaited<ReturnType<typeof submitLead>>;
/** The reason step's answer for the lead the request stored. */
export const saveLeadReason = defineCall<typeof saveLeadReasonContract>(SAVE_LEAD_REASON);

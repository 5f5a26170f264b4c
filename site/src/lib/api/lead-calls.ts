import { SUBMIT_LEAD } from '@bimbel/domain/contracts/endpoints';
import type { submitLeadContract } from '@bimbel/domain/contracts/leads-contracts';
import { defineCall } from './define-call.ts';

/** Stores a call-me-back request. */
export const submitLead = defineCall<typeof submitLeadContract>(SUBMIT_LEAD);

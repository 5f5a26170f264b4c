import { APPLY_AKADEMI, REGISTER_SMARTFEST } from '@bimbel/domain/contracts/endpoints';
import type { applyAkademiContract, registerSmartfestContract } from '@bimbel/domain/contracts/event-contracts';
import { defineCall } from './define-call.ts';

/** Registers a student for the current SmartFest edition (decision 085). */
export const registerSmartfest = defineCall<typeof registerSmartfestContract>(REGISTER_SMARTFEST);
/** Sends a teacher's application to Akademi Guru (decision 085). */
export const applyAkademi = defineCall<typeof applyAkademiContract>(APPLY_AKADEMI);

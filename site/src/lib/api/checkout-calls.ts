import { CREATE_ORDER, QUOTE_ORDER } from '@bimbel/domain/contracts/endpoints';
import type { createOrderContract, quoteOrderContract } from '@bimbel/domain/contracts/order-contracts';
import { defineCall } from './define-call.ts';

/** Prices a would-be order (package, tenure, students) on the server; stores nothing. */
export const quoteOrder = defineCall<typeof quoteOrderContract>(QUOTE_ORDER);
/** Creates the order (or answers the same one for the same clientReference) and starts its payment. */
export const createOrder = defineCall<typeof createOrderContract>(CREATE_ORDER);

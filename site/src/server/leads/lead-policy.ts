import type { LeadPolicy } from './lead-queries.ts';

/*
 * The limits of POST /api/v1/callmeback, in one place. The numbers are ours (docs/product says only
 * "rate limited"): change them here and the route, the tests and the benchmark follow.
 */

/**
 * New leads per phone number (repeats are not counted): a family asks a few times at most; more
 * is someone else's number being spammed.
 */
export const LEAD_PHONE_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

/** Submissions per client IP, repeats included: room for a school or an office behind one address. */
export const LEAD_IP_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

/** The same lead (phone, name, grade, source) again within this time is a repeat, not a new lead. */
export const LEAD_REPEAT_WINDOW_SECONDS = 10 * 60;

/** The 429 answer: the visitor's lead (or an earlier one) is in; they only need to wait. */
export const LEAD_RATE_LIMITED_MESSAGE =
  'Permintaanmu sudah kami terima. Tunggu sebentar sebelum mengirim lagi, ya.';

/** The whole policy, as storeLeads() takes it. */
export const LEAD_POLICY: LeadPolicy = {
  phone: LEAD_PHONE_LIMIT,
  ip: LEAD_IP_LIMIT,
  repeatWindowSeconds: LEAD_REPEAT_WINDOW_SECONDS,
};

import type { RateLimitRule } from '../rate-limit/rate-limit.ts';

/*
 * The rules of POST /api/v1/callmeback and of its reason step, in one place. The numbers are
 * ours (docs/product says only "rate limited"): change them here and the route, the tests and the
 * benchmark follow.
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

/**
 * How long the token a lead's answer carries can add the reason to it: the reason step follows
 * the details at once; an hour leaves room for a visitor who is interrupted.
 */
export const LEAD_REASON_TOKEN_TTL_SECONDS = 60 * 60;

/** The per-number limit as a rate-limit rule (the phone in clear, as the OTP limits have it). */
export function leadPhoneRule(phoneE164: string): RateLimitRule {
  return { key: `lead:phone:${phoneE164}`, ...LEAD_PHONE_LIMIT };
}

/** The per-IP limit as a rate-limit rule (the IP only as its keyed hash). */
export function leadIpRule(ipHash: string): RateLimitRule {
  return { key: `lead:ip:${ipHash}`, ...LEAD_IP_LIMIT };
}

/** The 429 answer: the visitor's lead (or an earlier one) is in; they only need to wait. */
export const LEAD_RATE_LIMITED_MESSAGE =
  'Permintaanmu sudah kami terima. Tunggu sebentar sebelum mengirim lagi, ya.';

/**
 * The 403 of the reason step: the token is unknown, expired or another lead's. The visitor can
 * only have got here by waiting too long, so the message says what to do then.
 */
export const LEAD_REASON_FORBIDDEN_MESSAGE =
  'Jawabanmu tidak bisa disimpan karena waktunya sudah habis. Kirim lagi permintaanmu, ya.';

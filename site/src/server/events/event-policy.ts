import type { RateLimitRule } from '../rate-limit/rate-limit.ts';

/*
 * The limits of the SmartFest and Akademi forms (decision 085), in one place, on the one
 * rate-limit mechanism (decision 066). Ours: docs/product has neither form.
 */

/** Submissions per client IP and form, repeats included: a school's computer lab fits. */
export const EVENT_FORM_IP_LIMIT = { limit: 20, windowSeconds: 10 * 60 };
/**
 * New rows per WhatsApp number and form (repeats are not counted): a parent registering several
 * children fits; more is someone else's number being used.
 */
export const EVENT_FORM_PHONE_LIMIT = { limit: 6, windowSeconds: 60 * 60 };

export type EventForm = 'smartfest' | 'akademi';

export function eventIpRule(form: EventForm, ipHash: string): RateLimitRule {
  return { key: `${form}:ip:${ipHash}`, ...EVENT_FORM_IP_LIMIT };
}

export function eventPhoneRule(form: EventForm, phoneE164: string): RateLimitRule {
  return { key: `${form}:phone:${phoneE164}`, ...EVENT_FORM_PHONE_LIMIT };
}

/** The 429: what was sent before is in; the visitor only needs to wait. */
export const EVENT_RATE_LIMITED_MESSAGE =
  'Terlalu banyak pendaftaran dari perangkat atau nomor ini. Tunggu sebentar lalu kirim lagi, ya.';

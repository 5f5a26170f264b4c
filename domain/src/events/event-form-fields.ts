import { z } from 'zod';
import { LEAD_FORM_MESSAGES, LeadNameSchema } from '../lead/lead-form.ts';
import { MobileNumberSchema } from '../profile/profile-fields.ts';

/** Control characters: never meant in a one-line text (NUL cannot even be stored in PostgreSQL). */
export const CONTROL_CHARACTER = /\p{Cc}/u;
/** In a multi-line text, line breaks and tabs are fine; other control characters are not. */
export const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

/** A person's name (student, parent, teacher): the lead form's rule and messages, no control characters. */
export const FormPersonNameSchema = LeadNameSchema.refine((value) => !CONTROL_CHARACTER.test(value), {
  error: LEAD_FORM_MESSAGES.name,
});

/**
 * A WhatsApp number as typed in a form (`0812-3456-7890`, `+62 812…`): the profile's mobile rule
 * (normalizePhoneNumber: an Indonesian mobile number) and the lead form's message (docs/product §5),
 * output in E.164 (`+628…`), ready to store and to compare for a repeat.
 *
 * @example
 * WhatsAppNumberSchema.parse('0812-3456-7890'); // '+6281234567890'
 */
export const WhatsAppNumberSchema = MobileNumberSchema;

/** One-line text of min–max characters (trimmed), with the given messages. */
export function lineTextSchema(min: number, max: number, messages: { short: string; long: string }) {
  return z
    .string({ error: messages.short })
    .trim()
    .min(min, { error: messages.short })
    .max(max, { error: messages.long })
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: messages.short });
}

/** A consent box: only `true` passes (an HTML checkbox's "on" is sent as true by the forms). */
export function consentSchema(message: string) {
  return z.literal(true, { error: message });
}

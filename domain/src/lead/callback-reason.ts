import { z } from 'zod';
import { LEAD_FORM_MESSAGES, LeadReasonSchema } from './lead-form.ts';

/** The reason is a textarea: line breaks and tabs are fine, other control characters are not. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

/**
 * The reason token is opaque to the client (43 characters today); this bounds what is hashed.
 * Not typed by the visitor, so docs/product §8's generic message.
 */
export const REASON_TOKEN_MAX_LENGTH = 128;

/**
 * What `PUT /api/v1/callmeback/{id}` accepts: the reason step's answer (docs/product §2, §5: required,
 * at most 255 characters, trimmed — the lead form's LeadReasonSchema) and the `token` that the
 * lead's `POST` answered, which lets its holder, and only them, annotate that one lead.
 *
 * @example
 * CallbackReasonSchema.parse({ reason: '  Susah pecahan ', token: 'k3J…' });
 * // { reason: 'Susah pecahan', token: 'k3J…' }
 */
export const CallbackReasonSchema = LeadReasonSchema.extend({
  token: z
    .string({ error: 'Ada yang salah' })
    .min(1, { error: 'Ada yang salah' })
    .max(REASON_TOKEN_MAX_LENGTH, { error: 'Ada yang salah' }),
}).superRefine((answer, context) => {
  if (CONTROL_CHARACTER_BUT_LINE_BREAKS.test(answer.reason)) {
    context.addIssue({ code: 'custom', path: ['reason'], message: LEAD_FORM_MESSAGES.reason });
  }
});

export type CallbackReasonInput = z.input<typeof CallbackReasonSchema>;
export type CallbackReason = z.output<typeof CallbackReasonSchema>;

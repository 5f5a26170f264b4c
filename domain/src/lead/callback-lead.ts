import { z } from 'zod';
import { CallbackRequestSchema } from './callback-request.ts';
import { LEAD_FORM_MESSAGES, REASON_MAX_LENGTH } from './lead-form.ts';

/** Control characters: never meant in a name or a source (NUL cannot even be stored in PostgreSQL text). */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The reason is a textarea: line breaks and tabs are fine, other control characters are not. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;
/** `source_page` is not typed by the visitor: like CallbackRequestSchema, docs/product §8's generic message. */
const SOURCE_PAGE_MESSAGE = 'Ada yang salah';

/**
 * The optional learning-difficulty answer (the lead modal's reason step, docs/product §2, §5): at most
 * 255 characters; absent, null or blank means "not given" and comes out as `null`.
 */
export const CallbackReasonSchema = z
  .string({ error: LEAD_FORM_MESSAGES.reason })
  .trim()
  .max(REASON_MAX_LENGTH, { error: LEAD_FORM_MESSAGES.reasonTooLong })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * What `POST /api/v1/callmeback` accepts: the callback request of docs/product §3/§7 plus the optional
 * `reason`. Refuses control characters in the typed texts with the field's own message.
 * The output's `phone_number` is E.164 and `reason` is a string or `null`.
 *
 * @example
 * CallbackLeadSchema.parse({
 *   user_type: 'parent', phone_number: '0812 3456 7890', name: 'Ibu Sari', grade: '7',
 *   source_page: 'Home Page Banner', reason: 'Susah pecahan',
 * }); // { …, phone_number: '+6281234567890', grade: 7, reason: 'Susah pecahan' }
 */
export const CallbackLeadSchema = CallbackRequestSchema.extend({ reason: CallbackReasonSchema }).superRefine(
  (lead, context) => {
    if (CONTROL_CHARACTER.test(lead.name)) {
      context.addIssue({ code: 'custom', path: ['name'], message: LEAD_FORM_MESSAGES.name });
    }
    if (CONTROL_CHARACTER.test(lead.source_page)) {
      context.addIssue({ code: 'custom', path: ['source_page'], message: SOURCE_PAGE_MESSAGE });
    }
    if (lead.reason && CONTROL_CHARACTER_BUT_LINE_BREAKS.test(lead.reason)) {
      context.addIssue({ code: 'custom', path: ['reason'], message: LEAD_FORM_MESSAGES.reason });
    }
  },
);

export type CallbackLeadInput = z.input<typeof CallbackLeadSchema>;
export type CallbackLead = z.output<typeof CallbackLeadSchema>;

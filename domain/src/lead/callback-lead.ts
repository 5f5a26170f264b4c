import type { z } from 'zod';
import { CallbackRequestSchema } from './callback-request.ts';
import { LEAD_FORM_MESSAGES } from './lead-form.ts';

/** Control characters: never meant in a name or a source (NUL cannot even be stored in PostgreSQL text). */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** `source_page` is not typed by the visitor: like CallbackRequestSchema, docs/product §8's generic message. */
const SOURCE_PAGE_MESSAGE = 'Ada yang salah';

/**
 * What `POST /api/v1/callmeback` accepts: the callback request of docs/product §3/§7. Refuses control
 * characters in the typed texts with the field's own message. The output's `phone_number` is
 * E.164. The reason step's answer is not part of it: it goes to the stored lead by its id
 * (`PUT /api/v1/callmeback/{id}`, CallbackReasonSchema).
 *
 * @example
 * CallbackLeadSchema.parse({
 *   user_type: 'parent', phone_number: '0812 3456 7890', name: 'Ibu Sari', grade: '7',
 *   source_page: 'Home Page Banner',
 * }); // { …, phone_number: '+6281234567890', grade: 7 }
 */
export const CallbackLeadSchema = CallbackRequestSchema.superRefine((lead, context) => {
  if (CONTROL_CHARACTER.test(lead.name)) {
    context.addIssue({ code: 'custom', path: ['name'], message: LEAD_FORM_MESSAGES.name });
  }
  if (CONTROL_CHARACTER.test(lead.source_page)) {
    context.addIssue({ code: 'custom', path: ['source_page'], message: SOURCE_PAGE_MESSAGE });
  }
});

export type CallbackLeadInput = z.input<typeof CallbackLeadSchema>;
export type CallbackLead = z.output<typeof CallbackLeadSchema>;

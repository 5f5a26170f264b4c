import { z } from 'zod';
import { normalizePhoneNumber } from '../phone/normalize-phone-number.ts';
import {
  CallbackRequesterSchema,
  LEAD_FORM_MESSAGES,
  LeadGradeSchema,
  LeadNameSchema,
  type LeadDetails,
} from './lead-form.ts';

/** `source_page` names the page or lead source; 120 characters is plenty for either. */
export const SOURCE_PAGE_MAX_LENGTH = 120;

/**
 * The payload phone may arrive as typed (`812-3456-7890`) or already in E.164 or display
 * form (`+62 812-3456-7890`), so it is not held to the form's 8–13 characters; the
 * normaliser decides, and 24 characters bounds the separators.
 */
export const CALLBACK_PHONE_MAX_LENGTH = 24;

/** Not user-typed, so no field message fits; docs/product §8's generic message is used. */
const SOURCE_PAGE_MESSAGE = 'Ada yang salah';

/**
 * Body of `POST {website-api}/api/v1/callmeback` (docs/product §3, §7), validated by the server and
 * built by the client. Shares the lead form's messages. The output's `phone_number` is
 * E.164 (`+628…`), ready to store.
 *
 * @example
 * CallbackRequestSchema.parse({
 *   user_type: 'parent', phone_number: '0812 3456 7890', name: 'Ibu Sari', grade: '7',
 *   source_page: 'Home Page Banner',
 * }); // { …, phone_number: '+6281234567890', grade: 7 }
 */
export const CallbackRequestSchema = z.object({
  user_type: CallbackRequesterSchema,
  phone_number: z
    .string({ error: LEAD_FORM_MESSAGES.phoneNumber })
    .trim()
    .max(CALLBACK_PHONE_MAX_LENGTH, { error: LEAD_FORM_MESSAGES.phoneNumber })
    .transform((value, context) => {
      const result = normalizePhoneNumber(value);
      if (result.ok) return result.e164;
      context.issues.push({ code: 'custom', message: LEAD_FORM_MESSAGES.phoneNumber, input: value });
      return z.NEVER;
    }),
  name: LeadNameSchema,
  grade: LeadGradeSchema,
  source_page: z
    .string({ error: SOURCE_PAGE_MESSAGE })
    .trim()
    .min(1, { error: SOURCE_PAGE_MESSAGE })
    .max(SOURCE_PAGE_MAX_LENGTH, { error: SOURCE_PAGE_MESSAGE }),
});

export type CallbackRequestInput = z.input<typeof CallbackRequestSchema>;
export type CallbackRequest = z.output<typeof CallbackRequestSchema>;

/**
 * Maps validated lead-form values to the callback payload the client sends.
 *
 * @example
 * buildCallbackRequest(
 *   { callbackRequestedBy: 'student', name: 'Budi', phoneNumber: '812-3456-7890', grade: 9 },
 *   'Tanya Page Banner',
 * ); // { user_type: 'student', phone_number: '+6281234567890', name: 'Budi', grade: 9, source_page: 'Tanya Page Banner' }
 */
export function buildCallbackRequest(details: LeadDetails, sourcePage: string): CallbackRequestInput {
  const phone = normalizePhoneNumber(details.phoneNumber);
  return {
    user_type: details.callbackRequestedBy,
    phone_number: phone.ok ? phone.e164 : details.phoneNumber,
    name: details.name,
    grade: details.grade,
    source_page: sourcePage,
  };
}

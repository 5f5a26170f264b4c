import { z } from 'zod';
import { normalizePhoneNumber } from '../phone/normalize-phone-number.ts';

import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH, REASON_MAX_LENGTH } from './lead-limits.ts';

export { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH, REASON_MAX_LENGTH };

/** Grades offered by the lead form's dropdown: 4 to 12 (docs/product §2, §9). */
export const LEAD_GRADES = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type LeadGrade = (typeof LEAD_GRADES)[number];
export const LEAD_GRADE_MIN = 4;
export const LEAD_GRADE_MAX = 12;

/** Dropdown options: the value is a string because selects deliver strings. */
export const LEAD_GRADE_OPTIONS: readonly { readonly value: string; readonly label: string }[] =
  LEAD_GRADES.map((grade) => ({ value: String(grade), label: `Kelas - ${grade}` }));

/** Who asked to be called back; the form defaults to the student (docs/product §3). */
export const CALLBACK_REQUESTERS = ['student', 'parent'] as const;
export type CallbackRequester = (typeof CALLBACK_REQUESTERS)[number];
export const DEFAULT_CALLBACK_REQUESTER: CallbackRequester = 'student';

/**
 * Phone field pattern: an optional `+62` prefix, then digits, spaces or dashes, with at
 * least one digit (a row of dashes is not a number) (docs/product §5).
 */
export const PHONE_PATTERN = /^(?:\+62)?[ -]*\d[\d -]*$/;

/** Messages of docs/product §5, to the letter; the two `…TooLong` ones are ours (docs/product has none). */
export const LEAD_FORM_MESSAGES = {
  callbackRequestedBy: 'Isi bagian ini juga, ya',
  name: 'Tulis minimal 2 karakter, ya.',
  nameTooLong: `Tulis maksimal ${NAME_MAX_LENGTH} karakter, ya.`,
  phoneNumber: 'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
  grade: 'Pilih kelas dulu, ya',
  reason: 'Isi kolom ini dulu ya, CoFriends',
  reasonTooLong: `Tulis maksimal ${REASON_MAX_LENGTH} karakter, ya.`,
} as const;

const messages = LEAD_FORM_MESSAGES;

export const CallbackRequesterSchema = z.enum(CALLBACK_REQUESTERS, { error: messages.callbackRequestedBy });

export const LeadNameSchema = z
  .string({ error: messages.name })
  .trim()
  .min(NAME_MIN_LENGTH, { error: messages.name })
  .max(NAME_MAX_LENGTH, { error: messages.nameTooLong });

/**
 * The phone field. Beyond docs/product's pattern and length, the number must be an Indonesian
 * mobile number (the field asks for a WhatsApp number, and the server refuses anything
 * else), reported with the same single message — whose "minimal 9 angka" this check is
 * what enforces. The output is the trimmed text as typed; the callback payload turns it
 * into E.164.
 */
export const LeadPhoneNumberSchema = z
  .string({ error: messages.phoneNumber })
  .trim()
  .regex(PHONE_PATTERN, { error: messages.phoneNumber })
  .min(PHONE_MIN_LENGTH, { error: messages.phoneNumber })
  .max(PHONE_MAX_LENGTH, { error: messages.phoneNumber })
  .refine((value) => normalizePhoneNumber(value).ok, { error: messages.phoneNumber, abort: true });

/**
 * Grade 4–12. Accepts a number (server JSON) or a string of digits (a select's value) and
 * outputs a number.
 */
export const LeadGradeSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/, { error: messages.grade })
        .transform(Number),
    ],
    {
      error: messages.grade,
    },
  )
  .pipe(
    z
      .number()
      .int({ error: messages.grade })
      .min(LEAD_GRADE_MIN, { error: messages.grade })
      .max(LEAD_GRADE_MAX, { error: messages.grade }),
  );

/**
 * Step 1 of the lead modal (docs/product §2, §5). Works on raw form values (all strings) as well
 * as on typed objects.
 *
 * @example
 * LeadDetailsSchema.parse({ name: 'Budi', phoneNumber: '812-3456-7890', grade: '9' });
 * // { callbackRequestedBy: 'student', name: 'Budi', phoneNumber: '812-3456-7890', grade: 9 }
 */
export const LeadDetailsSchema = z.object({
  callbackRequestedBy: CallbackRequesterSchema.default(DEFAULT_CALLBACK_REQUESTER),
  name: LeadNameSchema,
  phoneNumber: LeadPhoneNumberSchema,
  grade: LeadGradeSchema,
});

export type LeadDetailsInput = z.input<typeof LeadDetailsSchema>;
export type LeadDetails = z.output<typeof LeadDetailsSchema>;

/**
 * Step 2 of the lead modal: the learning difficulty, required, at most 255 characters
 * (docs/product §2, §5).
 */
export const LeadReasonSchema = z.object({
  reason: z
    .string({ error: messages.reason })
    .trim()
    .min(1, { error: messages.reason })
    .max(REASON_MAX_LENGTH, { error: messages.reasonTooLong }),
});

export type LeadReason = z.output<typeof LeadReasonSchema>;

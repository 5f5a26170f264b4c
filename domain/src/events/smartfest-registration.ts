import { z } from 'zod';
import { LEAD_FORM_MESSAGES, LeadGradeSchema } from '../lead/lead-form.ts';
import { NAME_MAX_LENGTH } from '../lead/lead-limits.ts';
import { OptionalEmailSchema, PROFILE_MESSAGES } from '../profile/profile-fields.ts';
import { SCHOOL_NAME_MAX_LENGTH, SCHOOL_NAME_MIN_LENGTH } from './event-form-limits.ts';
import { consentSchema, FormPersonNameSchema, lineTextSchema, WhatsAppNumberSchema } from './event-form-fields.ts';

/**
 * Messages of the SmartFest registration form. docs/product has no such form, so the texts are
 * ours in the lead form's voice; name, phone and grade reuse the lead form's (docs/product §5).
 */
export const SMARTFEST_MESSAGES = {
  studentName: LEAD_FORM_MESSAGES.name,
  grade: LEAD_FORM_MESSAGES.grade,
  school: `Tulis nama sekolah, minimal ${SCHOOL_NAME_MIN_LENGTH} karakter, ya.`,
  schoolTooLong: `Tulis maksimal ${SCHOOL_NAME_MAX_LENGTH} karakter, ya.`,
  parentPhone: LEAD_FORM_MESSAGES.phoneNumber,
  parentName: LEAD_FORM_MESSAGES.name,
  email: PROFILE_MESSAGES.email,
  consent: 'Centang persetujuan orangtua dulu, ya.',
  nameTooLong: `Tulis maksimal ${NAME_MAX_LENGTH} karakter, ya.`,
} as const;

/**
 * Body of `POST /api/v1/smartfest/registrations` (decision 085): one student of grade 4–12,
 * registered by or with a parent, who must consent. `parent_phone` comes out in E.164; `email`
 * (optional, the parent's) lower-cased or null.
 *
 * @example
 * SmartfestRegistrationSchema.parse({
 *   student_name: 'Budi', grade: '8', school: 'SMPN 1 Bandung', parent_phone: '0812 3456 7890',
 *   parent_name: 'Ibu Sari', email: '', consent: true,
 * }); // { …, grade: 8, parent_phone: '+6281234567890', email: null }
 */
export const SmartfestRegistrationSchema = z.object({
  student_name: FormPersonNameSchema,
  grade: LeadGradeSchema,
  school: lineTextSchema(SCHOOL_NAME_MIN_LENGTH, SCHOOL_NAME_MAX_LENGTH, {
    short: SMARTFEST_MESSAGES.school,
    long: SMARTFEST_MESSAGES.schoolTooLong,
  }),
  parent_phone: WhatsAppNumberSchema,
  parent_name: FormPersonNameSchema,
  email: OptionalEmailSchema.optional().transform((value) => value ?? null),
  consent: consentSchema(SMARTFEST_MESSAGES.consent),
});

export type SmartfestRegistrationInput = z.input<typeof SmartfestRegistrationSchema>;
export type SmartfestRegistration = z.output<typeof SmartfestRegistrationSchema>;
/** The form's fields, in the order the page shows them (focus goes to the first with an error). */
export const SMARTFEST_FIELDS = [
  'student_name',
  'grade',
  'school',
  'parent_name',
  'parent_phone',
  'email',
  'consent',
] as const satisfies readonly (keyof SmartfestRegistrationInput)[];

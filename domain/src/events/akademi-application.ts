import { z } from 'zod';
import { PROVINCES } from '../catalogue/province.ts';
import { SUBJECTS } from '../catalogue/subject.ts';
import { LEAD_FORM_MESSAGES } from '../lead/lead-form.ts';
import { EmailSchema, PROFILE_MESSAGES } from '../profile/profile-fields.ts';
import {
  CITY_NAME_MAX_LENGTH,
  CITY_NAME_MIN_LENGTH,
  MOTIVATION_MAX_LENGTH,
  TEACHING_EXPERIENCE,
  TEACHING_LEVELS,
} from './event-form-limits.ts';
import {
  consentSchema,
  CONTROL_CHARACTER_BUT_LINE_BREAKS,
  FormPersonNameSchema,
  lineTextSchema,
  WhatsAppNumberSchema,
} from './event-form-fields.ts';

/** Messages of the Akademi Guru application (ours; name and phone are the lead form's). */
export const AKADEMI_MESSAGES = {
  name: LEAD_FORM_MESSAGES.name,
  phone: LEAD_FORM_MESSAGES.phoneNumber,
  email: PROFILE_MESSAGES.email,
  province: PROFILE_MESSAGES.province,
  city: `Tulis kota atau kabupaten, minimal ${CITY_NAME_MIN_LENGTH} karakter, ya.`,
  cityTooLong: `Tulis maksimal ${CITY_NAME_MAX_LENGTH} karakter, ya.`,
  subjects: 'Pilih minimal satu mata pelajaran, ya.',
  levels: 'Pilih minimal satu jenjang yang kamu ajar, ya.',
  experience: 'Pilih lama pengalaman mengajar dulu, ya.',
  motivationTooLong: `Tulis maksimal ${MOTIVATION_MAX_LENGTH} karakter, ya.`,
  motivation: 'Tulisan ini berisi karakter yang tidak bisa disimpan. Hapus lalu tulis lagi, ya.',
  consent: 'Centang persetujuan dulu, ya.',
} as const;

const SUBJECT_VALUES = SUBJECTS.map((subject) => subject.value) as [string, ...string[]];
const EXPERIENCE_VALUES = TEACHING_EXPERIENCE.map((band) => band.value) as [string, ...string[]];

/** A list of choices from a catalogue: at least one, each known, duplicates dropped. */
function choicesSchema<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .array(z.enum(values, { error: message }), { error: message })
    .min(1, { error: message })
    .max(values.length * 2, { error: message })
    .transform((list) => values.filter((value) => list.includes(value)));
}

/**
 * Body of `POST /api/v1/akademi/applications` (decision 085): a teacher applying to Akademi Guru.
 * Province from the province catalogue, subjects from the subject catalogue, levels SD/SMP/SMA,
 * experience in bands, an optional motivation of at most 500 characters (blank → null).
 *
 * @example
 * AkademiApplicationSchema.parse({
 *   name: 'Dewi Lestari', phone: '0812 3456 7890', email: 'dewi@contoh.id', province: 'Jawa Barat',
 *   city: 'Bandung', subjects: ['matematika'], levels: ['SMP'], experience: '3-5', consent: true,
 * }); // { …, phone: '+6281234567890', motivation: null }
 */
export const AkademiApplicationSchema = z.object({
  name: FormPersonNameSchema,
  phone: WhatsAppNumberSchema,
  email: EmailSchema,
  province: z.enum(PROVINCES, { error: AKADEMI_MESSAGES.province }),
  city: lineTextSchema(CITY_NAME_MIN_LENGTH, CITY_NAME_MAX_LENGTH, {
    short: AKADEMI_MESSAGES.city,
    long: AKADEMI_MESSAGES.cityTooLong,
  }),
  subjects: choicesSchema(SUBJECT_VALUES, AKADEMI_MESSAGES.subjects),
  levels: choicesSchema(TEACHING_LEVELS as unknown as readonly [string, ...string[]], AKADEMI_MESSAGES.levels),
  experience: z.enum(EXPERIENCE_VALUES, { error: AKADEMI_MESSAGES.experience }),
  motivation: z
    .string({ error: AKADEMI_MESSAGES.motivation })
    .trim()
    .max(MOTIVATION_MAX_LENGTH, { error: AKADEMI_MESSAGES.motivationTooLong })
    .refine((value) => !CONTROL_CHARACTER_BUT_LINE_BREAKS.test(value), { error: AKADEMI_MESSAGES.motivation })
    .nullish()
    .transform((value) => (value ? value : null)),
  consent: consentSchema(AKADEMI_MESSAGES.consent),
});

export type AkademiApplicationInput = z.input<typeof AkademiApplicationSchema>;
export type AkademiApplication = z.output<typeof AkademiApplicationSchema>;
/** The form's fields in page order (focus goes to the first with an error). */
export const AKADEMI_FIELDS = [
  'name',
  'phone',
  'email',
  'province',
  'city',
  'subjects',
  'levels',
  'experience',
  'motivation',
  'consent',
] as const satisfies readonly (keyof AkademiApplicationInput)[];

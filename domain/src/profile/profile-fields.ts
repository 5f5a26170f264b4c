import { z } from 'zod';
import { COUNTRY_CODE } from '../catalogue/country-code.ts';
import { LEAD_FORM_MESSAGES, LeadNameSchema } from '../lead/lead-form.ts';
import { normalizePhoneNumber } from '../phone/normalize-phone-number.ts';
import { createUuidSchema } from '../validation/uuid.ts';

/** E-mail addresses: at most 254 characters (RFC 5321), the database's limit too. */
export const EMAIL_MAX_LENGTH = 254;
/** Avatar links: at most 2048 characters, the database's limit. */
export const AVATAR_URL_MAX_LENGTH = 2048;
/** Province and city names of the registration's location step. */
export const LOCATION_NAME_MAX_LENGTH = 100;
/** Phone as sent by profile forms (with separators or a +62 prefix); the normaliser decides. */
export const PROFILE_PHONE_MAX_LENGTH = 24;

/**
 * Messages of the profile and registration forms. docs/product shows none of these forms' rules
 * (§5 "rules not shown"), so the texts are ours, in the lead form's voice; the name and
 * phone rules reuse the lead form's own messages.
 */
export const PROFILE_MESSAGES = {
  name: LEAD_FORM_MESSAGES.name,
  email: 'Format email belum benar. Contoh: nama@email.com',
  avatarUrl: 'Foto profil tidak bisa dipakai. Pilih foto lain, ya.',
  phoneNumber: LEAD_FORM_MESSAGES.phoneNumber,
  countryCode: 'Saat ini kami baru melayani nomor Indonesia (+62).',
  province: 'Pilih provinsi dulu, ya.',
  city: 'Pilih kota atau kabupaten dulu, ya.',
  profileId: 'Pilih profil dulu, ya.',
} as const;

/** A person's name (student, parent): the lead form's rule, at least 2 and at most 100 characters. */
export const PersonNameSchema = LeadNameSchema;

/** Empty text from a cleared form field means "no value". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An e-mail address, trimmed and lower-cased (so a change of case is not a change of address). */
export const EmailSchema = z
  .string({ error: PROFILE_MESSAGES.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: PROFILE_MESSAGES.email })
  .pipe(z.email({ error: PROFILE_MESSAGES.email }))
  .transform((value) => value.toLowerCase());

/** An e-mail field that may be cleared: `null` or `''` → null. */
export const OptionalEmailSchema = z.preprocess(blankToNull, EmailSchema.nullable());

const SITE_PATH = /^\/(?![/\\])\S*$/;

/**
 * An avatar: an http(s) URL or a path on this site (`/images/avatars/3.png`) — never
 * `javascript:` or `data:` links, since the value ends up in an `<img src>`.
 */
export const AvatarUrlSchema = z
  .string({ error: PROFILE_MESSAGES.avatarUrl })
  .trim()
  .max(AVATAR_URL_MAX_LENGTH, { error: PROFILE_MESSAGES.avatarUrl })
  .refine((value) => SITE_PATH.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
    error: PROFILE_MESSAGES.avatarUrl,
  });

/** An avatar field that may be cleared: `null` or `''` → null. */
export const OptionalAvatarUrlSchema = z.preprocess(blankToNull, AvatarUrlSchema.nullable());

/** The country code of a phone field: only Indonesia's is served (docs/product §3). */
export const CountryCodeSchema = z
  .string({ error: PROFILE_MESSAGES.countryCode })
  .trim()
  .refine((value) => value === COUNTRY_CODE, { error: PROFILE_MESSAGES.countryCode });

/** An Indonesian mobile number as typed, output in E.164 (`+628…`). */
export const MobileNumberSchema = z
  .string({ error: PROFILE_MESSAGES.phoneNumber })
  .trim()
  .max(PROFILE_PHONE_MAX_LENGTH, { error: PROFILE_MESSAGES.phoneNumber })
  .transform((value, context) => {
    const result = normalizePhoneNumber(value);
    if (result.ok) return result.e164;
    context.issues.push({ code: 'custom', message: PROFILE_MESSAGES.phoneNumber, input: value });
    return z.NEVER;
  });

const locationName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(LOCATION_NAME_MAX_LENGTH, { error: message });

/** Where the family lives: the registration's add-location step (/user/register/add-location). */
export const LocationSchema = z.object(
  {
    province: locationName(PROFILE_MESSAGES.province),
    city: locationName(PROFILE_MESSAGES.city),
  },
  { error: PROFILE_MESSAGES.province },
);

export type Location = z.output<typeof LocationSchema>;

/** The id of a user profile (a UUID); anything else is refused before it reaches the database. */
export const ProfileIdSchema = createUuidSchema(PROFILE_MESSAGES.profileId);

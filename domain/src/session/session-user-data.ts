import { z } from 'zod';
import { ClassTypeSchema } from '../catalogue/class-type.ts';
import { COUNTRY_CODE } from '../catalogue/country-code.ts';
import { RoleSchema } from '../catalogue/role.ts';
import { StreamSchema } from '../catalogue/stream.ts';

/**
 * A profile as kept in session user data: the primary user and each entry of
 * `student_users` (docs/product §3). Optional fields are `nullish` because a parent has no grade,
 * a new student may have no email or avatar, and SMP/MTs grades have no stream.
 *
 * Token fields are optional: docs/product lists them, but tokens belong in HttpOnly cookies
 * (ARCHITECTURE.md), so the copy in script-readable storage may omit them.
 * `expires_in` is seconds from issue, as the token endpoints return it.
 */
export const UserProfileSchema = z.object({
  id: z.string().min(1),
  role: RoleSchema,
  full_name: z.string(),
  grade: z.number().int().nullish(),
  class_type: ClassTypeSchema.nullish(),
  stream: StreamSchema.nullish(),
  phone_number: z.string().nullish(),
  country_code: z.string().default(COUNTRY_CODE),
  email: z.string().nullish(),
  avatar_url: z.string().nullish(),
  student_id: z.string().nullish(),
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  token_type: z.string().optional(),
});

export type UserProfile = z.output<typeof UserProfileSchema>;

/** The parent attached to the account; shown in the profile modal's 'Data orangtua'. */
export const ParentUserSchema = z.object({
  name: z.string(),
  country_code: z.string().default(COUNTRY_CODE),
  phone_number: z.string().nullish(),
  access_token: z.string().optional(),
});

export type ParentUser = z.output<typeof ParentUserSchema>;

/**
 * Everything stored under the session key `USER_DATA` (docs/product §3). A brand-new visitor has
 * no primary user, no students and no parent; `register_token` is present until the user
 * finishes onboarding.
 *
 * @example
 * SessionUserDataSchema.parse(JSON.parse(sessionStorage.getItem(SESSION_USER_DATA_KEY) ?? '{}'));
 */
export const SessionUserDataSchema = z.object({
  primary_user: UserProfileSchema.nullish(),
  student_users: z.array(UserProfileSchema).default([]),
  parent_user: ParentUserSchema.nullish(),
  register_token: z.string().nullish(),
  isWhatsappConsentGiven: z.boolean().optional(),
});

export type SessionUserData = z.output<typeof SessionUserDataSchema>;

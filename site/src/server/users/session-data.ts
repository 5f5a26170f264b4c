import type { Kysely } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import type { ParentUser, SessionUserData, UserProfile } from '@bimbel/domain/session/session-user-data';
import type { Tables, User } from '../db/schema.ts';

/** What a user gets after login or a switch: docs/product §7's token fields. */
export type SessionTokens = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
};

/** The users of one family account, parent first, then students by creation. */
export async function loadAccountUsers(db: Kysely<Tables>, accountId: string): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('role', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** `+6281234567890` → `81234567890` (docs/product shows country code and phone separately). */
export function toNationalNumber(e164: string | null, countryCode = '+62'): string | null {
  if (!e164) return null;
  return e164.startsWith(countryCode) ? e164.slice(countryCode.length) : e164;
}

/** A stored user as docs/product §3's profile (without tokens). */
export function toUserProfile(user: User): UserProfile {
  const grade = user.grade ? parseGradeValue(user.grade) : null;
  return {
    id: user.id,
    role: user.role,
    full_name: user.full_name,
    grade: grade?.grade ?? null,
    class_type: user.class_type,
    stream: user.stream,
    phone_number: toNationalNumber(user.phone_e164, user.country_code),
    country_code: user.country_code,
    email: user.email,
    avatar_url: user.avatar_url,
    student_id: user.role === 'student' ? user.id : null,
  };
}

export function toParentUser(parent: User, accessToken?: string): ParentUser {
  return {
    name: parent.full_name,
    country_code: parent.country_code,
    phone_number: toNationalNumber(parent.phone_e164, parent.country_code),
    ...(accessToken ? { access_token: accessToken } : {}),
  };
}

/**
 * The primary user of a family when nobody was chosen yet: the first student (the profile the
 * site works with), or the parent of an account without students.
 */
export function pickPrimaryUser(users: readonly User[]): User | undefined {
  return users.find((user) => user.role === 'student') ?? users.find((user) => user.role === 'parent');
}

/**
 * docs/product §3's session user data for `primary` within its family. Tokens go on the primary user
 * (and the parent's access token on parent_user) only when given.
 */
export function buildSessionUserData(
  users: readonly User[],
  primary: User,
  tokens?: { primary?: SessionTokens; parentAccessToken?: string },
): SessionUserData {
  const parent = users.find((user) => user.role === 'parent');
  return {
    primary_user: { ...toUserProfile(primary), ...tokens?.primary },
    student_users: users.filter((user) => user.role === 'student').map(toUserProfile),
    parent_user: parent ? toParentUser(parent, tokens?.parentAccessToken) : null,
    register_token: null,
  };
}

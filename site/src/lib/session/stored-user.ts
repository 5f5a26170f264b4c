import type { UserProfile } from '@bimbel/domain/session/session-user-data';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';

/*
 * The stored session as a page outside the app-wide providers reads it (the Tanya video page and
 * the Tersimpan page, decision 095): `USER_DATA`'s profile in use and the subscription cookie,
 * read with no other module of the app — each module shared with the app's pages costs every
 * one of them a file, and these pages have an 85 KB budget. stored-session.ts is the full reader.
 * The two names are written here for that reason; stored-user.test.ts holds them equal to
 * domain/src/constants/storage-keys.ts.
 */

/** `SESSION_USER_DATA_KEY`. */
export const USER_DATA_KEY = 'USER_DATA';
/** `SUBSCRIPTION_TYPE_COOKIE_NAME`. */
export const SUBSCRIPTION_COOKIE = 'bimbel_subscription_type';

/** `USER_DATA` as stored, or null (storage disabled, nothing stored). */
export function readStoredUserData(): string | null {
  try {
    return globalThis.localStorage?.getItem(USER_DATA_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The profile in use of stored `USER_DATA` (stored-session.ts's shape; only a profile with an id
 * counts, as there), or null: anonymous, a sign-up in progress, or unreadable.
 *
 * @example
 * toStoredUser('{"primary_user":{"id":"u1","full_name":"Dimas Ardiansyah"}}')?.full_name; // 'Dimas Ardiansyah'
 */
export function toStoredUser(raw: string | null): UserProfile | null {
  try {
    const user = (JSON.parse(raw ?? 'null') as { primary_user?: Partial<UserProfile> | null } | null)
      ?.primary_user;
    return user &&
      typeof user === 'object' &&
      typeof user.id === 'string' &&
      typeof user.full_name === 'string'
      ? (user as UserProfile)
      : null;
  } catch {
    return null;
  }
}

/** The subscription type cached in its script-readable cookie (the crown), or null. */
export function readStoredSubscriptionType(): SubscriptionType | null {
  const prefix = `${SUBSCRIPTION_COOKIE}=`;
  const part = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return part ? (decodeURIComponent(part.slice(prefix.length)) as SubscriptionType) : null;
}

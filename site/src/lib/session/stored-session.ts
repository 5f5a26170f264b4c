import type { SessionUserData } from '@bimbel/domain/session/session-user-data';

/**
 * What the browser keeps under `USER_DATA` (docs/product §3, §9): the session user data without any
 * token (tokens live in HttpOnly cookies, ARCHITECTURE.md), plus when the access token
 * expires (`expires_at`, epoch ms; null for a sign-up in progress).
 */
export type StoredSession = SessionUserData & { expires_at: number | null };

const TOKEN_FIELDS = ['access_token', 'refresh_token', 'expires_in', 'token_type'] as const;

function withoutTokens<T extends object>(profile: T): T {
  const copy: Record<string, unknown> = { ...(profile as Record<string, unknown>) };
  for (const field of TOKEN_FIELDS) delete copy[field];
  return copy as T;
}

/** Drops every token from session user data before it reaches script-readable storage. */
export function stripTokens(userData: SessionUserData): SessionUserData {
  return {
    ...userData,
    primary_user: userData.primary_user ? withoutTokens(userData.primary_user) : userData.primary_user,
    student_users: userData.student_users.map((student) => withoutTokens(student)),
    parent_user: userData.parent_user ? withoutTokens(userData.parent_user) : userData.parent_user,
  };
}

/**
 * Reads `USER_DATA` with a structural check (no zod here: this module is in every page's
 * first load). Anything unreadable counts as no session.
 */
export function readStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!value || typeof value !== 'object') return null;
    const primary = value.primary_user;
    if (
      primary !== null &&
      primary !== undefined &&
      (typeof primary !== 'object' || typeof primary.id !== 'string')
    ) {
      return null;
    }
    return {
      primary_user: primary ?? null,
      student_users: Array.isArray(value.student_users) ? value.student_users : [],
      parent_user: value.parent_user ?? null,
      register_token: typeof value.register_token === 'string' ? value.register_token : null,
      ...(typeof value.isWhatsappConsentGiven === 'boolean'
        ? { isWhatsappConsentGiven: value.isWhatsappConsentGiven }
        : {}),
      expires_at: typeof value.expires_at === 'number' ? value.expires_at : null,
    };
  } catch {
    return null;
  }
}

import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';
import type { SessionUserData, UserProfile } from '@bimbel/domain/session/session-user-data';
import { atom } from 'jotai';
import { appStore } from '../app-store.ts';
import { localStore } from '../browser-storage.ts';

/**
 * What the browser keeps under `USER_DATA` (SPEC §3, §9): the session user data without any
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

export type SessionState =
  /** Before the first read of storage (server render, first client render): show neither state. */
  | { status: 'unknown'; session: null }
  | { status: 'anonymous'; session: StoredSession | null }
  | { status: 'logged-in'; session: StoredSession & { primary_user: UserProfile } };

const storedSessionAtom = atom<StoredSession | null>(null);
const hydratedAtom = atom(false);

/**
 * The session as components see it. `anonymous` may still hold a sign-up in progress (a
 * `register_token` without a primary user).
 *
 * @example
 * const { status, session } = useAtomValue(sessionAtom);
 */
export const sessionAtom = atom<SessionState>((get) => {
  if (!get(hydratedAtom)) return { status: 'unknown', session: null };
  const session = get(storedSessionAtom);
  if (session?.primary_user)
    return { status: 'logged-in', session: session as StoredSession & { primary_user: UserProfile } };
  return { status: 'anonymous', session };
});

/** The stored session now, outside React. */
export function getStoredSession(): StoredSession | null {
  return appStore.get(storedSessionAtom);
}

/** Reads `USER_DATA` into the store; the providers call it once after the first render. */
export function hydrateSession(): void {
  appStore.set(storedSessionAtom, readStoredSession(localStore.get(SESSION_USER_DATA_KEY)));
  appStore.set(hydratedAtom, true);
}

/**
 * Stores session user data (tokens stripped). `expiresInSeconds` is the access token's
 * lifetime as the token endpoints answer it; leave it out to keep the stored expiry.
 *
 * @example
 * saveSession(verifyResponse.data, verifyResponse.data.primary_user?.expires_in);
 */
export function saveSession(userData: SessionUserData, expiresInSeconds?: number | null): void {
  const previous = appStore.get(storedSessionAtom);
  const expiresAt =
    typeof expiresInSeconds === 'number'
      ? Date.now() + expiresInSeconds * 1000
      : (previous?.expires_at ?? null);
  const session: StoredSession = { ...stripTokens(userData), expires_at: expiresAt };
  localStore.set(SESSION_USER_DATA_KEY, JSON.stringify(session));
  appStore.set(storedSessionAtom, session);
  appStore.set(hydratedAtom, true);
}

/** Forgets the session in this tab and in storage (cookies are the server's: see signOut). */
export function forgetSession(): void {
  localStore.clear();
  appStore.set(storedSessionAtom, null);
  appStore.set(hydratedAtom, true);
}

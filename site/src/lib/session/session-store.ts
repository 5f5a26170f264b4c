import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';
import { mergeFreshProfile } from '@bimbel/domain/session/merge-fresh-profile';
import type { SessionUserData, UserProfile } from '@bimbel/domain/session/session-user-data';
import { atom } from 'jotai';
import { appStore } from '../app-store.ts';
import { localStore } from '../browser-storage.ts';
import { readStoredSession, stripTokens, type StoredSession } from './stored-session.ts';
import { clearSubscription } from './subscription.ts';

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

function storedExpiry(): number | null {
  return getStoredSession()?.expires_at ?? null;
}

/** When a token lifetime (seconds, as the token endpoints answer it) ends; without one, the stored expiry. */
function expiryAfter(expiresInSeconds: number | undefined): number | null {
  return typeof expiresInSeconds === 'number' ? Date.now() + expiresInSeconds * 1000 : storedExpiry();
}

/** The one writer of `USER_DATA` and of this tab's copy; private, so every write is a named transition. */
function writeStoredSession(userData: SessionUserData, expiresAt: number | null): StoredSession {
  const session: StoredSession = { ...stripTokens(userData), expires_at: expiresAt };
  localStore.set(SESSION_USER_DATA_KEY, JSON.stringify(session));
  appStore.set(storedSessionAtom, session);
  appStore.set(hydratedAtom, true);
  return session;
}

/** Clears local and session storage (docs/product §2, §4) and this tab's copy. */
function eraseStoredSession(): void {
  localStore.clear();
  appStore.set(storedSessionAtom, null);
  appStore.set(hydratedAtom, true);
}

/** The parts merged in order (later fields win), without a register token: the account is onboarded. */
function onboardedFamily(...parts: (SessionUserData | null)[]): SessionUserData {
  return Object.assign({}, ...parts, { register_token: null }) as SessionUserData;
}

/**
 * The one owner of the browser's session (decision 030): `USER_DATA` in localStorage, the
 * access token's expiry, this tab's atoms, and the subscription cookie on sign-out. Every
 * change is one of these named transitions; the calls to the server stay with their callers.
 *
 * @example
 * sessionOwner.login(verifyAnswer.data);
 * sessionOwner.renew(refreshAnswer.data.expires_in);
 */
export const sessionOwner = {
  /** Reads `USER_DATA` into this tab (first render, another tab's change). Writes no storage. */
  hydrate(): void {
    appStore.set(storedSessionAtom, readStoredSession(localStore.get(SESSION_USER_DATA_KEY)));
    appStore.set(hydratedAtom, true);
  },

  /** After an OTP verify: the family, tokens stripped, expiring with the answer's access token. */
  login(data: SessionUserData): StoredSession {
    return writeStoredSession(data, expiryAfter(data.primary_user?.expires_in));
  },

  /** After an OTP verify for a new number: only the register token, no profile, no expiry. */
  startSignUp(registerToken: string | null | undefined): StoredSession {
    const signUp = { primary_user: null, student_users: [], parent_user: null };
    return writeStoredSession({ ...signUp, register_token: registerToken ?? null }, null);
  },

  /** After the sign-up's register call: stored like a login (the answer carries the tokens). */
  register(data: SessionUserData): StoredSession {
    return writeStoredSession(data, expiryAfter(data.primary_user?.expires_in));
  },

  /**
   * After the switcher answered new tokens (docs/product §4): the fresh family with the new expiry.
   * Without one (the profile read failed) the chosen student of the stored family becomes the
   * primary user, since the cookies already belong to them. Null when nothing could be stored.
   */
  switchProfile(
    studentId: string,
    expiresInSeconds: number,
    fresh: SessionUserData | null,
  ): StoredSession | null {
    const stored = getStoredSession();
    const student = stored?.student_users.find((candidate) => candidate.id === studentId);
    let family: SessionUserData | null = null;
    if (fresh) family = onboardedFamily(stored, fresh);
    else if (stored && student) family = { ...stored, primary_user: student };
    return family ? writeStoredSession(family, expiryAfter(expiresInSeconds)) : null;
  },

  /**
   * The header's once-per-load refresh (docs/product §4): the server's family replaces the stored one
   * (it is the truth about names, grades and members), the expiry stays. Only for a logged-in
   * tab and an answer with a primary user; else nothing changes.
   */
  refreshProfile(fresh: SessionUserData): void {
    const stored = getStoredSession();
    if (!stored?.primary_user || !fresh.primary_user) return;
    writeStoredSession(onboardedFamily(stored, fresh), stored.expires_at);
  },

  /** After 'Ubah data murid' was saved: that profile merged field by field; the expiry stays. */
  updateProfile(profile: Partial<UserProfile> & Pick<UserProfile, 'id'>): void {
    const stored = getStoredSession();
    if (stored) writeStoredSession(mergeFreshProfile(stored, profile), stored.expires_at);
  },

  /** After 'Tambah anak': the answered family (with the new child); the expiry stays. */
  addStudent(family: SessionUserData): void {
    writeStoredSession(onboardedFamily(getStoredSession(), family), storedExpiry());
  },

  /** After the checkout's 'Data orangtua' was saved: the answered family (with its parent); the expiry stays. */
  addParent(family: SessionUserData): void {
    writeStoredSession(onboardedFamily(getStoredSession(), family), storedExpiry());
  },

  /**
   * The family read back from the cookies after storage lost it. The expiry is the stored one:
   * unknown (null) when storage was lost, so the next route change renews the token once.
   */
  recover(family: SessionUserData): void {
    writeStoredSession(onboardedFamily(family), storedExpiry());
  },

  /** After a token refresh: the new access token's expiry; nothing else changes. */
  renew(expiresInSeconds: number): void {
    const stored = getStoredSession();
    if (stored) writeStoredSession(stored, expiryAfter(expiresInSeconds));
  },

  /** /login?redirect=… (docs/product §2): storage is cleared before anything reads it; no server call. */
  clearForLogin(): void {
    eraseStoredSession();
  },

  /** The browser's half of a sign-out (docs/product §4): storage, this tab and the subscription cookie. */
  signOut(): void {
    eraseStoredSession();
    clearSubscription();
  },
};

import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';

/**
 * `<html data-session="logged-in">`: whether this browser holds a logged-in session, known before
 * the first paint. The header reserves the account corner's box and moves 'Download' into the
 * burger panel on a logged-in phone from it, so nothing in the bar moves when the corner's content
 * (the name and avatar, read from `USER_DATA` after hydration) arrives. Every page's HTML stays the
 * same for everyone (the Tanya pages are shared-cached): only this script reads the session.
 */
export const SESSION_ATTRIBUTE = 'data-session';

export type SessionMark = 'logged-in' | 'anonymous';

/**
 * The inline script in every page's head (`_root.tsx`, nonced like every inline script, decision
 * 068): marks `<html>` from `USER_DATA` (stored-session.ts's shape, the one field that matters)
 * before anything paints. Unreadable storage counts as no session.
 */
export const MARK_STORED_SESSION_SCRIPT = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  SESSION_USER_DATA_KEY,
)})||"null");document.documentElement.setAttribute("${SESSION_ATTRIBUTE}",s&&s.primary_user&&typeof s.primary_user.id=="string"?"logged-in":"anonymous")}catch(e){}`;

/**
 * Keeps the mark true after load: the account corner calls this whenever it learns the session
 * (a login or sign-out in another tab, an expired session signed out).
 */
export function markSession(status: SessionMark): void {
  document.documentElement.setAttribute(SESSION_ATTRIBUTE, status);
}

/**
 * `<html data-stored-session="logged-in">`: whether this browser holds a logged-in session, known before
 * the first paint. The header reserves the account corner's box and moves 'Download' into the
 * burger panel on a logged-in phone from it, so nothing in the bar moves when the corner's content
 * (the name and avatar, read from `USER_DATA` after hydration) arrives. Every page's HTML stays the
 * same for everyone (the Tanya pages are shared-cached): only this script reads the session.
 */
export const SESSION_ATTRIBUTE = 'data-stored-session';

export type SessionMark = 'logged-in' | 'anonymous';

/**
 * Keeps the mark true after load: the account corner calls this whenever it learns the session
 * (a login or sign-out in another tab, an expired session signed out).
 */
export function markSession(status: SessionMark): void {
  document.documentElement.setAttribute(SESSION_ATTRIBUTE, status);
}

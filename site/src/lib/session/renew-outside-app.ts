import { sessionOwner } from './session-store.ts';
import { refreshAccessToken } from './token-renewal.ts';

/**
 * Renews the access token from a page outside the app-wide providers (the Tanya video page):
 * this tab's copy of the session is read from storage first, as the providers would on start,
 * then the app's one renewal runs (one refresh at a time, across tabs). True when the session
 * goes on. Loaded with `import()` only when a call met an expired token.
 */
export async function renewSessionOutsideTheApp(): Promise<boolean> {
  sessionOwner.hydrate();
  return refreshAccessToken();
}

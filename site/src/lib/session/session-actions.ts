import { AUTH_REDIRECT_PATH, getRouteAccess, LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { ApiCallError } from '../api-client.ts';
import { logout } from '../api/auth-calls.ts';
import { getUserProfiles } from '../api/user-calls.ts';
import { identifyUser, trackEvent } from '../telemetry/analytics.ts';
import { reportError, setErrorReportingUser } from '../telemetry/error-reporting.ts';
import { decideSessionExpiry } from './session-expiry.ts';
import { getStoredSession, sessionOwner } from './session-store.ts';
import { refreshSubscriptionStatus } from './subscription.ts';
import { refreshAccessToken } from './token-renewal.ts';

type SignOutReason = 'user' | 'expired' | 'unauthorized';

/** The pages that exist to restore a session: a failed session is no reason to leave them. */
const AUTH_PAGES = [LOGIN_PATH, AUTH_REDIRECT_PATH];

let signingOut: Promise<void> | null = null;

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 401;
}

/**
 * Signs the user out (docs/product §4): the server revokes the refresh token and clears the HttpOnly
 * auth cookies, storage and the subscription cookie are cleared here, and the page goes home
 * (a full load, so no private state survives in memory). A session that ended by itself
 * (`expired`, `unauthorized`) on /login or /auth-redirect stays there: the visitor came to
 * log in again. Concurrent calls share one sign-out.
 */
export function signOut(reason: SignOutReason, redirectTo?: string): Promise<void> {
  signingOut ??= (async () => {
    trackEvent('Logout', { reason });
    try {
      await logout({ body: {} });
    } catch {
      // Logout always answers 200; a network failure still ends the session on this device.
    }
    sessionOwner.signOut();
    identifyUser(null);
    setErrorReportingUser(null);
    const onAuthPage = AUTH_PAGES.includes(window.location.pathname);
    if (redirectTo === undefined && reason !== 'user' && onAuthPage) {
      signingOut = null;
      return;
    }
    window.location.assign(redirectTo ?? '/');
  })();
  return signingOut;
}

/**
 * The check made on every route change (docs/product §4): when the access token has expired, the
 * refresh token gets one chance (30 days); when that fails, the user is signed out. Returns
 * whether the session is still alive.
 */
export async function checkSessionExpiry(now: Date = new Date()): Promise<boolean> {
  const decision = decideSessionExpiry(getStoredSession(), now);
  if (decision !== 'renew') return true;
  if (await refreshAccessToken()) return true;
  await signOut('expired');
  return false;
}

/**
 * The header's once-per-load refresh (docs/product §4): reads the family from the server and stores
 * it (the server's answer is the truth about names, grades and who belongs to the family).
 * A failure is reported silently and changes nothing; a 401 is the subscription check's
 * business, not an error to report.
 */
export async function refreshStoredProfile(): Promise<void> {
  try {
    sessionOwner.refreshProfile(await getUserProfiles());
  } catch (error) {
    if (!isUnauthorized(error)) reportError(error, { where: 'profile refresh' });
  }
}

/**
 * Subscription status after load or a switch (docs/product §4, §8). A 401 means the access token was
 * refused although the stored expiry said it lived (a clock off, a cookie gone): the refresh
 * token gets the same one chance as on expiry, then the user is signed out. Returns whether
 * the session is still alive.
 */
export async function refreshSubscriptionOrSignOut(): Promise<boolean> {
  if ((await refreshSubscriptionStatus()) !== 'unauthorized') return true;
  if ((await refreshAccessToken()) && (await refreshSubscriptionStatus()) !== 'unauthorized') return true;
  await signOut('unauthorized');
  return false;
}

/**
 * Reads the family from the server when this tab's storage lost it (cleared by hand, another
 * browser profile) while the cookies still hold a session. True when a session was restored.
 */
async function recoverStoredSession(): Promise<boolean> {
  try {
    const family = await getUserProfiles();
    if (!family.primary_user) return false;
    // The token's expiry is unknown here: the next route change renews it once.
    sessionOwner.recover(family);
    return true;
  } catch (error) {
    if (!isUnauthorized(error)) reportError(error, { where: 'session recovery' });
    return false;
  }
}

/**
 * What a page load does with the session (docs/product §4): a stored session has its expiry checked
 * (one refresh, else sign-out), then the subscription status (401: one refresh, else sign-out)
 * and the profile are refreshed, once. Without a stored session nothing is asked of the
 * server — except on a private page: the server rendered it, so the cookies hold a session,
 * and the stored data is restored from them.
 */
export async function startSessionOnLoad(pathname: string): Promise<void> {
  if (getStoredSession()?.primary_user) {
    if (!(await checkSessionExpiry())) return;
    await refreshSubscriptionOrSignOut();
    await refreshStoredProfile();
  } else {
    if (getRouteAccess(pathname) !== 'session' || !(await recoverStoredSession())) return;
    await refreshSubscriptionOrSignOut();
  }
  identifySessionUser();
}

/** Tells analytics and error reporting who the session is about (login, switch, load). */
export function identifySessionUser(): void {
  const user = getStoredSession()?.primary_user;
  identifyUser(user ? { id: user.id, role: user.role, grade: user.grade } : null);
  setErrorReportingUser(user?.id ?? null);
}

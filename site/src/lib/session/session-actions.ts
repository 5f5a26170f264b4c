import { isSessionExpired } from '@bimbel/domain/session/is-session-expired';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { apiCall, ApiCallError } from '../api-client.ts';
import { identifyUser, trackEvent } from '../telemetry/analytics.ts';
import { reportError, setErrorReportingUser } from '../telemetry/error-reporting.ts';
import { forgetSession, getStoredSession, saveSession } from './session-store.ts';
import { clearSubscription, refreshSubscriptionStatus } from './subscription.ts';

type TokenBody = { data: { expires_in: number } };

/**
 * Signs the user out (SPEC §4): the server revokes the refresh token and clears the HttpOnly
 * auth cookies, storage and the subscription cookie are cleared here, and the page goes home
 * (a full load, so no private state survives in memory).
 */
export async function signOut(reason: 'user' | 'expired' | 'unauthorized', redirectTo = '/'): Promise<void> {
  trackEvent('Logout', { reason });
  try {
    await apiCall('api', '/api/auth/logout').post({});
  } catch {
    // Logout always answers 200; a network failure still ends the session on this device.
  }
  forgetSession();
  clearSubscription();
  identifyUser(null);
  setErrorReportingUser(null);
  window.location.assign(redirectTo);
}

/** Asks for a new access token with the refresh cookie; true when the session goes on. */
export async function refreshAccessToken(): Promise<boolean> {
  try {
    const body = await apiCall('api', '/api/auth/refresh').post<TokenBody>({});
    const stored = getStoredSession();
    if (stored) saveSession(stored, body.data.expires_in);
    return true;
  } catch (error) {
    if (!(error instanceof ApiCallError) || error.status !== 401) reportError(error, { where: 'token refresh' });
    return false;
  }
}

/**
 * The check made on every route change (SPEC §4): when the access token's expiry has passed,
 * the refresh token gets one chance (30 days, ARCHITECTURE.md); when that fails, the user is
 * signed out. Returns whether the session is still alive.
 */
export async function checkSessionExpiry(now: Date = new Date()): Promise<boolean> {
  const stored = getStoredSession();
  if (!stored?.primary_user) return true;
  const expired = stored.expires_at === null || isSessionExpired({ expiresAt: stored.expires_at }, now);
  if (!expired) return true;
  if (await refreshAccessToken()) return true;
  await signOut('expired');
  return false;
}

/**
 * The header's once-per-load refresh (SPEC §4): fetches the profile and merges it into the
 * stored data; a failure is reported silently and changes nothing.
 */
export async function refreshStoredProfile(): Promise<void> {
  try {
    const body = await apiCall('api', '/user-management/v1/users/user-profiles').get<{ data: SessionUserData }>();
    const stored = getStoredSession();
    if (!stored?.primary_user) return;
    saveSession({ ...stored, ...body.data, register_token: null });
  } catch (error) {
    reportError(error, { where: 'profile refresh' });
  }
}

/** Subscription status after load or a switch; a 401 signs the user out (SPEC §8). */
export async function refreshSubscriptionOrSignOut(): Promise<void> {
  if ((await refreshSubscriptionStatus()) === 'unauthorized') await signOut('unauthorized');
}

/** Tells analytics and error reporting who the session is about (login, switch, load). */
export function identifySessionUser(): void {
  const user = getStoredSession()?.primary_user;
  identifyUser(user ? { id: user.id, role: user.role, grade: user.grade } : null);
  setErrorReportingUser(user?.id ?? null);
}

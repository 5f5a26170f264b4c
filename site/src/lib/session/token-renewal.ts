import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';
import { ApiCallError } from '../api-client.ts';
import { refreshTokens } from '../api/auth-calls.ts';
import { localStore } from '../browser-storage.ts';
import { reportError } from '../telemetry/error-reporting.ts';
import { decideSessionExpiry } from './session-expiry.ts';
import { getStoredSession, sessionOwner } from './session-store.ts';
import { readStoredSession } from './stored-session.ts';

/** Name of the Web Lock that keeps two tabs from spending the same refresh token. */
const REFRESH_LOCK_NAME = 'bimbel-token-refresh';

let refreshing: Promise<boolean> | null = null;

/** POST /api/auth/refresh: the cookies are renewed by the answer, the new expiry is stored. */
async function callRefresh(): Promise<boolean> {
  try {
    const tokens = await refreshTokens({ body: {} });
    sessionOwner.renew(tokens.expires_in);
    return true;
  } catch (error) {
    if (!(error instanceof ApiCallError && error.status === 401))
      reportError(error, { where: 'token refresh' });
    return false;
  }
}

/**
 * Renews the access token unless another tab did it while this one waited for the lock: the
 * refresh token rotates on use, and a second use of the old one counts as theft and ends the
 * login (docs/decisions/008). The other tab's renewal shows as a newer, still valid
 * `expires_at` in storage, which this tab then reads.
 */
async function renewUnlessAnotherTabDid(expiresAtBefore: number | null): Promise<boolean> {
  const latest = readStoredSession(localStore.get(SESSION_USER_DATA_KEY));
  const renewedElsewhere =
    latest?.expires_at != null &&
    latest.expires_at > (expiresAtBefore ?? 0) &&
    decideSessionExpiry(latest, new Date()) === 'valid';
  if (!renewedElsewhere) return callRefresh();
  sessionOwner.hydrate();
  return true;
}

/**
 * Asks for a new access token with the refresh cookie; true when the session goes on. One
 * refresh at a time: calls made while one runs share its answer, and tabs take turns through
 * a Web Lock (where the browser has them). A 401 (refresh token spent or revoked) answers false
 * without a report; any other failure is reported and answers false too.
 */
export function refreshAccessToken(): Promise<boolean> {
  if (refreshing) return refreshing;
  const expiresAtBefore = getStoredSession()?.expires_at ?? null;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = (): Promise<boolean> => renewUnlessAnotherTabDid(expiresAtBefore);
  // The lock's promise settles with the callback's own promise, already awaited.
  const renewal = locks ? (locks.request(REFRESH_LOCK_NAME, run) as unknown as Promise<boolean>) : run();
  const shared = renewal.finally(() => {
    refreshing = null;
  });
  refreshing = shared;
  return shared;
}

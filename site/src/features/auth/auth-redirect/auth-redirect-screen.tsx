'use client';

import { POST_LOGIN_REDIRECT_PATH } from '@bimbel/domain/constants/storage-keys';
import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { toSafeRedirectPath } from '@bimbel/domain/routes/safe-redirect-path';
import { useEffect, useRef } from 'react';
import { getCurrentSession } from '#site/lib/api/auth-calls.ts';
import { getStoredSession, sessionOwner } from '#site/lib/session/session-store.ts';
import { refreshAccessToken } from '#site/lib/session/token-renewal.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';

/**
 * Stored user data lost while the cookies lived on (storage cleared by hand): read it back.
 * Its expiry is unknown, so the next route change renews the token once more and learns it.
 */
async function restoreProfile(): Promise<void> {
  try {
    sessionOwner.recover(await getCurrentSession());
  } catch (error) {
    reportError(error, { where: 'auth redirect profile' });
  }
}

/**
 * /auth-redirect?to=/path completes a return to a private page whose access token ran out
 * while the refresh token lives: renew, then go on to `to`; when renewal fails, log in again
 * with `to` remembered. Only same-site paths are followed (else /bimbel).
 */
export function AuthRedirectScreen() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const to =
      toSafeRedirectPath(new URLSearchParams(window.location.search).get('to')) ?? POST_LOGIN_REDIRECT_PATH;
    // This page has no app providers (so no second refresh can race this one): read storage here.
    sessionOwner.hydrate();
    void refreshAccessToken().then(async (renewed) => {
      if (!renewed) {
        window.location.replace(`${LOGIN_PATH}?redirect=${encodeURIComponent(to)}`);
        return;
      }
      if (!getStoredSession()?.primary_user) await restoreProfile();
      window.location.replace(to);
    });
  }, []);
  return null;
}

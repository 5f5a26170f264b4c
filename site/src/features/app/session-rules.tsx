'use client';

import { useRouter } from 'waku/router/client';
import { useEffect, useRef } from 'react';
import {
  checkSessionExpiry,
  identifySessionUser,
  refreshStoredProfile,
  refreshSubscriptionOrSignOut,
} from '../../lib/session/session-actions.ts';
import { getStoredSession, hydrateSession } from '../../lib/session/session-store.ts';
import { trackPageview } from '../../lib/telemetry/analytics.ts';
import { startErrorReporting } from '../../lib/telemetry/error-reporting.ts';

/**
 * SPEC §4's session rules, mounted once by the providers; renders nothing.
 * - On load: read the stored session; when logged in, refresh the profile once and the
 *   subscription status (its 401 signs out).
 * - On every route change (the first render included): check the token expiry.
 */
export function SessionRules() {
  const { path } = useRouter();
  const firstPath = useRef(true);

  useEffect(() => {
    hydrateSession();
    startErrorReporting();
    identifySessionUser();
    if (!getStoredSession()?.primary_user) return;
    void checkSessionExpiry().then(async (alive) => {
      if (!alive) return;
      await refreshStoredProfile();
      await refreshSubscriptionOrSignOut();
    });
  }, []);

  useEffect(() => {
    trackPageview();
    // The load above already checked the first route.
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void checkSessionExpiry();
  }, [path]);

  return null;
}

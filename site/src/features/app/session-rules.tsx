'use client';

import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';
import { getRouteAccess } from '@bimbel/domain/routes/route-access';
import { useEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import {
  checkSessionExpiry,
  identifySessionUser,
  startSessionOnLoad,
} from '#site/lib/session/session-actions.ts';
import { getStoredSession, sessionOwner } from '#site/lib/session/session-store.ts';
import { trackPageview } from '#site/lib/telemetry/analytics.ts';
import { startErrorReporting } from '#site/lib/telemetry/error-reporting.ts';

/**
 * Follows what another tab did to the session (login, switch, sign-out): the auth cookies are
 * shared by every tab, so this tab's header must not keep showing a profile the cookies no
 * longer belong to. A private page about another user is left (sign-out) or re-rendered (switch).
 */
function useSessionFromOtherTabs(reloadRoute: () => Promise<void>) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // `key` is null when the other tab cleared the whole storage (sign-out).
      if (event.key !== null && event.key !== SESSION_USER_DATA_KEY) return;
      const before = getStoredSession()?.primary_user?.id ?? null;
      sessionOwner.hydrate();
      identifySessionUser();
      const after = getStoredSession()?.primary_user?.id ?? null;
      if (before === after || getRouteAccess(window.location.pathname) !== 'session') return;
      if (after === null) window.location.assign('/');
      else void reloadRoute();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reloadRoute]);
}

/**
 * docs/product §4's session rules, mounted once by the providers; renders nothing.
 * - On load: read the stored session, then `startSessionOnLoad` (expiry, subscription status,
 *   profile — once).
 * - On every later route change: check the expiry (one refresh, else sign out).
 */
export function SessionRules() {
  const { path, reload } = useRouter();
  const firstPath = useRef(true);

  useEffect(() => {
    sessionOwner.hydrate();
    startErrorReporting();
    identifySessionUser();
    void startSessionOnLoad(window.location.pathname);
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

  useSessionFromOtherTabs(reload);

  return null;
}

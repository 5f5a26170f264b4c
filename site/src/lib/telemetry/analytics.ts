import { PUBLIC_ENV } from '../public-env.ts';
import {
  toDeviceType,
  type AnalyticsEventName,
  type AnalyticsEvents,
  type AnalyticsProfile,
} from './analytics-events.ts';

type Props = Record<string, string | number | boolean>;
type Tracker = { trackEvent: (name: string, options: { props: Props }) => void; trackPageview: () => void };

/** User attributes set at login and on a profile switch; no personal data. */
let identity: Props = {};
let tracker: Promise<Tracker | null> | null = null;

/**
 * Loads plausible-tracker on first use, only when `WAKU_PUBLIC_PLAUSIBLE_DOMAIN` is set, so
 * a site without analytics ships none of its code.
 */
function loadTracker(): Promise<Tracker | null> {
  if (!PUBLIC_ENV.plausibleDomain || typeof window === 'undefined') return Promise.resolve(null);
  tracker ??= import('plausible-tracker')
    .then(({ default: Plausible }) =>
      Plausible({
        domain: PUBLIC_ENV.plausibleDomain,
        ...(PUBLIC_ENV.plausibleApiHost ? { apiHost: PUBLIC_ENV.plausibleApiHost } : {}),
      }),
    )
    .catch(() => null);
  return tracker;
}

/** docs/product §3's profile, read when an event is sent (the viewport can change). */
export function analyticsProfile(): AnalyticsProfile {
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  return { source: 'web', eventSource: 'website', deviceType: toDeviceType(width) };
}

/**
 * Sends a typed event with the analytics profile and the current identity. A no-op when
 * analytics is not configured; never throws.
 *
 * @example
 * trackEvent('Lead Modal Viewed', { source_page: 'Home Page Banner', trigger: 'click' });
 */
export function trackEvent<Name extends AnalyticsEventName>(name: Name, props: AnalyticsEvents[Name]): void {
  const merged: Props = { ...analyticsProfile(), ...identity, ...(props as Props) };
  void loadTracker().then((loaded) => loaded?.trackEvent(name, { props: merged }));
}

/** Sends a page view (the router calls it on every route change). */
export function trackPageview(): void {
  void loadTracker().then((loaded) => loaded?.trackPageview());
}

/**
 * Sets who the following events are about (docs/product §4: re-identify after a profile switch).
 * `null` forgets the user (logout).
 */
export function identifyUser(user: { id: string; role: string; grade?: number | null } | null): void {
  identity = user
    ? { user_id: user.id, user_type: user.role, ...(user.grade ? { user_grade: user.grade } : {}) }
    : {};
}

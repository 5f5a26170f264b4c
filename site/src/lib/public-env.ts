/**
 * The browser's configuration: only `WAKU_PUBLIC_*` variables, inlined by Vite at build time
 * (ARCHITECTURE.md "Configuration"). Empty = off (telemetry) or this site's own origin (hosts).
 */
function read(value: string | undefined): string {
  return (value ?? '').trim();
}

/** Strips a trailing slash so `${base}${path}` never doubles it. */
function toBaseUrl(value: string | undefined): string {
  return read(value).replace(/\/+$/, '');
}

export const PUBLIC_ENV = {
  /** docs/product §7's four hosts as the browser calls them; '' = the site's own server. */
  hosts: {
    websiteApi: toBaseUrl(import.meta.env.WAKU_PUBLIC_WEBSITE_API_URL),
    api: toBaseUrl(import.meta.env.WAKU_PUBLIC_API_URL),
    packagesApi: toBaseUrl(import.meta.env.WAKU_PUBLIC_PACKAGES_API_URL),
    liveClassesApi: toBaseUrl(import.meta.env.WAKU_PUBLIC_LIVE_CLASSES_API_URL),
  },
  sentryDsn: read(import.meta.env.WAKU_PUBLIC_SENTRY_DSN),
  plausibleDomain: read(import.meta.env.WAKU_PUBLIC_PLAUSIBLE_DOMAIN),
  /** Where the Plausible script sends events; default Plausible's own API. */
  plausibleApiHost: read(import.meta.env.WAKU_PUBLIC_PLAUSIBLE_API_HOST),
} as const;

export type ApiHost = keyof typeof PUBLIC_ENV.hosts;

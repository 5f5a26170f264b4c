import { shouldReportError, type ErrorLevel } from '@bimbel/domain/telemetry/should-report-error';
import type * as SentryBrowser from '@sentry/browser';
import { PUBLIC_ENV } from '../public-env.ts';
import { NOT_FOUND_PAGE_MARK, pathForErrorReporting } from './not-found-page-mark.ts';

type SentryModule = typeof SentryBrowser;

let sentry: Promise<SentryModule | null> | null = null;

/**
 * Loads and initialises Sentry on first use, only when `WAKU_PUBLIC_SENTRY_DSN` is set, with
 * docs/product's filters: no /404, nothing from pages under /tanya/, no browser noise, no info level
 * (`shouldReportError`), trace sample rate 0, environment production, and only errors from the
 * site's own origin.
 */
function loadSentry(): Promise<SentryModule | null> {
  if (!PUBLIC_ENV.sentryDsn || typeof window === 'undefined') return Promise.resolve(null);
  sentry ??= import('@sentry/browser')
    .then((Sentry) => {
      Sentry.init({
        dsn: PUBLIC_ENV.sentryDsn,
        environment: 'production',
        tracesSampleRate: 0,
        allowUrls: [window.location.origin],
        beforeSend(event) {
          const message = event.exception?.values?.[0]?.value ?? event.message ?? '';
          const keep = shouldReportError({
            pathname: pathForErrorReporting(
              window.location.pathname,
              document.querySelector(`[${NOT_FOUND_PAGE_MARK}]`) !== null,
            ),
            level: event.level as ErrorLevel | undefined,
            message,
          });
          return keep ? event : null;
        },
      });
      return Sentry;
    })
    .catch(() => null);
  return sentry;
}

/** Starts error reporting early on pages that want uncaught errors too (the app layout). */
export function startErrorReporting(): void {
  void loadSentry();
}

/**
 * Reports an error with optional context; a no-op without a DSN. Never throws and never
 * blocks the caller (docs/product §8: "error reported").
 *
 * @example
 * reportError(error, { where: 'lead submit' });
 */
export function reportError(error: unknown, context: Record<string, string | number> = {}): void {
  void loadSentry().then((loaded) => loaded?.captureException(error, { extra: context }));
}

/** Sets or clears the user that later reports are about (id only: no personal data). */
export function setErrorReportingUser(userId: string | null): void {
  void loadSentry().then((loaded) => loaded?.setUser(userId ? { id: userId } : null));
}

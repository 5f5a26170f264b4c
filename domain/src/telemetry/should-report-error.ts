import { normalizePathname } from '../routes/normalize-pathname.ts';

/** Severity levels as error-reporting services (Sentry) name them. */
export type ErrorLevel = 'fatal' | 'error' | 'warning' | 'log' | 'info' | 'debug';

/** Levels that are not errors at all; docs/product §8 drops info-level events, debug is below it. */
const DROPPED_LEVELS: readonly ErrorLevel[] = ['info', 'debug'];

/**
 * Browser noise that says nothing about our code (docs/product §8): cross-origin script errors,
 * network failures as Chrome, Safari and Firefox word them, and the harmless
 * ResizeObserver loop warnings. Matched as substrings, because browsers prefix them
 * ('TypeError: Failed to fetch').
 */
export const IGNORED_ERROR_MESSAGES = [
  'Script error.',
  'Failed to fetch',
  'Load failed',
  'NetworkError when attempting to fetch resource',
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
] as const;

/**
 * Whether an error event should be sent to error reporting (docs/product §2, §8):
 * - not from the /404 page;
 * - not from pages under /tanya/ (anything after the slash; /tanya itself is reported);
 * - not info- or debug-level;
 * - not browser noise (see IGNORED_ERROR_MESSAGES).
 *
 * @example
 * shouldReportError({ pathname: '/bimbel', level: 'error', message: 'TypeError: x is undefined' }); // true
 * shouldReportError({ pathname: '/bimbel', level: 'error', message: 'TypeError: Failed to fetch' }); // false
 * shouldReportError({ pathname: '/tanya/q-1/soal', level: 'error', message: 'boom' }); // false
 */
export function shouldReportError(event: {
  pathname: string;
  level?: ErrorLevel | undefined;
  message?: string | undefined;
}): boolean {
  const path = normalizePathname(event.pathname);
  if (path === '/404') return false;
  if (path.startsWith('/tanya/')) return false;
  if (event.level !== undefined && DROPPED_LEVELS.includes(event.level)) return false;
  const message = event.message ?? '';
  return !IGNORED_ERROR_MESSAGES.some((noise) => message.includes(noise));
}

/**
 * Errors that mean "the database is out of reach for now" (a restart, a failover, a network cut),
 * as opposed to a bug or a bad query. The API answers them 503 `unavailable` with Retry-After and
 * pages a 503 page (decision 067); the pool replaces the broken connections by itself.
 */

/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown (a restart or stop
 * ends every session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
 * down, recovering), 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and pg-pool say when a connection ends under a query or cannot be made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'not queryable',
  'Client was closed',
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** True when `error` (or its cause, or one of an AggregateError's errors) is a lost connection. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (code && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailableError((error as { cause?: unknown }).cause, depth + 1);
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

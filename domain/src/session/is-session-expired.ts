/**
 * When the session's access token stops being valid, in one of two forms: an absolute
 * expiry instant, or the token endpoint's `expires_in` (seconds) plus when it was issued.
 * Instants may be `Date`s or epoch milliseconds.
 */
export type SessionExpiry =
  | { readonly expiresAt: Date | number }
  | { readonly expiresInSeconds: number; readonly issuedAt: Date | number };

function toEpochMs(value: Date | number): number {
  return value instanceof Date ? value.getTime() : value;
}

/**
 * Whether the session has expired at `now` (docs/product §4: checked on each route change).
 * Expiry is inclusive: at the exact expiry instant the token is already dead. Missing or
 * unreadable expiry data (NaN, invalid dates) counts as expired, because a session we
 * cannot vouch for must not be kept alive.
 *
 * @example
 * isSessionExpired({ expiresInSeconds: 3600, issuedAt: new Date('2026-11-22T10:00:00Z') }, new Date('2026-11-22T11:00:00Z')); // true
 * isSessionExpired({ expiresAt: new Date('2026-11-22T11:00:00Z') }, new Date('2026-11-22T10:59:59Z')); // false
 */
export function isSessionExpired(expiry: SessionExpiry | null | undefined, now: Date = new Date()): boolean {
  if (!expiry) return true;
  const expiresAtMs =
    'expiresAt' in expiry
      ? toEpochMs(expiry.expiresAt)
      : toEpochMs(expiry.issuedAt) + expiry.expiresInSeconds * 1000;
  const nowMs = now.getTime();
  if (!Number.isFinite(expiresAtMs) || !Number.isFinite(nowMs)) return true;
  return nowMs >= expiresAtMs;
}

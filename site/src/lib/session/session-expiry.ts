import { isSessionExpired } from '@bimbel/domain/session/is-session-expired';
import type { StoredSession } from './stored-session.ts';

/**
 * How long before the stored expiry the access token is renewed. A request that leaves a few
 * seconds before the expiry would otherwise reach the server with a dead token and sign the
 * user out for nothing.
 */
export const TOKEN_RENEWAL_MARGIN_MS = 30_000;

/**
 * What the route-change check does with the stored session (docs/product §4 "Session expiry"):
 * - `no-session`: nobody is logged in, nothing to check;
 * - `valid`: the access token still lives;
 * - `renew`: it has expired (or its expiry is unknown): one refresh with the refresh cookie,
 *   and a sign-out when that fails.
 *
 * @example
 * decideSessionExpiry({ ...stored, expires_at: Date.now() - 1 }, new Date()); // 'renew'
 */
export function decideSessionExpiry(
  stored: StoredSession | null,
  now: Date,
): 'no-session' | 'valid' | 'renew' {
  if (!stored?.primary_user) return 'no-session';
  if (stored.expires_at === null) return 'renew';
  const expired = isSessionExpired({ expiresAt: stored.expires_at - TOKEN_RENEWAL_MARGIN_MS }, now);
  return expired ? 'renew' : 'valid';
}

import { ApiCallError } from '#site/lib/api-client.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { refreshAccessToken } from '#site/lib/session/token-renewal.ts';

/**
 * Runs a checkout call; a 401 (the access token ran out while the step was open) renews the token
 * once and tries again, and a second 401 signs out (docs/product §8), as the other signed-in forms do.
 */
export async function callWithRenewal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiCallError) || error.status !== 401) throw error;
    if (await refreshAccessToken()) return call();
    await signOut('unauthorized');
    throw error;
  }
}

import { ApiCallError } from '../api-client.ts';
import { signOut } from './session-actions.ts';
import { refreshAccessToken } from './token-renewal.ts';

/**
 * Runs a call of a signed-in page that may stay open longer than an access token lives (the
 * pending page's poll, a retry, a pause): a 401 renews the token once and tries again; a renewal
 * refused ends the session (docs/product §4, §8) and the 401 is passed on.
 *
 * @example
 * const order = await callWithRenewal(() => getOrderDetail({ params: { id } }));
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

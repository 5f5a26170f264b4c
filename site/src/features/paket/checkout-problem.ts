import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';

/** When the call never reached the server: 'Ada yang salah' would not say what to do. */
export const CHECKOUT_OFFLINE_MESSAGE = 'Tidak bisa terhubung. Cek koneksi internetmu, lalu coba lagi, ya.';

/** What a failed checkout call shows and what analytics records of it. */
export type CheckoutProblem = { message: string; code: string };

/**
 * The message of a failed checkout call (decision 081): the API's own Indonesian message for what
 * it refuses (409 package withdrawn, 422 a student no longer eligible, 503 payments down, …), a
 * connection hint when the call never arrived, else docs/product §8's 'Ada yang salah'. The draft
 * is kept in every case: trying again needs no new choices.
 *
 * @example
 * describeCheckoutProblem(new ApiCallError({ status: 503, code: 'payment_unavailable', message: 'Pembayaran sedang…' }));
 * // { message: 'Pembayaran sedang…', code: 'payment_unavailable' }
 */
export function describeCheckoutProblem(error: unknown): CheckoutProblem {
  if (!(error instanceof ApiCallError)) return { message: GENERIC_ERROR_MESSAGE, code: 'unknown' };
  if (error.status === 0) return { message: CHECKOUT_OFFLINE_MESSAGE, code: error.code };
  if (error.status >= 500 && error.status !== 503)
    return { message: GENERIC_ERROR_MESSAGE, code: error.code };
  return { message: error.message, code: error.code };
}

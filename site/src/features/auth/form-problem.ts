import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';

/** When the request never reached the server: 'Ada yang salah' would not say what to do. */
export const CONNECTION_LOST_MESSAGE = 'Tidak bisa terhubung. Cek koneksi internetmu, lalu coba lagi, ya.';

/**
 * The message a form shows when its call fails: the API's own Indonesian message, a hint to
 * check the connection when the call never arrived, else docs/product §8's 'Ada yang salah'.
 *
 * @example
 * describeFormProblem(new ApiCallError({ status: 409, code: 'too_many_students', message: 'Satu akun…' })); // 'Satu akun…'
 */
export function describeFormProblem(error: unknown): string {
  if (!(error instanceof ApiCallError)) return GENERIC_ERROR_MESSAGE;
  return error.status === 0 ? CONNECTION_LOST_MESSAGE : error.message;
}

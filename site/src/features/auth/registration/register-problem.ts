import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { ApiCallError } from '#site/lib/api-client.ts';
import { describeFormProblem } from '../form-problem.ts';

/** A failed registration: the API's Indonesian message and, where one helps, the way forward. */
export type RegisterProblem = { message: string; action?: { label: string; href: string } };

/**
 * Reads a failed `PUT /user-management/v3/students/register`: an expired or used register
 * token and a number registered meanwhile both lead back to /login (the answers stay in the
 * draft for the same number); a refused field leads back to the details.
 *
 * @example
 * describeRegisterProblem(new ApiCallError({ status: 401, code: 'register_token_invalid', message: '…' }));
 * // { message: '…', action: { label: 'Masuk lagi', href: '/login' } }
 */
export function describeRegisterProblem(error: unknown): RegisterProblem {
  if (!(error instanceof ApiCallError) || error.status === 0) return { message: describeFormProblem(error) };
  if (error.code === 'register_token_invalid')
    return { message: error.message, action: { label: 'Masuk lagi', href: LOGIN_PATH } };
  if (error.code === 'account_exists')
    return { message: error.message, action: { label: 'Masuk', href: LOGIN_PATH } };
  if (error.code === 'validation_failed' && error.field && !error.field.startsWith('location')) {
    return {
      message: error.message,
      action: { label: 'Ubah data diri', href: '/user/register/update-user-details' },
    };
  }
  return { message: error.message };
}

import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { CONNECTION_LOST_MESSAGE } from '../form-problem.ts';

/** Where a failed OTP call's message belongs and what the user can still do. */
export type OtpProblem = {
  /** Under the phone field, under the code field, or above the form. */
  field: 'phone' | 'code' | 'form';
  /** The API's Indonesian message (remaining tries, wait time…), or ours for a lost connection. */
  message: string;
  /** The code can no longer work (expired, used up, replaced): only a new code helps. */
  needsNewCode: boolean;
  /** A 429's wait, in seconds. */
  retryAfterSeconds?: number;
};

const NEW_CODE_NEEDED = new Set(['otp_closed', 'otp_expired']);

/**
 * Reads a failed `requestOtp` or `verifyOtp` call (site/src/server/auth/README.md):
 * the API's own Indonesian message is kept — it says how many tries are left or how long to
 * wait — and placed beside the field it is about.
 *
 * @example
 * describeOtpProblem(wrongCodeError); // { field: 'code', message: 'Kode salah. Coba lagi, ya. Sisa 4 kesempatan lagi.', needsNewCode: false }
 */
export function describeOtpProblem(error: unknown): OtpProblem {
  if (!(error instanceof ApiCallError)) {
    return { field: 'form', message: GENERIC_ERROR_MESSAGE, needsNewCode: false };
  }
  if (error.status === 0) return { field: 'form', message: CONNECTION_LOST_MESSAGE, needsNewCode: false };
  const problem = (field: OtpProblem['field'], needsNewCode = false): OtpProblem => ({
    field,
    message: error.message,
    needsNewCode,
    ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
  });
  if (error.code === 'otp_wrong_code') return problem('code');
  if (NEW_CODE_NEEDED.has(error.code)) return problem('code', true);
  if (error.code === 'validation_failed') {
    if (error.field === 'phone_number' || error.field === 'country_code') return problem('phone');
    if (error.field === 'code') return problem('code');
    if (error.field === 'challenge_id') return problem('code', true);
  }
  return problem('form');
}

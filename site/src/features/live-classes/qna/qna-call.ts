import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { refreshAccessToken } from '#site/lib/session/token-renewal.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';

/** Refusals the server words for the student (validation, entitlement, gone, closed, too many). */
const TOLD_STATUSES = [403, 404, 409, 422, 429];

export type QnaCallOutcome<T> = { ok: true; value: T } | { ok: false; message: string | null };

/**
 * One Q&A call from the browser: a 401 gets one token renewal, then sign-out (message null: the
 * page is leaving); a refusal brings the server's Indonesian message; anything else the generic
 * one, reported.
 */
export async function runQnaCall<T>(
  call: () => Promise<T>,
  where: string,
  retried = false,
): Promise<QnaCallOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (cause) {
    if (cause instanceof ApiCallError && cause.status === 401 && !retried) {
      if (await refreshAccessToken()) return runQnaCall(call, where, true);
      await signOut('unauthorized');
      return { ok: false, message: null };
    }
    const told = cause instanceof ApiCallError && TOLD_STATUSES.includes(cause.status);
    if (!told) reportError(cause, { where });
    return { ok: false, message: told ? cause.message : `${GENERIC_ERROR_MESSAGE}. Coba lagi, yuk.` };
  }
}

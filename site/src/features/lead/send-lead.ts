import { buildCallbackRequest } from '@bimbel/domain/lead/callback-request';
import type { LeadDetails } from '@bimbel/domain/lead/lead-form';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { saveLeadReason, submitLead, type SubmittedLead } from '#site/lib/api/lead-calls.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';
import { notify } from '#site/lib/toast.ts';

/*
 * The lead modal's two calls, and only those (site/src/server/leads/README.md): the callback
 * request, and the reason step's answer for the lead it stored.
 */

/** The stored lead, as the request answered it: what the reason step needs to reach it. */
export type LeadReceipt = { id: string; reasonToken: string };

/**
 * Sends the callback request of docs/product §7 (`POST {website-api}/api/v1/callmeback`). The HttpOnly
 * auth cookie goes with it, so the server knows a logged-in user (tokens are never readable by
 * script: docs/decisions/010). Resolves once stored, with the lead's id and the token that lets
 * this visitor, and only them, add the reason to it (decision 013) — or `null` when the answer
 * names no lead to add it to (stored all the same). An answer without a truthy `data` counts as
 * a failure (docs/product §7).
 *
 * @example
 * const receipt = await sendCallbackRequest(details, 'Home Page Banner');
 */
export async function sendCallbackRequest(
  details: LeadDetails,
  sourcePage: string,
): Promise<LeadReceipt | null> {
  const payload = buildCallbackRequest(details, sourcePage);
  // docs/product §7 only promises a truthy `data`: a backend we do not run may leave fields out.
  const data: Partial<SubmittedLead> | null = await submitLead({ body: payload });
  if (!data) throw new ApiCallError({ status: 200, code: 'no_data', message: GENERIC_ERROR_MESSAGE });
  const { id, reason_token: reasonToken } = data;
  return id && reasonToken ? { id, reasonToken } : null;
}

/**
 * Sends the reason step's answer for the lead of `receipt`
 * (`PUT {website-api}/api/v1/callmeback/{id}` with `{ reason, token }`). Resolves once stored.
 *
 * @example
 * await sendLeadReason(receipt, 'Susah pecahan');
 */
export async function sendLeadReason(receipt: LeadReceipt, reason: string): Promise<void> {
  const answer: unknown = await saveLeadReason({
    params: { id: receipt.id },
    body: { reason, token: receipt.reasonToken },
  });
  if (!answer) throw new ApiCallError({ status: 200, code: 'no_data', message: GENERIC_ERROR_MESSAGE });
}

/**
 * The line under 'Ada yang salah' after a failed send: our own Indonesian words, chosen by the
 * kind of failure — never the server's text, which may be a proxy's English page or a stack
 * trace (docs/product §8; decision 086).
 *
 * @example
 * leadFailureDescription(new ApiCallError({ status: 429, code: 'rate_limited', message: 'Too many' }));
 * // 'Permintaanmu sudah beberapa kali terkirim. Tunggu sebentar, lalu coba lagi, ya.'
 */
export function leadFailureDescription(error: unknown): string {
  if (error instanceof ApiCallError) {
    if (error.status === 429)
      return 'Permintaanmu sudah beberapa kali terkirim. Tunggu sebentar, lalu coba lagi, ya.';
    if (error.status === 400 || error.status === 422)
      return 'Periksa lagi nomor, nama, dan kelasnya, lalu kirim lagi, ya.';
    if (error.status === 0)
      return 'Sepertinya koneksi internetmu terputus. Periksa koneksinya, lalu kirim lagi, ya.';
  }
  return 'Coba kirim lagi, ya.';
}

/**
 * docs/product §8's lead submit failure: the toast 'Ada yang salah' with our own explanation
 * (leadFailureDescription), the error reported — except a rate limit, which is the server
 * working as meant — and the failure counted in analytics.
 */
export function reportLeadSendFailure(error: unknown, sourcePage: string, step: 'details' | 'reason'): void {
  const apiError = error instanceof ApiCallError ? error : null;
  void notify({ variant: 'error', title: GENERIC_ERROR_MESSAGE, description: leadFailureDescription(error) });
  if (apiError?.status !== 429) reportError(error, { where: 'lead submit', step, source_page: sourcePage });
  trackEvent('Lead Submit Failed', {
    source_page: sourcePage,
    step,
    error_code: apiError?.code ?? 'unknown',
  });
}

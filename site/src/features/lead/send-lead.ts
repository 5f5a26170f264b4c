import { buildCallbackRequest } from '@bimbel/domain/lead/callback-request';
import type { LeadDetails } from '@bimbel/domain/lead/lead-form';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { submitLead } from '#site/lib/api/lead-calls.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';
import { notify } from '#site/lib/toast.ts';

/**
 * Sends the callback request of docs/product §7 (`POST {website-api}/api/v1/callmeback`). The HttpOnly
 * auth cookie goes with it, so the server knows a logged-in user (tokens are never readable by
 * script: docs/decisions/010). With `reason`, the same request again plus the reason step's
 * answer: the server recognises the lead it stored moments ago and fills in its reason
 * (site/src/server/leads/README.md), so nothing is stored twice. Resolves once stored; an
 * answer without a truthy `data` counts as a failure (docs/product §7).
 *
 * @example
 * await sendCallbackRequest(details, 'Home Page Banner');
 * await sendCallbackRequest(details, 'Home Page Banner', 'Susah pecahan');
 */
export async function sendCallbackRequest(
  details: LeadDetails,
  sourcePage: string,
  reason?: string,
): Promise<void> {
  const payload = { ...buildCallbackRequest(details, sourcePage), ...(reason ? { reason } : {}) };
  const answer: unknown = await submitLead({ body: payload });
  if (!answer) throw new ApiCallError({ status: 200, code: 'no_data', message: GENERIC_ERROR_MESSAGE });
}

/**
 * docs/product §8's lead submit failure: the toast 'Ada yang salah' (with the server's own Indonesian
 * explanation when it sent one, e.g. the rate limit), the error reported — except a rate limit,
 * which is the server working as meant — and the failure counted in analytics.
 */
export function reportLeadSendFailure(error: unknown, sourcePage: string, step: 'details' | 'reason'): void {
  const apiError = error instanceof ApiCallError ? error : null;
  const explained = apiError && apiError.message !== GENERIC_ERROR_MESSAGE ? apiError.message : null;
  void notify({
    variant: 'error',
    title: GENERIC_ERROR_MESSAGE,
    description: explained ?? 'Coba kirim lagi, ya.',
  });
  if (apiError?.status !== 429) reportError(error, { where: 'lead submit', step, source_page: sourcePage });
  trackEvent('Lead Submit Failed', {
    source_page: sourcePage,
    step,
    error_code: apiError?.code ?? 'unknown',
  });
}

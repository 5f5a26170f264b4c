import type { Context } from 'hono';
import { saveLeadReasonContract } from '@bimbel/domain/contracts/leads-contracts';
import { hashToken } from '../auth/opaque-token.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendDeps, BackendEnv } from '../http/backend-context.ts';
import { log } from '../http/logger.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { respond, type ContractInput } from '../http/contract-routes.ts';
import { isUuid } from '@bimbel/domain/validation/uuid';
import { setLeadReason } from './lead-queries.ts';
import { LEAD_REASON_FORBIDDEN_MESSAGE } from './lead-policy.ts';

/**
 * PUT /api/v1/callmeback/{id}: the reason step's answer for lead `id`, with the `token` its POST
 * answered (`{ reason, token }`, CallbackReasonSchema). 200 `{ data: { id, reason } }`; sending
 * again replaces the reason (a retry is harmless). An id that is no lead id: 404. A token that is
 * unknown, expired or another lead's: 403, the same answer whether lead `id` exists or not.
 */
export async function saveLeadReason(
  c: Context<BackendEnv>,
  deps: BackendDeps,
  { params: { id }, body: { reason, token } }: ContractInput<typeof saveLeadReasonContract>,
) {
  if (!isUuid(id)) throw new ApiError(404, 'not_found', API_MESSAGES.notFound);
  const { db } = await deps.database();
  const saved = await setLeadReason(db, { leadId: id, tokenHash: hashToken(token), reason, now: deps.now() });
  const requestId = c.get('requestId');
  if (!saved) {
    log('info', 'lead reason refused', { requestId, id });
    throw new ApiError(403, 'lead_token_invalid', LEAD_REASON_FORBIDDEN_MESSAGE);
  }
  log('info', 'lead reason stored', { requestId, id });
  return respond(c, saveLeadReasonContract, { id, reason });
}

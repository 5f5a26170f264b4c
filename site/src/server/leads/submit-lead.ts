import type { Context } from 'hono';
import { submitLeadContract } from '@bimbel/domain/contracts/leads-contracts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { clientIp, type BackendDeps, type BackendEnv } from '../http/backend-context.ts';
import { log } from '../http/logger.ts';
import { respond, type ContractInput } from '../http/contract-routes.ts';
import { hashClientIp } from './client-ip-hash.ts';
import { LEAD_RATE_LIMITED_MESSAGE } from './lead-policy.ts';
import { leadWriterFor } from './lead-writer.ts';

/**
 * POST /api/v1/callmeback (docs/product §7): validates the lead with the domain schema, then stores it
 * (or recognises a repeat, or refuses it over a rate limit) — answering only after the write
 * completed. New lead: 201; repeat: 200 with the earlier lead. Both
 * `{ data: { id, created_at, reason_token } }`: the token lets this caller add the reason
 * step's answer to lead `id` (PUT /api/v1/callmeback/{id}, save-lead-reason.ts).
 */
export async function submitLead(
  c: Context<BackendEnv>,
  deps: BackendDeps,
  lead: ContractInput<typeof submitLeadContract>['body'],
) {
  const config = deps.config();
  const database = await deps.database();
  const requestId = c.get('requestId');
  const result = await leadWriterFor(database).write({
    userType: lead.user_type,
    phoneE164: lead.phone_number,
    name: lead.name,
    grade: String(lead.grade),
    sourcePage: lead.source_page,
    userId: c.get('auth')?.userId ?? null,
    ipHash: hashClientIp(clientIp(c, config), config.authSecret),
    requestId,
    receivedAt: deps.now(),
  });

  if (result.kind === 'rate_limited') {
    log('info', 'lead rate limited', { requestId, source: lead.source_page });
    throw new RateLimitedError(result.retryAfterSeconds, 'rate_limited', LEAD_RATE_LIMITED_MESSAGE);
  }
  log('info', result.kind === 'created' ? 'lead stored' : 'lead repeat absorbed', {
    requestId,
    id: result.id,
    source: lead.source_page,
  });
  return respond(
    c,
    submitLeadContract,
    { id: result.id, created_at: result.createdAt.toISOString(), reason_token: result.reasonToken },
    result.kind === 'created' ? 201 : 200,
  );
}

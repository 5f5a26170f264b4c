import type { Context } from 'hono';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { clientIp, type BackendDeps, type BackendEnv } from '../http/backend-context.ts';
import { log } from '../http/logger.ts';
import type { ContractInput } from '../http/contract-routes.ts';
import { respond } from '../http/contract-routes.ts';
import { submitLeadContract } from '@bimbel/domain/contracts/leads-contracts';
import { hashClientIp } from './client-ip-hash.ts';
import { LEAD_RATE_LIMITED_MESSAGE } from './lead-policy.ts';
import { leadWriterFor } from './lead-writer.ts';

/**
 * POST /api/v1/callmeback (docs/product §7): validates the lead with the domain schema, then stores it
 * (or recognises a repeat, or refuses it over a rate limit) — answering only after the write
 * completed. New lead: 201; repeat: 200 with the earlier lead. Both `{ data: { id, created_at } }`.
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
    reason: lead.reason,
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
    { id: result.id, created_at: result.createdAt.toISOString() },
    result.kind === 'created' ? 201 : 200,
  );
}

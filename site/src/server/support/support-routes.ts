import { Hono, type Context } from 'hono';
import { supportIssueV1Contract, supportIssueV2Contract } from '@bimbel/domain/contracts/content-contracts';
import { hashToken } from '../auth/opaque-token.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { clientIp, type BackendDeps, type BackendEnv, type BackendService } from '../http/backend-context.ts';
import { respond, serve, type ContractInput } from '../http/contract-routes.ts';
import { log } from '../http/logger.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.ts';
import { insertSupportIssue } from './support-queries.ts';

/**
 * Support requests per IP, over v1 and v2 together. A person asks for help a few times at most;
 * ten in ten minutes leaves room for a school or an office sharing one address.
 */
export const SUPPORT_ISSUE_IP_LIMIT = { limit: 10, windowSeconds: 10 * 60 };

/** Counts the attempt first (valid or not), so a flood of bad bodies is limited too. */
async function limitByIp(c: Context<BackendEnv>, deps: BackendDeps, next: () => Promise<void>) {
  const { db } = await deps.database();
  const ip = clientIp(c, deps.config());
  const hit = await hitRateLimit(
    db,
    { key: `support:ip:${hashToken(ip)}`, ...SUPPORT_ISSUE_IP_LIMIT },
    deps.now(),
  );
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
  await next();
}

async function createSupportIssue(
  c: Context<BackendEnv>,
  deps: BackendDeps,
  { body: issue }: Pick<ContractInput<typeof supportIssueV2Contract>, 'body'>,
) {
  const { db } = await deps.database();
  const userId = c.get('auth')?.userId ?? null;
  const row = await insertSupportIssue(
    db,
    { phoneE164: issue.phone_number, source: issue.source, action: issue.action, userId },
    deps.now(),
  );
  log('info', 'support issue stored', {
    requestId: c.get('requestId'),
    id: row.id,
    source: issue.source,
    action: issue.action,
  });
  return respond(c, supportIssueV2Contract, { id: row.id });
}

/**
 * Support requests (docs/product §7): v1 on the live-classes API needs a bearer token and records the
 * user; v2 takes no token (docs/product) and records the user only when a valid one comes anyway.
 */
export const supportService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();
  const before = [(c: Context<BackendEnv>, next: () => Promise<void>) => limitByIp(c, deps, next)];
  serve(app, deps, supportIssueV1Contract, (c, input) => createSupportIssue(c, deps, input), { before });
  serve(app, deps, supportIssueV2Contract, (c, input) => createSupportIssue(c, deps, input), { before });
  return app;
};

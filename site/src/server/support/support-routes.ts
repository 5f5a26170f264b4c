import { Hono, type Context } from 'hono';
import { SupportIssueSchema } from '@bimbel/domain/support/support-issue';
import { hashToken } from '../auth/opaque-token.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { clientIp, type BackendDeps, type BackendEnv } from '../http/backend-context.ts';
import { optionalAuth, requireAuth } from '../http/guards.ts';
import { log } from '../http/logger.ts';
import type { BackendService } from '../http/services.ts';
import { readJson } from '../http/validate.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.ts';
import { insertSupportIssue } from './support-queries.ts';

/**
 * Support requests per IP, over v1 and v2 together. A person asks for help a few times at most;
 * ten in ten minutes leaves room for a school or an office sharing one address.
 */
export const SUPPORT_ISSUE_IP_LIMIT = { limit: 10, windowSeconds: 10 * 60 };

/** Counts the attempt first (valid or not), so a flood of bad bodies is limited too. */
async function limitByIp(c: Context<BackendEnv>, deps: BackendDeps) {
  const { db } = await deps.database();
  const ip = clientIp(c, deps.config());
  const hit = await hitRateLimit(
    db,
    { key: `support:ip:${hashToken(ip)}`, ...SUPPORT_ISSUE_IP_LIMIT },
    deps.now(),
  );
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
}

async function createSupportIssue(c: Context<BackendEnv>, deps: BackendDeps) {
  await limitByIp(c, deps);
  const issue = await readJson(c, SupportIssueSchema);
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
  return c.json({ data: { id: row.id } });
}

/**
 * Support requests (SPEC §7): v1 on the live-classes API needs a bearer token and records the
 * user; v2 takes no token (SPEC) and records the user only when a valid one comes anyway.
 */
export const supportService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();
  app.post('/api/v1/support_issues', requireAuth(deps), (c) => createSupportIssue(c, deps));
  app.post('/api/v2/support_issues', optionalAuth(deps), (c) => createSupportIssue(c, deps));
  return app;
};

import type { Context, Hono } from 'hono';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { AccessTokenClaims } from '../auth/access-token.ts';
import type { RequestIdVariables } from './request-id.ts';

/** What every backend route may use; tests pass their own database, config and clock. */
export type BackendDeps = {
  database: () => Promise<Database>;
  config: () => Config;
  /** The clock; tests freeze it. */
  now: () => Date;
};

export type BackendVariables = RequestIdVariables & {
  /** Set by requireAuth(): who is calling. */
  auth: AccessTokenClaims;
};

export type BackendEnv = { Variables: BackendVariables };
export type BackendContext = Context<BackendEnv>;

/** A backend service: its routes at docs/product §7's own paths, built from the shared deps. */
export type BackendService = (deps: BackendDeps) => Hono<BackendEnv>;

/**
 * The caller's IP for rate limits. Behind a proxy set TRUST_PROXY so the first
 * X-Forwarded-For entry is used; otherwise the socket address (never a client-chosen header).
 */
export function clientIp(c: Context, config: Config): string {
  const forwarded = config.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded.slice(0, 64);
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress?.slice(0, 64) ?? 'unknown';
}

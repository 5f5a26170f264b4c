import type { Context, Hono } from 'hono';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { AccessTokenClaims } from '../auth/access-token.ts';
import type { PaymentGateway } from '../billing/payments/payment-gateway.ts';
import type { RequestIdVariables } from './request-id.ts';

/** What every backend route may use; tests pass their own database, config and clock. */
export type BackendDeps = {
  database: () => Promise<Database>;
  config: () => Config;
  /** The clock; tests freeze it. */
  now: () => Date;
  /** The payment gateway of this configuration (decision 079); tests pass an in-memory one. */
  paymentGateway: () => PaymentGateway;
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
 * The address `trustedProxies` proxies put in front of us saw: the right-most
 * X-Forwarded-For entry for one proxy, the second from the right for two, and so on. Every
 * proxy appends the address it was called from, so the entries left of those are whatever the
 * client sent and are never used (a client could otherwise rotate them past per-IP limits).
 * Fewer entries than proxies (a request that skipped one): the left-most, the first proxy's.
 */
export function forwardedClientIp(
  forwardedFor: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0 || forwardedFor === undefined) return undefined;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/**
 * The caller's IP for rate limits. Behind proxies set TRUST_PROXY to how many there are, so the
 * address the outermost one saw is used (forwardedClientIp); otherwise the socket address (never
 * a client-chosen header).
 */
export function clientIp(c: Context, config: Config): string {
  const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'), config.trustedProxies);
  if (forwarded) return forwarded.slice(0, 64);
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress?.slice(0, 64) ?? 'unknown';
}

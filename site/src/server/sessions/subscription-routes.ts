import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { SUBSCRIPTION_TYPE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import {
  activateTrialContract,
  subscriptionStatusContract,
} from '@bimbel/domain/contracts/subscription-contracts';
import { cookieOptions } from '../auth/auth-cookies.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from '../auth/session-tokens.ts';
import type { Config } from '../config/config.ts';
import type { Subscription } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { loadAccountUsers, pickPrimaryUser } from '../users/session-data.ts';
import { activateFreeTrial, findCaller, findCurrentSubscription } from './subscription-queries.ts';

export const SUBSCRIPTION_MESSAGES = {
  trialUsed: 'Kamu sudah pernah mencoba kelas gratis.',
  studentOnly: 'Kelas gratis hanya bisa diaktifkan dari profil murid. Pilih profil murid dulu, ya.',
} as const;

/** `data.subscriptionStatus` of docs/product §7 (dates ISO 8601, null when unknown). */
export type SubscriptionStatusBody = {
  subscriptionType: SubscriptionType;
  status: 'active' | 'expired';
  startsAt: string | null;
  endsAt: string | null;
  trialActivatedAt: string | null;
};

function toSubscriptionStatusBody(subscription: Subscription | undefined, now: Date): SubscriptionStatusBody {
  const state = resolveSubscriptionState(
    subscription && { type: subscription.type, status: subscription.status, endsAt: subscription.ends_at },
    now,
  );
  return {
    ...state,
    startsAt: subscription?.starts_at.toISOString() ?? null,
    endsAt: subscription?.ends_at?.toISOString() ?? null,
    trialActivatedAt: subscription?.trial_activated_at?.toISOString() ?? null,
  };
}

/**
 * The subscription type cookie (docs/product §9): script-readable on purpose — the client reads it to
 * style the page before the status call answers — and it holds nothing secret. It lives as long
 * as a login does; every status call rewrites it.
 */
function setSubscriptionTypeCookie(c: Context, config: Config, type: SubscriptionType) {
  setCookie(
    c,
    SUBSCRIPTION_TYPE_COOKIE_NAME,
    type,
    cookieOptions(config, { maxAge: REFRESH_TOKEN_TTL_SECONDS, httpOnly: false }),
  );
}

/**
 * Subscription status and trial activation (docs/product §7, {api}/sessions/…).
 * - A parent's token reports the account's first student — the profile login opens with
 *   (pickPrimaryUser); an account without students reports FREE/active.
 * - The state is computed on read from the clock: nothing needs to run when a period ends.
 */
export const subscriptionService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, subscriptionStatusContract, async (c) => {
    const { db } = await deps.database();
    const caller = await findCaller(db, c.var.auth);
    if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
    const student =
      caller.role === 'student' ? caller : pickPrimaryUser(await loadAccountUsers(db, caller.account_id));
    const subscription =
      student?.role === 'student' ? await findCurrentSubscription(db, student.id) : undefined;
    const body = toSubscriptionStatusBody(subscription, deps.now());
    setSubscriptionTypeCookie(c, deps.config(), body.subscriptionType);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, subscriptionStatusContract, { subscriptionStatus: body });
  });

  serve(app, deps, activateTrialContract, async (c) => {
    const { db } = await deps.database();
    const caller = await findCaller(db, c.var.auth);
    if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
    if (caller.role !== 'student') throw new ApiError(403, 'student_only', SUBSCRIPTION_MESSAGES.studentOnly);
    const now = deps.now();
    const activation = await activateFreeTrial(db, caller.id, now);
    if (!activation.ok) throw new ApiError(409, 'trial_already_used', SUBSCRIPTION_MESSAGES.trialUsed);
    const body = toSubscriptionStatusBody(activation.subscription, now);
    setSubscriptionTypeCookie(c, deps.config(), body.subscriptionType);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, activateTrialContract, { subscriptionStatus: body });
  });

  return app;
};

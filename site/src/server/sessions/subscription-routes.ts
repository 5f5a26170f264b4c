import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { SUBSCRIPTION_TYPE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
import type { TrialRefusal } from '@bimbel/domain/subscription/free-trial';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { formatJakartaDate } from '@bimbel/domain/time/format-jakarta-date';
import { formatJakartaTime } from '@bimbel/domain/time/format-jakarta-time';
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
import { activateFreeTrial } from '../billing/subscriptions/subscription-writer.ts';
import { findCaller, findCurrentSubscription } from './subscription-queries.ts';

/*
 * The trial is "coba gratis 7 hari" everywhere the student reads it; "kelas gratis" are the free
 * sessions, booked by seat (decision 074) — the two are never called by each other's name.
 */
export const SUBSCRIPTION_MESSAGES = {
  studentOnly: 'Coba gratis hanya bisa diaktifkan dari profil murid. Pilih profil murid dulu, ya.',
  paid: 'Kamu sudah berlangganan paket Bimbel, jadi semua kelas live sudah terbuka untukmu. Coba gratis untuk murid yang belum berlangganan.',
  paused:
    'Langgananmu sedang dijeda, jadi coba gratis tidak tersedia. Aktifkan lagi langgananmu di halaman Langganan, ya.',
  trialRunning: (endsAt: Date | null) =>
    endsAt
      ? `Masa coba gratismu sedang berjalan sampai ${formatJakartaDate(endsAt)} pukul ${formatJakartaTime(endsAt)}. Ikuti kelas live sepuasnya, ya.`
      : 'Masa coba gratismu sedang berjalan. Ikuti kelas live sepuasnya, ya.',
  trialUsed: 'Kamu sudah pernah memakai coba gratis 7 hari. Coba gratis hanya bisa sekali untuk tiap murid.',
  paidBefore:
    'Kamu sudah pernah berlangganan paket Bimbel, jadi coba gratis tidak tersedia. Perpanjang paketmu supaya bisa ikut kelas live lagi, ya.',
} as const;

/** The honest refusal of a trial activation: its code and message (trialRefusal's reason). */
export function trialRefusalError(reason: TrialRefusal, endsAt: Date | null): ApiError {
  switch (reason) {
    case 'trial_running':
      return new ApiError(409, 'trial_already_used', SUBSCRIPTION_MESSAGES.trialRunning(endsAt));
    case 'trial_used':
      return new ApiError(409, 'trial_already_used', SUBSCRIPTION_MESSAGES.trialUsed);
    case 'paid':
      return new ApiError(409, 'trial_not_available', SUBSCRIPTION_MESSAGES.paid);
    case 'paused':
      return new ApiError(409, 'trial_not_available', SUBSCRIPTION_MESSAGES.paused);
    case 'paid_before':
      return new ApiError(409, 'trial_not_available', SUBSCRIPTION_MESSAGES.paidBefore);
  }
}

/** `data.subscriptionStatus` of docs/product §7 (dates ISO 8601, null when unknown). */
export type SubscriptionStatusBody = {
  subscriptionType: SubscriptionType;
  status: 'active' | 'expired';
  startsAt: string | null;
  endsAt: string | null;
  trialActivatedAt: string | null;
};

export function toSubscriptionStatusBody(subscription: Subscription | undefined, now: Date): SubscriptionStatusBody {
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
export function setSubscriptionTypeCookie(c: Context, config: Config, type: SubscriptionType) {
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
    if (!activation.ok) throw trialRefusalError(activation.reason, activation.endsAt);
    const body = toSubscriptionStatusBody(activation.subscription, now);
    setSubscriptionTypeCookie(c, deps.config(), body.subscriptionType);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, activateTrialContract, { subscriptionStatus: body });
  });

  return app;
};

import {
  pauseSubscriptionContract,
  resumeSubscriptionContract,
} from '@bimbel/domain/contracts/order-contracts';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Subscription, Tables, User } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { BackendDeps, BackendEnv, BackendService } from '../../http/backend-context.ts';
import { respond, serve } from '../../http/contract-routes.ts';
import { API_MESSAGES } from '../../http/messages.ts';
import { setSubscriptionTypeCookie, toSubscriptionStatusBody } from '../../sessions/subscription-routes.ts';
import { mayActFor } from '../orders/family-authority.ts';
import { loadAccountUsers } from '../../users/session-data.ts';
import { PAUSE_MESSAGES } from './pause-messages.ts';
import { pauseSubscription, resumeSubscription } from './subscription-writer.ts';

/**
 * The student a pause or resume is for: a student of the caller's account that the caller acts for
 * (any child of an account with a parent, a student on their own phone only themselves:
 * orders/family-authority.ts). Anyone else: 404.
 */
async function familyStudent(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
  studentId: string,
) {
  const users = await loadAccountUsers(db, auth.accountId);
  const caller = users.find((user) => user.id === auth.userId);
  if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  const student = users.find((user) => user.id === studentId && user.role === 'student');
  if (!student || !mayActFor(caller, users, student)) {
    throw new ApiError(404, 'not_found', PAUSE_MESSAGES.studentNotFound);
  }
  return { caller, student };
}

/** The new status; the type cookie follows when the student is the one logged in. */
function answer(c: Context<BackendEnv>, deps: BackendDeps, caller: User, subscription: Subscription) {
  const body = toSubscriptionStatusBody(subscription, deps.now());
  if (caller.id === subscription.user_id) setSubscriptionTypeCookie(c, deps.config(), body.subscriptionType);
  c.header('Cache-Control', 'private, no-store');
  return { subscriptionStatus: body };
}

/**
 * Pause and resume of a paid subscription (PAUSED, docs/product §3; decision 079), for the caller's
 * family: once per paid period, at most 30 days (then it resumes by itself), with 7 paid days left
 * at least; the paid time left is kept to the second and given back from the resume.
 */
export const subscriptionPauseService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, pauseSubscriptionContract, async (c, { params }) => {
    const { db } = await deps.database();
    const { caller, student } = await familyStudent(db, c.var.auth, params.id);
    const outcome = await pauseSubscription(db, student.id, deps.now());
    if (!outcome.ok) {
      throw new ApiError(
        409,
        'subscription_not_pausable',
        PAUSE_MESSAGES.refusal(outcome.reason, student.full_name),
      );
    }
    return respond(c, pauseSubscriptionContract, answer(c, deps, caller, outcome.subscription));
  });

  serve(app, deps, resumeSubscriptionContract, async (c, { params }) => {
    const { db } = await deps.database();
    const { caller, student } = await familyStudent(db, c.var.auth, params.id);
    const outcome = await resumeSubscription(db, student.id, deps.now());
    if (!outcome.ok)
      throw new ApiError(409, 'subscription_not_paused', PAUSE_MESSAGES.notPaused(student.full_name));
    return respond(c, resumeSubscriptionContract, answer(c, deps, caller, outcome.subscription));
  });

  return app;
};

import type { Kysely } from 'kysely';
import type { UserProfile } from '@bimbel/domain/session/session-user-data';
import { canActivateFreeTrial } from '@bimbel/domain/subscription/free-trial';
import {
  resolveSubscriptionState,
  type SubscriptionState,
} from '@bimbel/domain/subscription/resolve-subscription-state';
import type { Tables } from '../db/schema.ts';
import { loadAccountUsers, toUserProfile } from '../users/session-data.ts';
import { findCurrentSubscription } from './subscription-queries.ts';

/** A student's subscription as the user home shows it (the status call's view, plus the trial chance). */
export type SubscriptionOverview = SubscriptionState & {
  endsAt: Date | null;
  /** Whether the 7-day free trial can still be activated (never had one, never paid). */
  canActivateTrial: boolean;
};

/** What the Live Classes User Home Page (/bimbel/user) needs about the logged-in user. */
export type StudentHomeData = {
  user: UserProfile;
  /** Students of the family: more than one means the profile can be switched. */
  studentCount: number;
  /** The family has a parent profile: the weekly report is offered (decision 078). */
  hasParent: boolean;
  /** Null for a parent's own profile (a family without students): subscriptions belong to students. */
  subscription: SubscriptionOverview | null;
};

async function loadSubscriptionOverview(
  db: Kysely<Tables>,
  studentId: string,
  now: Date,
): Promise<SubscriptionOverview> {
  const [current, history] = await Promise.all([
    findCurrentSubscription(db, studentId),
    db
      .selectFrom('subscriptions')
      .select(['type', 'trial_activated_at'])
      .where('user_id', '=', studentId)
      .execute(),
  ]);
  const state = resolveSubscriptionState(
    current && { type: current.type, status: current.status, endsAt: current.ends_at },
    now,
  );
  return {
    ...state,
    endsAt: current?.ends_at ?? null,
    canActivateTrial: canActivateFreeTrial(
      history.map((row) => ({ type: row.type, trialActivatedAt: row.trial_activated_at })),
    ),
  };
}

/**
 * The user home's data, read on the server straight from the database (no HTTP round trip):
 * the token's user as docs/product §3's profile, the family's student count, and the student's
 * subscription computed as the status call computes it. Null when the user no longer exists
 * in the token's account (then the page treats the visitor as logged out).
 */
export async function loadStudentHome(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
  now: Date,
): Promise<StudentHomeData | null> {
  const users = await loadAccountUsers(db, auth.accountId);
  const user = users.find((candidate) => candidate.id === auth.userId);
  if (!user) return null;
  return {
    user: toUserProfile(user),
    studentCount: users.filter((candidate) => candidate.role === 'student').length,
    hasParent: users.some((candidate) => candidate.role === 'parent'),
    subscription: user.role === 'student' ? await loadSubscriptionOverview(db, user.id, now) : null,
  };
}

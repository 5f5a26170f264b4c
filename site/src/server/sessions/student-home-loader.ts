import type { Kysely } from 'kysely';
import type { UserProfile } from '@bimbel/domain/session/session-user-data';
import { canActivateFreeTrial } from '@bimbel/domain/subscription/free-trial';
import {
  resolveSubscriptionState,
  type SubscriptionState,
} from '@bimbel/domain/subscription/resolve-subscription-state';
import type { Tables, User } from '../db/schema.ts';
import { loadPackagesForGrade, packageQueryOf } from '../billing/catalogue/package-loaders.ts';
import { loadAccountUsers, toUserProfile } from '../users/session-data.ts';
import { findCurrentSubscription, findPlanOrder } from './subscription-queries.ts';

/** A student's subscription as the user home shows it (the status call's view, plus the trial chance). */
export type SubscriptionOverview = SubscriptionState & {
  /** The student the subscription belongs to (their card on the manage subscription page). */
  studentId: string;
  endsAt: Date | null;
  /** Whether the 7-day free trial can still be activated (never had one, never paid). */
  canActivateTrial: boolean;
  /** The package the order that paid the period bought; null without an order. */
  packageName: string | null;
  /** A pause: since when, and the paid seconds it keeps (null when not paused, or an older pause). */
  pausedAt: Date | null;
  pausedRemainingSeconds: number | null;
  /** Whether an active package fits the student's grade (none in kelas 4, decision 103). */
  packageAvailable: boolean;
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
  student: User,
  now: Date,
): Promise<SubscriptionOverview> {
  const studentId = student.id;
  const schooling = packageQueryOf(student);
  const [current, history, fitting] = await Promise.all([
    findCurrentSubscription(db, studentId),
    db
      .selectFrom('subscriptions')
      .select(['type', 'trial_activated_at'])
      .where('user_id', '=', studentId)
      .execute(),
    schooling ? loadPackagesForGrade(db, schooling) : Promise.resolve([]),
  ]);
  const state = resolveSubscriptionState(
    current && { type: current.type, status: current.status, endsAt: current.ends_at },
    now,
  );
  const paused = state.subscriptionType === 'PAUSED';
  return {
    ...state,
    studentId,
    endsAt: current?.ends_at ?? null,
    packageName: (await findPlanOrder(db, current))?.package_name ?? null,
    pausedAt: paused ? (current?.paused_at ?? null) : null,
    pausedRemainingSeconds: paused ? (current?.paused_remaining_seconds ?? null) : null,
    packageAvailable: fitting.length > 0,
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
    subscription: user.role === 'student' ? await loadSubscriptionOverview(db, user, now) : null,
  };
}

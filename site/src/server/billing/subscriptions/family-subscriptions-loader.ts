import type { Kysely } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { packageFitsStudent } from '@bimbel/domain/packages/package-fits-student';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
import { refundEndedPeriodNote } from '@bimbel/domain/orders/refund-wording';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import type { Tables } from '../../db/schema.ts';
import { loadPackagesForGrade, packageQueryOf } from '../catalogue/package-loaders.ts';
import { findCurrentSubscription, findPlanOrder } from '../../sessions/subscription-queries.ts';
import { loadAccountUsers } from '../../users/session-data.ts';

/** One student's plan as the manage subscription page shows it. */
export type StudentPlan = {
  studentId: string;
  fullName: string;
  /** 'Kelas 8 SMP/MTs'; null when the grade is not known. */
  gradeLabel: string | null;
  /** The grade number 4–12; null when not known. */
  grade: number | null;
  /** Whether an active package fits the student (none in kelas 4, decision 103). */
  packageAvailable: boolean;
  avatarUrl: string | null;
  /** docs/product §3's type now (an ended period reads as its follow-up type). */
  subscriptionType: SubscriptionType;
  /** When the period in force ends (PAID, TRIAL) or ended (FREE_AFTER_…); null when open-ended. */
  endsAt: Date | null;
  /** A pause: since when, and the paid seconds it keeps for the resume (null for older pauses). */
  pausedAt: Date | null;
  pausedRemainingSeconds: number | null;
  /** Pauses taken in this paid period (one is allowed, decision 079). */
  pausesUsed: number;
  /** The package of the order that paid the period, when there is one. */
  packageName: string | null;
  /** Why the paid period ended early, when its money went back (decision 104). */
  refundNote?: string | null;
  /** The profile in use (the token's user). */
  isCurrentProfile: boolean;
};

export type FamilySubscriptions =
  | { kind: 'ok'; viewerRole: 'student' | 'parent'; students: StudentPlan[] }
  /** The token's user is no longer in its account: treated as no session. */
  | { kind: 'gone' };

/** Whether the order's money went back by a refund or by the bank (its latest reversal). */
async function lastReversalKind(db: Kysely<Tables>, orderId: string): Promise<'refund' | 'chargeback'> {
  const row = await db
    .selectFrom('payment_reversals')
    .select('kind')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.kind ?? 'refund';
}

/**
 * The manage subscription page's data (docs/product §2; decision 082), read on the server: every
 * student of the caller's family (a parent's children, or a student and their siblings), each
 * with the subscription in force computed as the status call computes it, its pause, the
 * package that paid it (the name on its order), and whether any package fits its grade.
 */
export async function loadFamilySubscriptions(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
  now: Date,
): Promise<FamilySubscriptions> {
  const users = await loadAccountUsers(db, auth.accountId);
  const viewer = users.find((user) => user.id === auth.userId);
  if (!viewer) return { kind: 'gone' };
  const students = users.filter((user) => user.role === 'student');
  const catalogue = await loadPackagesForGrade(db, {});
  const plans = await Promise.all(
    students.map(async (student): Promise<StudentPlan> => {
      const current = await findCurrentSubscription(db, student.id);
      const state = resolveSubscriptionState(
        current && { type: current.type, status: current.status, endsAt: current.ends_at },
        now,
      );
      const order = await findPlanOrder(db, current);
      const refundNote =
        order?.refunded_at && state.subscriptionType !== 'PAID' && state.subscriptionType !== 'PAUSED'
          ? refundEndedPeriodNote({ kind: await lastReversalKind(db, order.id), at: order.refunded_at.toISOString() })
          : null;
      const paused = state.subscriptionType === 'PAUSED';
      const schooling = packageQueryOf(student);
      return {
        studentId: student.id,
        fullName: student.full_name,
        gradeLabel: student.grade ? (parseGradeValue(student.grade)?.name ?? null) : null,
        grade: schooling?.grade ?? null,
        packageAvailable: schooling !== null && catalogue.some((item) => packageFitsStudent(item, schooling)),
        avatarUrl: student.avatar_url,
        subscriptionType: state.subscriptionType,
        endsAt: current?.ends_at ?? null,
        pausedAt: paused ? (current?.paused_at ?? null) : null,
        pausedRemainingSeconds: paused ? (current?.paused_remaining_seconds ?? null) : null,
        pausesUsed: current?.pauses_used ?? 0,
        packageName: order?.package_name ?? null,
        refundNote,
        isCurrentProfile: student.id === viewer.id,
      };
    }),
  );
  return { kind: 'ok', viewerRole: viewer.role, students: plans };
}

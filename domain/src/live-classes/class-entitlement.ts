import type { Stream } from '../catalogue/stream.ts';
import type { SubscriptionType } from '../subscription/subscription-type.ts';
import type { LiveClassKind } from './live-class.ts';

/** Subscription types that follow the programme's classes (the rest see free sessions only). */
export const CLASS_SUBSCRIPTION_TYPES: readonly SubscriptionType[] = ['PAID', 'TRIAL'];

/** The student as entitlement reads them: grade number, stream and the subscription in force now. */
export type ClassViewer = {
  grade: number;
  stream: Stream | null;
  subscriptionType: SubscriptionType;
};

export type EntitlementTarget = {
  kind: LiveClassKind;
  grades: readonly number[];
  stream: Stream | null;
};

/** Whether the class is for the student's grade and stream (null stream = every stream). */
export function isForGrade(liveClass: Omit<EntitlementTarget, 'kind'>, viewer: Omit<ClassViewer, 'subscriptionType'>) {
  if (!liveClass.grades.includes(viewer.grade)) return false;
  return liveClass.stream === null || liveClass.stream === viewer.stream;
}

/**
 * Whether a student may see and join a class (decision 069):
 * - every class is for its grades (and stream, when it names one);
 * - free sessions: every student of those grades, whatever the subscription;
 * - regular and focus-exam classes: PAID and TRIAL students (PAUSED, FREE and the expired types
 *   are led to the free sessions instead).
 *
 * @example
 * canAttendClass({ kind: 'regular', grades: [8], stream: null }, { grade: 8, stream: null, subscriptionType: 'TRIAL' }); // true
 * canAttendClass({ kind: 'regular', grades: [8], stream: null }, { grade: 8, stream: null, subscriptionType: 'FREE' }); // false
 */
export function canAttendClass(liveClass: EntitlementTarget, viewer: ClassViewer): boolean {
  if (!isForGrade(liveClass, viewer)) return false;
  if (liveClass.kind === 'free') return true;
  return CLASS_SUBSCRIPTION_TYPES.includes(viewer.subscriptionType);
}

/** Which kinds of class a subscription type follows: the programme's or only the free sessions. */
export function visibleClassKinds(subscriptionType: SubscriptionType): readonly LiveClassKind[] {
  return CLASS_SUBSCRIPTION_TYPES.includes(subscriptionType) ? ['regular', 'free', 'focus_exam'] : ['free'];
}

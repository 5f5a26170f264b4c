import {
  canAttendClass,
  type ClassViewer,
  type EntitlementTarget,
} from '../live-classes/class-entitlement.ts';

/**
 * What one class of a student's week was for the weekly report (decision 078):
 * - `attended`: the student was given a join URL (class_attendance, decision 069);
 * - `missed`: a class the student was expected at that ended without them;
 * - `to-come`: a class they are expected at that has not ended yet (this week only);
 * - `not-counted`: neither — a cancelled class, one outside their grade or package, or a free
 *   session they did not sign up for.
 */
export type ClassOutcome = 'attended' | 'missed' | 'to-come' | 'not-counted';

/** A class as the report judges it. */
export type ReportedClass = EntitlementTarget & { endsAt: Date; cancelled: boolean };

/**
 * Whether the student was expected at a class:
 * - regular and focus-exam classes: when the class was part of their programme as it ran
 *   (`viewer` carries the subscription in force at the class's start, `canAttendClass`);
 * - free sessions: only when the student holds a seat in the slot (`booked`, class_bookings,
 *   decision 074). Joining an unbooked free session is a choice, never a miss.
 *
 * @example
 * isExpectedAt({ kind: 'regular', grades: [8], stream: null }, { grade: 8, stream: null, subscriptionType: 'PAID' }, { booked: false }); // true
 * isExpectedAt({ kind: 'free', grades: [8], stream: null }, { grade: 8, stream: null, subscriptionType: 'PAID' }, { booked: false }); // false
 */
export function isExpectedAt(
  liveClass: EntitlementTarget,
  viewer: ClassViewer,
  { booked }: { booked: boolean },
): boolean {
  if (!canAttendClass(liveClass, viewer)) return false;
  return liveClass.kind === 'free' ? booked : true;
}

/**
 * The report's verdict on one class at `now`. An attended class counts whatever its kind or
 * state (the join URL was issued); a cancelled one is otherwise never missed.
 *
 * @example
 * classOutcome(mathClass, { attended: false, booked: false, viewerAtStart: paidRaka }, afterTheEnd); // 'missed'
 */
export function classOutcome(
  liveClass: ReportedClass,
  {
    attended,
    booked,
    viewerAtStart,
  }: { attended: boolean; booked: boolean; viewerAtStart: ClassViewer | null },
  now: Date,
): ClassOutcome {
  if (attended) return 'attended';
  if (liveClass.cancelled || !viewerAtStart) return 'not-counted';
  if (!isExpectedAt(liveClass, viewerAtStart, { booked })) return 'not-counted';
  return liveClass.endsAt.getTime() > now.getTime() ? 'to-come' : 'missed';
}

import type { SubscriptionType } from '../subscription/subscription-type.ts';
import {
  CLASS_SUBSCRIPTION_TYPES,
  canAttendClass,
  type ClassViewer,
  type EntitlementTarget,
} from './class-entitlement.ts';
import type { LiveClassKind } from './live-class.ts';

/*
 * Seats in free sessions (decision 074). A free session's slot has a capacity; a student without
 * the programme (FREE, FREE_AFTER_TRIAL, FREE_AFTER_PAID, PAUSED) holds a seat by booking it,
 * and only a booked slot can be joined. PAID and TRIAL students follow every class of their
 * grade, free sessions included, without booking (and take no seat).
 */

/** Booking changes (book or cancel) a student may make per hour: enough to change one's mind, not to churn seats. */
export const BOOKING_CHANGES_PER_HOUR = 30;

/** How far ahead free sessions offer slots (at most; the demo timetable reaches two weeks ahead, decision 094). */
export const FREE_SLOTS_AHEAD_DAYS = 21;

/** The longest `startDate`–`endDate` span the slot list answers, in days. */
export const SLOT_RANGE_MAX_DAYS = 62;

/**
 * Whether joining a class needs a booked seat: free sessions, for students without the programme.
 *
 * @example
 * needsBooking('free', 'FREE'); // true
 * needsBooking('free', 'TRIAL'); // false
 * needsBooking('regular', 'FREE'); // false — not a seat matter: a FREE student may not attend it at all
 */
export function needsBooking(kind: LiveClassKind, subscriptionType: SubscriptionType): boolean {
  return kind === 'free' && !CLASS_SUBSCRIPTION_TYPES.includes(subscriptionType);
}

/**
 * Whether a student may join a class now: entitled to it (canAttendClass) and, where it needs
 * one (needsBooking), holding a booking of it.
 *
 * @example
 * canJoinClass({ kind: 'free', grades: [5], stream: null }, { grade: 5, stream: 'SD', subscriptionType: 'FREE' }, false); // false
 * canJoinClass({ kind: 'free', grades: [5], stream: null }, { grade: 5, stream: 'SD', subscriptionType: 'FREE' }, true); // true
 */
export function canJoinClass(liveClass: EntitlementTarget, viewer: ClassViewer, booked: boolean): boolean {
  if (!canAttendClass(liveClass, viewer)) return false;
  return booked || !needsBooking(liveClass.kind, viewer.subscriptionType);
}

/**
 * Whether a student's subscription already covers a slot, so booking it would only take a seat
 * from someone who needs it: PAID or TRIAL still running when the slot starts. A trial that ends
 * before then does not cover it (the student may book it for after the trial).
 *
 * @example
 * subscriptionCoversSlot({ subscriptionType: 'TRIAL', endsAt: new Date('2026-11-28') }, new Date('2026-11-30')); // false
 * subscriptionCoversSlot({ subscriptionType: 'PAID', endsAt: null }, new Date('2026-11-30')); // true
 */
export function subscriptionCoversSlot(
  state: { subscriptionType: SubscriptionType; endsAt: Date | null },
  slotStartsAt: Date,
): boolean {
  if (!CLASS_SUBSCRIPTION_TYPES.includes(state.subscriptionType)) return false;
  return state.endsAt === null || state.endsAt.getTime() > slotStartsAt.getTime();
}

type Interval = { startsAt: Date; endsAt: Date };

/**
 * Whether two slots overlap in time: any shared moment. One that ends when the other starts
 * does not overlap it (back-to-back classes can both be booked).
 *
 * @example
 * slotsOverlap({ startsAt: at('17:00'), endsAt: at('18:00') }, { startsAt: at('17:30'), endsAt: at('18:30') }); // true
 * slotsOverlap({ startsAt: at('17:00'), endsAt: at('18:00') }, { startsAt: at('18:00'), endsAt: at('19:00') }); // false
 */
export function slotsOverlap(a: Interval, b: Interval): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/**
 * Seats still free: capacity minus active bookings, never below 0 (a capacity lowered under the
 * bookings already made leaves them standing and takes no new one).
 *
 * @example
 * seatsLeft(12, 11); // 1
 * seatsLeft(10, 14); // 0
 */
export function seatsLeft(capacity: number, booked: number): number {
  return Math.max(0, capacity - booked);
}

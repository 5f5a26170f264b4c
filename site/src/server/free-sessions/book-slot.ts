import { sql, type Kysely } from 'kysely';
import { slotsOverlap, subscriptionCoversSlot } from '@bimbel/domain/live-classes/class-booking';
import { isForGrade } from '@bimbel/domain/live-classes/class-entitlement';
import type { ClassBooking, Tables } from '../db/schema.ts';
import { findFreeSlotRow, loadSlotViewer, type FreeSlotRow } from './free-session-queries.ts';

/*
 * Booking and giving back a seat (decision 074). A booking runs in one transaction that first
 * locks the student's row, then the slot's row (`FOR UPDATE`, always in that order, so two
 * bookings never wait on each other in a circle):
 * - the slot lock makes bookings of one slot take turns, so the count of its active bookings
 *   read after the lock is the count the insert adds to — a slot with 10 seats takes exactly 10
 *   bookings however many arrive at once, with any number of connections or processes;
 * - the student lock makes one student's bookings take turns, so two overlapping slots booked
 *   at once cannot both pass the overlap check (and a trial activated meanwhile, which locks the
 *   same row, is seen).
 */

/** Another booking of the student that stands in the way. */
export type ConflictingBooking = { title: string; startsAt: Date };

export type BookingOutcome =
  | { ok: true; created: boolean; booking: ClassBooking; slot: FreeSlotRow }
  | {
      ok: false;
      reason: 'not_found' | 'cancelled' | 'started' | 'no_grade' | 'other_grade' | 'not_needed' | 'full';
    }
  | { ok: false; reason: 'session_booked' | 'overlap'; other: ConflictingBooking };

/** Books a seat in `slotId` for the student `userId` (a student: the caller checks the role). */
export async function bookSlot(
  db: Kysely<Tables>,
  { userId, slotId, now }: { userId: string; slotId: string; now: Date },
): Promise<BookingOutcome> {
  return db.transaction().execute(async (trx): Promise<BookingOutcome> => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const locked = await trx
      .selectFrom('live_classes')
      .select(['id', 'kind', 'cancelled_at', 'starts_at', 'ends_at', 'capacity'])
      .where('id', '=', slotId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked || locked.kind !== 'free') return { ok: false, reason: 'not_found' };
    if (locked.cancelled_at) return { ok: false, reason: 'cancelled' };
    if (locked.starts_at.getTime() <= now.getTime()) return { ok: false, reason: 'started' };
    const slot = await findFreeSlotRow(trx, slotId);
    if (!slot) return { ok: false, reason: 'not_found' };

    const viewer = await loadSlotViewer(trx, userId, now);
    if (viewer.kind !== 'student' || viewer.grade === null) return { ok: false, reason: 'no_grade' };
    if (!isForGrade(slot, { grade: viewer.grade, stream: viewer.stream }))
      return { ok: false, reason: 'other_grade' };
    const subscription = { subscriptionType: viewer.subscriptionType, endsAt: viewer.subscriptionEndsAt };
    if (subscriptionCoversSlot(subscription, slot.starts_at)) return { ok: false, reason: 'not_needed' };

    const held = await trx
      .selectFrom('class_bookings')
      .selectAll()
      .where('class_id', '=', slotId)
      .where('user_id', '=', userId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (held) return { ok: true, created: false, booking: held, slot };

    const activeOthers = trx
      .selectFrom('class_bookings')
      .innerJoin('live_classes', 'live_classes.id', 'class_bookings.class_id')
      .select(['live_classes.title', 'live_classes.starts_at'])
      .where('class_bookings.user_id', '=', userId)
      .where('class_bookings.cancelled_at', 'is', null)
      .where('live_classes.cancelled_at', 'is', null)
      .where('live_classes.id', '!=', slotId);
    // One seat to come per free session: another slot of it that has not started yet (the one
    // running now does not keep the student from booking the next).
    const sameSession = await activeOthers
      .where('live_classes.kind', '=', 'free')
      .where('live_classes.subject', '=', slot.subject as Tables['live_classes']['subject'])
      .where(
        sql<boolean>`live_classes.grades = array[${sql.join(slot.grades.map((grade) => sql`${grade}`))}]::smallint[]`,
      )
      .where(sql<boolean>`live_classes.stream is not distinct from ${slot.stream}`)
      .where('live_classes.curriculum', '=', slot.curriculum)
      .where('live_classes.starts_at', '>', now)
      .orderBy('live_classes.starts_at')
      .executeTakeFirst();
    if (sameSession) {
      return {
        ok: false,
        reason: 'session_booked',
        other: { title: sameSession.title, startsAt: sameSession.starts_at },
      };
    }
    // Any shared moment with another booked slot (back to back is fine): slotsOverlap, the domain's rule.
    const booked = await activeOthers
      .select('live_classes.ends_at')
      .where('live_classes.ends_at', '>', now)
      .orderBy('live_classes.starts_at')
      .execute();
    const overlapping = booked.find((other) =>
      slotsOverlap(
        { startsAt: other.starts_at, endsAt: other.ends_at },
        { startsAt: slot.starts_at, endsAt: slot.ends_at },
      ),
    );
    if (overlapping) {
      return {
        ok: false,
        reason: 'overlap',
        other: { title: overlapping.title, startsAt: overlapping.starts_at },
      };
    }

    // Counted under the slot's lock: no other booking of this slot can be between this and the insert.
    if (slot.booked_count >= locked.capacity) return { ok: false, reason: 'full' };
    const booking = await trx
      .insertInto('class_bookings')
      .values({ class_id: slotId, user_id: userId, booked_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, created: true, booking, slot: { ...slot, booked_count: slot.booked_count + 1 } };
  });
}

export type CancelOutcome =
  | { ok: true; booking: ClassBooking; slot: FreeSlotRow }
  | { ok: false; reason: 'not_found' | 'not_booked' | 'started' };

/** Gives the student's seat in `slotId` back, before the slot starts. */
export async function cancelSlotBooking(
  db: Kysely<Tables>,
  { userId, slotId, now }: { userId: string; slotId: string; now: Date },
): Promise<CancelOutcome> {
  return db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const locked = await trx
      .selectFrom('live_classes')
      .select(['id', 'kind', 'starts_at'])
      .where('id', '=', slotId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked || locked.kind !== 'free') return { ok: false, reason: 'not_found' };
    const held = await trx
      .selectFrom('class_bookings')
      .select('id')
      .where('class_id', '=', slotId)
      .where('user_id', '=', userId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (!held) return { ok: false, reason: 'not_booked' };
    if (locked.starts_at.getTime() <= now.getTime()) return { ok: false, reason: 'started' };
    const booking = await trx
      .updateTable('class_bookings')
      .set({ cancelled_at: now })
      .where('id', '=', held.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The slot as it is now (a cancelled class too: the seat still goes back).
    const slot = await findFreeSlotRow(trx, slotId, { includeCancelled: true });
    if (!slot) return { ok: false, reason: 'not_found' };
    return { ok: true, booking, slot };
  });
}

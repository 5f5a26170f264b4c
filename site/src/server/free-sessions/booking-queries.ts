import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

/*
 * Reads of seat bookings (decision 074) for the places that decide who may join a class: the join
 * call, the demo room, the class lists and the reminder planner. Only active bookings count
 * (not cancelled).
 */

/** Whether the student holds an active booking of the class. */
export async function hasActiveBooking(
  db: Kysely<Tables>,
  { classId, userId }: { classId: string; userId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('class_bookings')
    .select('id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The active bookings among some classes, as `classId → userIds`: one statement for a batch. */
export async function activeBookingsOf(
  db: Kysely<Tables>,
  classIds: readonly string[],
  userIds?: readonly string[],
): Promise<Map<string, Set<string>>> {
  const booked = new Map<string, Set<string>>();
  if (classIds.length === 0 || userIds?.length === 0) return booked;
  let query = db
    .selectFrom('class_bookings')
    .select(['class_id', 'user_id'])
    .where('class_id', 'in', [...classIds])
    .where('cancelled_at', 'is', null);
  if (userIds) query = query.where('user_id', 'in', [...userIds]);
  for (const row of await query.execute()) {
    const users = booked.get(row.class_id) ?? new Set<string>();
    users.add(row.user_id);
    booked.set(row.class_id, users);
  }
  return booked;
}

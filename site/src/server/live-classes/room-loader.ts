import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { canJoinClass, needsBooking } from '@bimbel/domain/live-classes/class-booking';
import { canAttendClass } from '@bimbel/domain/live-classes/class-entitlement';
import { freeSessionId } from '@bimbel/domain/live-classes/free-session';
import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import type { Tables } from '../db/schema.ts';
import { hasActiveBooking } from '../free-sessions/booking-queries.ts';
import { toLiveClassBody } from './class-body.ts';
import { findClassRow, loadClassViewer, type ClassRow, type StudentClassViewer } from './class-queries.ts';

const ClassIdSchema = z.uuid();

/** A class as its demo room shows it: the student body plus the teacher's short bio. */
export type RoomClass = LiveClassBody & { teacherBio: string };

/**
 * What /bimbel/user/kelas/{id} shows:
 * - `room`: the class, for a student who may attend it (or a parent whose family has one);
 * - `not-entitled`: the class exists but is not for this profile's package or grade (403);
 * - `not-booked`: a free session's slot this student may book but has not (403; decision 074),
 *   with the way to book it;
 * - `cancelled`: the class was called off;
 * - `not-found`: no such class, or an id that is not one (404).
 */
export type ClassRoomData =
  | { kind: 'room'; liveClass: RoomClass; now: string }
  | { kind: 'not-entitled'; title: string }
  | { kind: 'not-booked'; title: string; bookingPath: string }
  | { kind: 'cancelled'; title: string }
  | { kind: 'not-found' };

type Access = 'enter' | 'not-entitled' | 'not-booked';

const asTarget = (row: ClassRow) => ({ kind: row.kind, grades: row.grades, stream: row.stream });

/** A student's access: entitled and, for a free session they must book, booked (decision 074). */
async function studentAccess(db: Kysely<Tables>, row: ClassRow, viewer: StudentClassViewer): Promise<Access> {
  if (!canAttendClass(asTarget(row), viewer)) return 'not-entitled';
  const booked =
    needsBooking(row.kind, viewer.subscriptionType) &&
    (await hasActiveBooking(db, { classId: row.id, userId: viewer.userId }));
  return canJoinClass(asTarget(row), viewer, booked) ? 'enter' : 'not-booked';
}

/** Whether the profile may be in the room: the student themself, or a parent for a student of the family. */
async function roomAccess(
  db: Kysely<Tables>,
  row: ClassRow,
  auth: { userId: string; accountId: string },
  now: Date,
): Promise<Access> {
  const viewer = await loadClassViewer(db, auth.userId, now);
  if (viewer) return studentAccess(db, row, viewer);
  const user = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', auth.userId)
    .where('account_id', '=', auth.accountId)
    .executeTakeFirst();
  if (user?.role !== 'parent') return 'not-entitled';
  // A child often joins on the parent's phone: the join call lets a parent ask for a family
  // student (decision 069), so the room lets the parent in when one of them may attend.
  const students = await db
    .selectFrom('users')
    .select('id')
    .where('account_id', '=', auth.accountId)
    .where('role', '=', 'student')
    .execute();
  for (const student of students) {
    const studentViewer = await loadClassViewer(db, student.id, now);
    if (studentViewer && (await studentAccess(db, row, studentViewer)) === 'enter') return 'enter';
  }
  return 'not-entitled';
}

/**
 * The demo room's data, read on the server; entitlement as the class calls decide it
 * (canAttendClass, decision 069; a free session's seat booked where one is needed, decision 074).
 */
export async function loadClassRoom(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
  classId: string,
  now: Date,
): Promise<ClassRoomData> {
  if (!ClassIdSchema.safeParse(classId).success) return { kind: 'not-found' };
  const row = await findClassRow(db, classId);
  if (!row) return { kind: 'not-found' };
  const access = await roomAccess(db, row, auth, now);
  if (access === 'not-entitled') return { kind: 'not-entitled', title: row.title };
  if (row.cancelled_at) return { kind: 'cancelled', title: row.title };
  if (access === 'not-booked') {
    return {
      kind: 'not-booked',
      title: row.title,
      bookingPath: slotSelectionPath({ session: freeSessionId(row), slot: row.id }),
    };
  }
  return {
    kind: 'room',
    liveClass: { ...toLiveClassBody(row, now), teacherBio: row.teacher_bio },
    now: now.toISOString(),
  };
}

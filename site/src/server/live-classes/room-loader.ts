import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { canAttendClass } from '@bimbel/domain/live-classes/class-entitlement';
import type { Tables } from '../db/schema.ts';
import { toLiveClassBody } from './class-body.ts';
import { findClassRow, loadClassViewer, type ClassRow } from './class-queries.ts';

const ClassIdSchema = z.uuid();

/** A class as its demo room shows it: the student body plus the teacher's short bio. */
export type RoomClass = LiveClassBody & { teacherBio: string };

/**
 * What /bimbel/user/kelas/{id} shows:
 * - `room`: the class, for a student who may attend it (or a parent whose family has one);
 * - `not-entitled`: the class exists but is not for this profile's package or grade (403);
 * - `cancelled`: the class was called off;
 * - `not-found`: no such class, or an id that is not one (404).
 */
export type ClassRoomData =
  | { kind: 'room'; liveClass: RoomClass; now: string }
  | { kind: 'not-entitled'; title: string }
  | { kind: 'cancelled'; title: string }
  | { kind: 'not-found' };

const asTarget = (row: ClassRow) => ({ kind: row.kind, grades: row.grades, stream: row.stream });

/** Whether the profile may be in the room: the student themself, or a parent for a student of the family. */
async function mayEnter(
  db: Kysely<Tables>,
  row: ClassRow,
  auth: { userId: string; accountId: string },
  now: Date,
): Promise<boolean> {
  const viewer = await loadClassViewer(db, auth.userId, now);
  if (viewer) return canAttendClass(asTarget(row), viewer);
  const user = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', auth.userId)
    .where('account_id', '=', auth.accountId)
    .executeTakeFirst();
  if (user?.role !== 'parent') return false;
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
    if (studentViewer && canAttendClass(asTarget(row), studentViewer)) return true;
  }
  return false;
}

/**
 * The demo room's data, read on the server; entitlement as the class calls decide it
 * (canAttendClass, decision 069).
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
  if (!(await mayEnter(db, row, auth, now))) return { kind: 'not-entitled', title: row.title };
  if (row.cancelled_at) return { kind: 'cancelled', title: row.title };
  return {
    kind: 'room',
    liveClass: { ...toLiveClassBody(row, now), teacherBio: row.teacher_bio },
    now: now.toISOString(),
  };
}

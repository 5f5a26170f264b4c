import { describeTeacherClash, intervalsOverlap } from '@bimbel/domain/live-classes/teacher-clash';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

/*
 * A teacher can never hold two overlapping classes (issue 23, decision 093). The class import
 * and the admin calls look for clashes first and answer them in words (409 `teacher_busy`);
 * the exclusion constraint `live_classes_teacher_no_overlap` (migration 0018) is the backstop
 * when two requests pass that check at the same instant: one of them gets SQLSTATE 23P01, which
 * the callers turn into the same 409 by checking again once the other has committed.
 */

export const TEACHER_OVERLAP_CONSTRAINT = 'live_classes_teacher_no_overlap';

/** Whether a database error is the teacher-overlap constraint refusing a write. */
export function isTeacherOverlapViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23P01' && (constraint === undefined || constraint === TEACHER_OVERLAP_CONSTRAINT);
}

/** A stored class that a change would overlap: what the message names. */
export type StoredClash = {
  id: string;
  externalId: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  teacherName: string;
};

/** A class as it would be after a change: its teacher and times, and which stored rows it replaces. */
export type PlannedClass = {
  teacherId: string;
  startsAt: Date;
  endsAt: Date;
};

/**
 * The stored, not cancelled classes of these teachers that overlap the planned ones, the first
 * (by start) for each planned class that has one. `exclude` leaves out stored rows the change
 * rewrites (the class being moved, the classes an import updates): their new times are the
 * planned ones.
 */
export async function findStoredClashes<T extends PlannedClass>(
  db: Kysely<Tables>,
  planned: readonly T[],
  exclude: { ids?: readonly string[]; externalIds?: readonly string[] } = {},
): Promise<Map<T, StoredClash>> {
  const clashes = new Map<T, StoredClash>();
  if (planned.length === 0) return clashes;
  const teacherIds = [...new Set(planned.map((item) => item.teacherId))];
  const from = new Date(Math.min(...planned.map((item) => item.startsAt.getTime())));
  const until = new Date(Math.max(...planned.map((item) => item.endsAt.getTime())));
  let query = db
    .selectFrom('live_classes')
    .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
    .select([
      'live_classes.id',
      'live_classes.external_id as externalId',
      'live_classes.title',
      'live_classes.starts_at as startsAt',
      'live_classes.ends_at as endsAt',
      'live_classes.teacher_id as teacherId',
      'teachers.full_name as teacherName',
    ])
    .where('live_classes.teacher_id', 'in', teacherIds)
    .where('live_classes.cancelled_at', 'is', null)
    .where('live_classes.starts_at', '<', until)
    .where('live_classes.ends_at', '>', from)
    .orderBy('live_classes.starts_at')
    .orderBy('live_classes.id');
  if (exclude.ids && exclude.ids.length > 0)
    query = query.where('live_classes.id', 'not in', [...exclude.ids]);
  const skipped = new Set(exclude.externalIds ?? []);
  const stored = (await query.execute()).filter((row) => !skipped.has(row.externalId));
  const byTeacher = new Map<string, typeof stored>();
  for (const row of stored) byTeacher.set(row.teacherId, [...(byTeacher.get(row.teacherId) ?? []), row]);
  for (const item of planned) {
    const other = byTeacher.get(item.teacherId)?.find((row) => intervalsOverlap(row, item));
    if (other) {
      clashes.set(item, {
        id: other.id,
        externalId: other.externalId,
        title: other.title,
        startsAt: other.startsAt,
        endsAt: other.endsAt,
        teacherName: other.teacherName,
      });
    }
  }
  return clashes;
}

/** The Indonesian sentence naming a stored clash. */
export function describeStoredClash(clash: StoredClash): string {
  return describeTeacherClash(clash);
}

import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { needsBooking } from '@bimbel/domain/live-classes/class-booking';
import { visibleClassKinds, type ClassViewer } from '@bimbel/domain/live-classes/class-entitlement';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
import type { LiveClass, Tables, Teacher } from '../db/schema.ts';
import { findCurrentSubscription } from '../sessions/subscription-queries.ts';

/** A class with the teacher fields every view shows. */
export type ClassRow = LiveClass & {
  teacher_slug: string;
  teacher_name: string;
  teacher_photo_url: string | null;
  teacher_bio: string;
};

/** A student as the class calls see them: who, which grade and stream, which subscription now. */
export type StudentClassViewer = ClassViewer & { userId: string; accountId: string };

/**
 * The student behind `userId` as entitlement reads them, or null when the user is not a student
 * (a parent's own profile) or has no readable grade.
 */
export async function loadClassViewer(
  db: Kysely<Tables>,
  userId: string,
  now: Date,
): Promise<StudentClassViewer | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'account_id', 'role', 'grade'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.role !== 'student' || !user.grade) return null;
  const grade = parseGradeValue(user.grade);
  if (!grade) return null;
  const current = await findCurrentSubscription(db, user.id);
  const state = resolveSubscriptionState(
    current && { type: current.type, status: current.status, endsAt: current.ends_at },
    now,
  );
  return {
    userId: user.id,
    accountId: user.account_id,
    grade: grade.grade,
    stream: grade.stream,
    subscriptionType: state.subscriptionType,
  };
}

function selectClassRows(db: Kysely<Tables>) {
  return db
    .selectFrom('live_classes')
    .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
    .selectAll('live_classes')
    .select([
      'teachers.slug as teacher_slug',
      'teachers.full_name as teacher_name',
      'teachers.photo_url as teacher_photo_url',
      'teachers.bio as teacher_bio',
    ]);
}

type ClassQuery = ReturnType<typeof selectClassRows>;

/** A student as the class lists read them: entitlement, and who, for their booked seats. */
export type ListViewer = ClassViewer & { userId: string };

/**
 * Narrows a class query to what a viewer may join (grade, stream, kinds; and for a student who
 * must book free sessions, only the slots they booked — decision 074) and, if given, focus
 * exams. Cancelled classes are left out unless `includeCancelled` (calendars must be told).
 */
function entitledTo<Q extends ClassQuery>(
  query: Q,
  viewer: ListViewer,
  focusExamIds: readonly string[] | undefined,
  { includeCancelled = false }: { includeCancelled?: boolean } = {},
): Q {
  let narrowed = query
    .where(sql<boolean>`live_classes.grades @> array[${viewer.grade}]::smallint[]`)
    .where((eb) =>
      eb.or([eb('live_classes.stream', 'is', null), eb('live_classes.stream', '=', viewer.stream)]),
    )
    .where('live_classes.kind', 'in', [...visibleClassKinds(viewer.subscriptionType)]);
  if (needsBooking('free', viewer.subscriptionType)) {
    narrowed = narrowed.where((eb) =>
      eb.or([
        eb('live_classes.kind', '!=', 'free'),
        eb.exists(
          eb
            .selectFrom('class_bookings')
            .select('class_bookings.id')
            .whereRef('class_bookings.class_id', '=', 'live_classes.id')
            .where('class_bookings.user_id', '=', viewer.userId)
            .where('class_bookings.cancelled_at', 'is', null),
        ),
      ]),
    );
  }
  if (!includeCancelled) narrowed = narrowed.where('live_classes.cancelled_at', 'is', null);
  if (focusExamIds && focusExamIds.length > 0) {
    narrowed = narrowed.where('live_classes.focus_exam_id', 'in', [...focusExamIds]);
  }
  return narrowed as Q;
}

/**
 * Ongoing and upcoming classes a student may attend that start before `until`: ongoing first,
 * then by start time (ties by id, so the order never changes between calls).
 */
export async function listCurrentClasses(
  db: Kysely<Tables>,
  viewer: ListViewer,
  { now, until, focusExamIds }: { now: Date; until: Date; focusExamIds?: readonly string[] },
): Promise<ClassRow[]> {
  return entitledTo(selectClassRows(db), viewer, focusExamIds)
    .where('live_classes.ends_at', '>', now)
    .where('live_classes.starts_at', '<', until)
    .orderBy('live_classes.starts_at', 'asc')
    .orderBy('live_classes.id', 'asc')
    .execute();
}

/**
 * A page of the classes a student may have attended that have ended, newest first. The order
 * (start time, then id) is total, so consecutive pages neither repeat nor skip a class.
 */
export async function listPastClasses(
  db: Kysely<Tables>,
  viewer: ListViewer,
  {
    now,
    limit,
    offset,
    focusExamIds,
  }: { now: Date; limit: number; offset: number; focusExamIds?: readonly string[] },
): Promise<{ rows: ClassRow[]; total: number }> {
  const past = <Q extends ClassQuery>(query: Q) =>
    entitledTo(query, viewer, focusExamIds).where('live_classes.ends_at', '<=', now) as Q;
  const [rows, count] = await Promise.all([
    past(selectClassRows(db))
      .orderBy('live_classes.starts_at', 'desc')
      .orderBy('live_classes.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    past(selectClassRows(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The classes a student may attend that start between `from` and `to`, cancelled ones included
 * (a calendar feed shows them as cancelled), by start time. Added for the calendar feed (decision 070).
 */
export async function listCalendarClasses(
  db: Kysely<Tables>,
  viewer: ListViewer,
  { from, to }: { from: Date; to: Date },
): Promise<ClassRow[]> {
  return entitledTo(selectClassRows(db), viewer, undefined, { includeCancelled: true })
    .where('live_classes.starts_at', '>=', from)
    .where('live_classes.starts_at', '<', to)
    .orderBy('live_classes.starts_at', 'asc')
    .orderBy('live_classes.id', 'asc')
    .execute();
}

/** One class with its teacher, cancelled or not; undefined when there is none. */
export async function findClassRow(db: Kysely<Tables>, classId: string): Promise<ClassRow | undefined> {
  return selectClassRows(db).where('live_classes.id', '=', classId).executeTakeFirst();
}

/**
 * The public timetable between two instants (a week on /jadwal): every class that is not
 * cancelled, optionally for one grade, by start time.
 */
export async function listTimetable(
  db: Kysely<Tables>,
  { from, to, grade }: { from: Date; to: Date; grade?: number },
): Promise<ClassRow[]> {
  let query = selectClassRows(db)
    .where('live_classes.starts_at', '>=', from)
    .where('live_classes.starts_at', '<', to)
    .where('live_classes.cancelled_at', 'is', null);
  if (grade !== undefined)
    query = query.where(sql<boolean>`live_classes.grades @> array[${grade}]::smallint[]`);
  return query.orderBy('live_classes.starts_at', 'asc').orderBy('live_classes.id', 'asc').execute();
}

/** Every teacher, verified first, then by name. */
export async function listTeachers(db: Kysely<Tables>): Promise<Teacher[]> {
  return db.selectFrom('teachers').selectAll().orderBy('verified', 'desc').orderBy('full_name').execute();
}

/** The classes of the given teachers that have not ended, soonest first, at most `perTeacher` each. */
export async function listUpcomingByTeacher(
  db: Kysely<Tables>,
  { now, perTeacher }: { now: Date; perTeacher: number },
): Promise<Map<string, ClassRow[]>> {
  const rows = await selectClassRows(db)
    .where('live_classes.ends_at', '>', now)
    .where('live_classes.cancelled_at', 'is', null)
    .orderBy('live_classes.starts_at', 'asc')
    .orderBy('live_classes.id', 'asc')
    .execute();
  const byTeacher = new Map<string, ClassRow[]>();
  for (const row of rows) {
    const list = byTeacher.get(row.teacher_id) ?? [];
    if (list.length < perTeacher) list.push(row);
    byTeacher.set(row.teacher_id, list);
  }
  return byTeacher;
}

/**
 * Records that a student was given a join URL: the first time, and the last time with a count.
 * One upsert, so two taps at once count both and never fail.
 */
export async function recordAttendance(
  db: Kysely<Tables>,
  { classId, userId, now }: { classId: string; userId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('class_attendance')
    .values({ class_id: classId, user_id: userId, first_joined_at: now, last_joined_at: now })
    .onConflict((conflict) =>
      conflict.columns(['class_id', 'user_id']).doUpdateSet({
        last_joined_at: now,
        join_count: sql<number>`class_attendance.join_count + 1`,
      }),
    )
    .execute();
}

export type { SelectQueryBuilder };

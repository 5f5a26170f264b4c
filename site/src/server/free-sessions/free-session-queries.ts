import { sql, type Kysely } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { toSubjectName, SUBJECTS } from '@bimbel/domain/catalogue/subject';
import type { FreeSession, FreeSlot, SlotState } from '@bimbel/domain/contracts/free-session-contracts';
import { seatsLeft, subscriptionCoversSlot } from '@bimbel/domain/live-classes/class-booking';
import { isForGrade } from '@bimbel/domain/live-classes/class-entitlement';
import {
  freeSessionId,
  freeSessionTitle,
  matchesFreeSessionFilter,
  type FreeSessionFilter,
  type FreeSessionKey,
} from '@bimbel/domain/live-classes/free-session';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import type { Stream, Tables } from '../db/schema.ts';
import { classCalendarPath } from '../live-classes/class-body.ts';
import { findCurrentSubscription } from '../sessions/subscription-queries.ts';

/*
 * Free sessions and their slots, read (decision 074): the slots are the free classes that have
 * not started, with their seats counted from the active bookings.
 */

/** Who is looking at slots: their state of each slot depends on it. */
export type SlotViewer =
  | { kind: 'anonymous' }
  | { kind: 'parent'; userId: string }
  | {
      kind: 'student';
      userId: string;
      /** Null when the profile has no readable grade (no slot is for them then). */
      grade: number | null;
      stream: Stream | null;
      subscriptionType: SubscriptionType;
      /** When the subscription in force ends (null = runs on). */
      subscriptionEndsAt: Date | null;
    };

/** The caller of a free-session read or booking, from their token's user id (none: anonymous). */
export async function loadSlotViewer(
  db: Kysely<Tables>,
  userId: string | undefined,
  now: Date,
): Promise<SlotViewer> {
  if (!userId) return { kind: 'anonymous' };
  const user = await db
    .selectFrom('users')
    .select(['id', 'role', 'grade'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return { kind: 'anonymous' };
  if (user.role !== 'student') return { kind: 'parent', userId: user.id };
  const grade = user.grade ? parseGradeValue(user.grade) : null;
  const current = await findCurrentSubscription(db, user.id);
  const state = resolveSubscriptionState(
    current && { type: current.type, status: current.status, endsAt: current.ends_at },
    now,
  );
  return {
    kind: 'student',
    userId: user.id,
    grade: grade?.grade ?? null,
    stream: grade?.stream ?? null,
    subscriptionType: state.subscriptionType,
    // An expired record's end no longer covers anything; a running one's end bounds what it covers.
    subscriptionEndsAt: state.status === 'active' ? (current?.ends_at ?? null) : null,
  };
}

/** A free class with what its slot shows: teacher and the seats taken. */
export type FreeSlotRow = {
  id: string;
  subject: string;
  grades: number[];
  stream: Stream | null;
  curriculum: string;
  title: string;
  topic: string;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  teacher_slug: string;
  teacher_name: string;
  booked_count: number;
};

function selectFreeSlotRows(
  db: Kysely<Tables>,
  { includeCancelled = false }: { includeCancelled?: boolean } = {},
) {
  const query = db
    .selectFrom('live_classes')
    .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
    .select([
      'live_classes.id',
      'live_classes.subject',
      'live_classes.grades',
      'live_classes.stream',
      'live_classes.curriculum',
      'live_classes.title',
      'live_classes.topic',
      'live_classes.starts_at',
      'live_classes.ends_at',
      'live_classes.capacity',
      'teachers.slug as teacher_slug',
      'teachers.full_name as teacher_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('class_bookings')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('class_bookings.class_id', '=', 'live_classes.id')
        .where('class_bookings.cancelled_at', 'is', null)
        .as('booked_count'),
    )
    .where('live_classes.kind', '=', 'free');
  return includeCancelled ? query : query.where('live_classes.cancelled_at', 'is', null);
}

type RawSlotRow = Omit<FreeSlotRow, 'booked_count'> & { booked_count: string | number | null };
const toSlotRow = (row: RawSlotRow): FreeSlotRow => ({ ...row, booked_count: Number(row.booked_count ?? 0) });

/** `live_classes` narrowed to one free session's classes (subject, grades, stream, curriculum). */
function ofSession<Q extends ReturnType<typeof selectFreeSlotRows>>(query: Q, key: FreeSessionKey): Q {
  return query
    .where('live_classes.subject', '=', key.subject as (typeof SUBJECTS)[number]['value'])
    .where(
      sql<boolean>`live_classes.grades = array[${sql.join(key.grades.map((grade) => sql`${grade}`))}]::smallint[]`,
    )
    .where(sql<boolean>`live_classes.stream is not distinct from ${key.stream}`)
    .where('live_classes.curriculum', '=', key.curriculum) as Q;
}

/**
 * The slots still to start (after `now`) between `from` and `to`, by start time (then id),
 * for one free session or, without `key`, every free session (optionally of one grade).
 */
export async function listFreeSlotRows(
  db: Kysely<Tables>,
  { now, from, to, key, grade }: { now: Date; from: Date; to: Date; key?: FreeSessionKey; grade?: number },
): Promise<FreeSlotRow[]> {
  let query = selectFreeSlotRows(db)
    .where('live_classes.starts_at', '>', now)
    .where('live_classes.starts_at', '>=', from)
    .where('live_classes.starts_at', '<', to);
  if (key) query = ofSession(query, key);
  if (grade !== undefined)
    query = query.where(sql<boolean>`live_classes.grades @> array[${grade}]::smallint[]`);
  const rows = await query
    .orderBy('live_classes.starts_at', 'asc')
    .orderBy('live_classes.id', 'asc')
    .execute();
  return rows.map(toSlotRow);
}

/**
 * One free class as a slot (started or not); undefined when it is not a free class, or is
 * cancelled unless `includeCancelled`.
 */
export async function findFreeSlotRow(
  db: Kysely<Tables>,
  slotId: string,
  options: { includeCancelled?: boolean } = {},
): Promise<FreeSlotRow | undefined> {
  const row = await selectFreeSlotRows(db, options).where('live_classes.id', '=', slotId).executeTakeFirst();
  return row && toSlotRow(row);
}

/** Whether a free session has ever had a class that was not cancelled (else it is unknown: 404). */
export async function freeSessionExists(db: Kysely<Tables>, key: FreeSessionKey): Promise<boolean> {
  const row = await ofSession(selectFreeSlotRows(db), key).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The slots among `slotIds` the student holds a seat in. */
export async function bookedSlotIds(
  db: Kysely<Tables>,
  userId: string,
  slotIds: readonly string[],
): Promise<Set<string>> {
  if (slotIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('class_bookings')
    .select('class_id')
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('class_id', 'in', [...slotIds])
    .execute();
  return new Set(rows.map((row) => row.class_id));
}

/** The caller's bookings among the rows (none for anyone but a student). */
export async function viewerBookings(
  db: Kysely<Tables>,
  viewer: SlotViewer,
  rows: readonly FreeSlotRow[],
): Promise<Set<string>> {
  if (viewer.kind !== 'student') return new Set();
  return bookedSlotIds(
    db,
    viewer.userId,
    rows.map((row) => row.id),
  );
}

/** What a slot is to the viewer (FreeSlotSchema's `state`). */
export function slotState(row: FreeSlotRow, viewer: SlotViewer, booked: ReadonlySet<string>): SlotState {
  if (viewer.kind === 'student') {
    if (booked.has(row.id)) return 'booked';
    if (viewer.grade === null || !isForGrade(row, { grade: viewer.grade, stream: viewer.stream }))
      return 'other-grade';
    const subscription = { subscriptionType: viewer.subscriptionType, endsAt: viewer.subscriptionEndsAt };
    if (subscriptionCoversSlot(subscription, row.starts_at)) return 'included';
  }
  return seatsLeft(row.capacity, row.booked_count) > 0 ? 'open' : 'full';
}

/** A slot row as the calls answer it. */
export function toFreeSlot(row: FreeSlotRow, state: SlotState): FreeSlot {
  return {
    id: row.id,
    freeSessionId: freeSessionId(row) ?? '',
    title: row.title,
    topic: row.topic,
    teacher: { slug: row.teacher_slug, name: row.teacher_name },
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    capacity: row.capacity,
    seatsLeft: seatsLeft(row.capacity, row.booked_count),
    state,
    calendarUrl: classCalendarPath(row.id),
  };
}

/** A free session's summary over some of its slots (in start order). */
export function toFreeSession(key: FreeSessionKey, slots: readonly FreeSlot[]): FreeSession {
  const teachers = new Map<string, { slug: string; name: string }>();
  for (const slot of slots) teachers.set(slot.teacher.slug, slot.teacher);
  return {
    id: freeSessionId(key) ?? '',
    title: freeSessionTitle(key),
    subject: key.subject,
    subjectName: toSubjectName(key.subject),
    grades: [...key.grades],
    stream: key.stream,
    curriculum: key.curriculum,
    teachers: [...teachers.values()],
    slotCount: slots.length,
    openSlotCount: slots.filter((slot) => slot.state === 'open').length,
    nextSlot: slots[0] ?? null,
  };
}

const SUBJECT_ORDER: readonly string[] = SUBJECTS.map((subject) => subject.value);
const STREAM_ORDER: readonly (Stream | null)[] = [null, 'SD', 'IPA', 'IPS', 'SMK'];

/**
 * Groups slot rows into their free sessions, keeps those passing `filter`, and orders them by
 * first grade, stream, subject and curriculum.
 */
export function groupFreeSessions(
  rows: readonly FreeSlotRow[],
  viewer: SlotViewer,
  booked: ReadonlySet<string>,
  filter: FreeSessionFilter,
): FreeSession[] {
  const sessions = new Map<string, { key: FreeSessionKey; slots: FreeSlot[] }>();
  for (const row of rows) {
    const id = freeSessionId(row);
    if (!id || !matchesFreeSessionFilter(row, filter)) continue;
    const session = sessions.get(id) ?? {
      key: { subject: row.subject, grades: row.grades, stream: row.stream, curriculum: row.curriculum },
      slots: [],
    };
    session.slots.push(toFreeSlot(row, slotState(row, viewer, booked)));
    sessions.set(id, session);
  }
  return [...sessions.values()]
    .sort(
      (a, b) =>
        (a.key.grades[0] ?? 0) - (b.key.grades[0] ?? 0) ||
        STREAM_ORDER.indexOf(a.key.stream) - STREAM_ORDER.indexOf(b.key.stream) ||
        SUBJECT_ORDER.indexOf(a.key.subject) - SUBJECT_ORDER.indexOf(b.key.subject) ||
        a.key.curriculum.localeCompare(b.key.curriculum),
    )
    .map((session) => toFreeSession(session.key, session.slots));
}

import { sql, type Kysely } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { needsBooking } from '@bimbel/domain/live-classes/class-booking';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
import type { ClassType, Stream, Tables } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';
import { findCurrentSubscription } from '../sessions/subscription-queries.ts';

/*
 * The demo's seats (decision 074), kept current by the demo roll-forward:
 * - every free slot of the demo timetable has 12 seats, and demo classmates (students of a demo
 *   account per grade, never shown by name) take some of them in each new slot, so the slot page
 *   shows slots with many seats, a few, one, or none left — as a real week would;
 * - a demo student who books free sessions (FREE, expired, PAUSED — Nadia, Ayu, Bagus, Citra)
 *   holds a seat in a free session running now, so "join a class at any hour" (decision 072)
 *   still holds for them.
 */

/** Seats of a demo free slot: a small group, so "nearly full" is real. */
export const DEMO_FREE_CAPACITY = 12;
/** Seats demo classmates take in a new demo free slot, picked by the slot's key. */
const DEMO_FILLS = [3, 6, 9, 11, 12] as const;
const CLASSMATES_PER_GRADE = Math.max(...DEMO_FILLS);
/** The demo classmates' accounts: +62 811-0000-1004 … -1012, one per grade. */
const classmatesPhone = (grade: number) => `+628110000${String(1000 + grade)}`;
const CLASSMATE_NAMES = [
  'Aditya',
  'Bunga',
  'Candra',
  'Dinda',
  'Eka',
  'Farhan',
  'Gita',
  'Hana',
  'Irfan',
  'Jihan',
  'Kevin',
  'Laras',
] as const;

function gradeValueOf(grade: number): string {
  if (grade <= 6) return `${grade}_SD_SD`;
  if (grade <= 9) return `${grade}__SMP/MTs`;
  return `${grade}_IPA_SMA/MA`;
}

/** How many seats classmates take in a slot: the same for a slot whatever the run (a hash of its key). */
export function demoFill(externalId: string): number {
  let hash = 7;
  for (const char of externalId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return DEMO_FILLS[hash % DEMO_FILLS.length] as number;
}

/** The classmates of each grade 4–12 (made once: an account per grade with its students). */
async function ensureClassmates(db: Kysely<Tables>): Promise<Map<number, string[]>> {
  const byGrade = new Map<number, string[]>();
  for (let grade = 4; grade <= 12; grade += 1) {
    await db
      .insertInto('accounts')
      .values({ phone_e164: classmatesPhone(grade) })
      .onConflict((conflict) => conflict.column('phone_e164').doNothing())
      .execute();
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('phone_e164', '=', classmatesPhone(grade))
      .executeTakeFirstOrThrow();
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('account_id', '=', account.id)
      .where('role', '=', 'student')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const missing = CLASSMATES_PER_GRADE - existing.length;
    if (missing > 0) {
      const [, stream, classType] = gradeValueOf(grade).split('_') as [string, string, string];
      const added = await db
        .insertInto('users')
        .values(
          Array.from({ length: missing }, (_, index) => ({
            account_id: account.id,
            role: 'student' as const,
            full_name: `${CLASSMATE_NAMES[(existing.length + index) % CLASSMATE_NAMES.length]} (teman demo kelas ${grade})`,
            grade: gradeValueOf(grade),
            class_type: classType as ClassType,
            stream: (stream || null) as Stream | null,
          })),
        )
        .returning('id')
        .execute();
      existing.push(...added);
    }
    byGrade.set(
      grade,
      existing.map((row) => row.id),
    );
  }
  return byGrade;
}

/**
 * Demo classmates take seats in the demo free slots still to start that none of them has
 * booked yet (new slots of the roll-forward): `demoFill` seats each, never more than are free.
 * The slot rows are locked first, as a booking locks them.
 */
async function fillNewFreeSlots(db: Kysely<Tables>, now: Date): Promise<number> {
  const classmates = await ensureClassmates(db);
  const classmateIds = [...classmates.values()].flat();
  const slots = await db
    .selectFrom('live_classes')
    .select(['id', 'external_id', 'grades', 'capacity'])
    .where('demo', '=', true)
    .where('kind', '=', 'free')
    .where('cancelled_at', 'is', null)
    .where('starts_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_bookings')
            .select('class_bookings.id')
            .whereRef('class_bookings.class_id', '=', 'live_classes.id')
            .where('class_bookings.user_id', 'in', classmateIds),
        ),
      ),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  if (slots.length === 0) return 0;
  const taken = new Map(
    (
      await db
        .selectFrom('class_bookings')
        .select(['class_id', (eb) => eb.fn.countAll<string>().as('count')])
        .where(
          'class_id',
          'in',
          slots.map((slot) => slot.id),
        )
        .where('cancelled_at', 'is', null)
        .groupBy('class_id')
        .execute()
    ).map((row) => [row.class_id, Number(row.count)]),
  );
  const rows: { class_id: string; user_id: string; booked_at: Date }[] = [];
  for (const slot of slots) {
    const pool = classmates.get(slot.grades[0] ?? 0) ?? [];
    const seats = Math.min(
      demoFill(slot.external_id),
      slot.capacity - (taken.get(slot.id) ?? 0),
      pool.length,
    );
    for (const userId of pool.slice(0, Math.max(0, seats)))
      rows.push({ class_id: slot.id, user_id: userId, booked_at: now });
  }
  for (let index = 0; index < rows.length; index += 500) {
    await db
      .insertInto('class_bookings')
      .values(rows.slice(index, index + 500))
      .onConflict((conflict) =>
        conflict.columns(['class_id', 'user_id']).where('cancelled_at', 'is', null).doNothing(),
      )
      .execute();
  }
  return rows.length;
}

/** How long an ongoing class must still run to count as "now" (the roll-forward's margin, decision 072). */
const ONGOING_MARGIN_MS = 20 * 60_000;

/**
 * Each demo student who books free sessions holds a seat in a free session of their grade that
 * runs now (the one the roll-forward guarantees), unless they hold one already.
 */
async function seatDemoStudentsInOngoingClasses(db: Kysely<Tables>, now: Date): Promise<number> {
  const names = DEMO_ACCOUNTS.flatMap((account) => account.students.map((student) => student.fullName));
  const students = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select(['users.id', 'users.grade'])
    .where('users.role', '=', 'student')
    .where('users.full_name', 'in', names)
    .where(
      'accounts.phone_e164',
      'in',
      DEMO_ACCOUNTS.map((account) => account.phone),
    )
    .execute();
  let seated = 0;
  for (const student of students) {
    const grade = student.grade ? parseGradeValue(student.grade) : null;
    if (!grade) continue;
    const current = await findCurrentSubscription(db, student.id);
    const state = resolveSubscriptionState(
      current && { type: current.type, status: current.status, endsAt: current.ends_at },
      now,
    );
    if (!needsBooking('free', state.subscriptionType)) continue;
    const ongoing = db
      .selectFrom('live_classes')
      .select('live_classes.id')
      .where('live_classes.kind', '=', 'free')
      .where('live_classes.cancelled_at', 'is', null)
      .where(sql<boolean>`live_classes.grades @> array[${grade.grade}]::smallint[]`)
      .where((eb) =>
        eb.or([eb('live_classes.stream', 'is', null), eb('live_classes.stream', '=', grade.stream)]),
      )
      .where('live_classes.starts_at', '<=', now)
      .where('live_classes.ends_at', '>=', new Date(now.getTime() + ONGOING_MARGIN_MS));
    const seatedAlready = await ongoing
      .innerJoin('class_bookings', 'class_bookings.class_id', 'live_classes.id')
      .where('class_bookings.user_id', '=', student.id)
      .where('class_bookings.cancelled_at', 'is', null)
      .executeTakeFirst();
    if (seatedAlready) continue;
    const target = await ongoing
      .orderBy('live_classes.starts_at', 'desc')
      .orderBy('live_classes.id')
      .executeTakeFirst();
    if (!target) continue;
    await db
      .insertInto('class_bookings')
      .values({ class_id: target.id, user_id: student.id, booked_at: now })
      .onConflict((conflict) =>
        conflict.columns(['class_id', 'user_id']).where('cancelled_at', 'is', null).doNothing(),
      )
      .execute();
    seated += 1;
  }
  return seated;
}

/** The demo's seats, kept current (run inside the roll-forward's transaction, after its classes). */
export async function rollDemoBookingsForward(
  db: Kysely<Tables>,
  now: Date,
): Promise<{ filled: number; seated: number }> {
  const filled = await fillNewFreeSlots(db, now);
  const seated = await seatDemoStudentsInOngoingClasses(db, now);
  return { filled, seated };
}

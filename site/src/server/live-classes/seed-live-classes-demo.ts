import { sql, type Kysely } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { visibleClassKinds } from '@bimbel/domain/live-classes/class-entitlement';
import type { LiveClassKind, NewLiveClass, Stream, Tables } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';
import { seedDemoRatings } from '../ratings/demo-ratings.ts';
import { rollDemoBookingsForward } from '../free-sessions/demo-bookings.ts';
import { ensureDemoTeachers } from './seed-demo-teachers.ts';
import {
  DEMO_SLOTS,
  demoClassRow,
  demoDates,
  mathListOf,
  slotInstance,
  topicOfWeek,
  weekdayOfDate,
} from './demo-timetable.ts';
import { DEMO_TOPICS, topicMediaPaths, type DemoTopicSlug } from './demo-topics.ts';

/** How far back and ahead the demo timetable reaches (Jakarta days). */
export const DEMO_DAYS_BEFORE = 14;
export const DEMO_DAYS_AFTER = 21;
/** Demo classes that ended longer ago than this are deleted: the table stays small. */
export const DEMO_KEEP_DAYS = 30;
/** An ongoing class counts for "now" only if it lasts at least this much longer (the roll-forward runs every 15 minutes). */
const ONGOING_MARGIN_MINUTES = 20;
const LIVE_STARTED_MINUTES_AGO = 20;
const LIVE_MINUTES = 90;

/** A grade a demo student is in, and the kinds of class that student sees. */
export type DemoGradeTarget = {
  key: string;
  grade: number;
  stream: Stream | null;
  kinds: readonly LiveClassKind[];
};

/** The grades of the demo students (site/src/server/demo/demo-accounts.ts), one per grade and stream. */
export function demoGradeTargets(): DemoGradeTarget[] {
  const targets = new Map<string, DemoGradeTarget>();
  for (const account of DEMO_ACCOUNTS) {
    for (const student of account.students) {
      const grade = parseGradeValue(student.grade);
      if (!grade) continue;
      const key = `${grade.grade}${grade.stream && grade.stream !== 'SD' ? `-${grade.stream.toLowerCase()}` : ''}`;
      const kinds = visibleClassKinds(student.subscription);
      const known = targets.get(key);
      // Two students of one grade: the class must be one both see, so keep the narrower kinds.
      if (!known || kinds.length < known.kinds.length) {
        targets.set(key, { key, grade: grade.grade, stream: grade.stream, kinds });
      }
    }
  }
  return [...targets.values()];
}

function teacherIdOf(teachers: Map<string, string>, slug: string): string {
  const id = teachers.get(slug);
  if (!id) throw new Error(`demo teacher ${slug} is missing`);
  return id;
}

async function insertClasses(db: Kysely<Tables>, rows: NewLiveClass[]): Promise<number> {
  let inserted = 0;
  for (let index = 0; index < rows.length; index += 100) {
    const result = await db
      .insertInto('live_classes')
      .values(rows.slice(index, index + 100))
      .onConflict((conflict) => conflict.column('external_id').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** The stream a class for a target is narrowed to: SMA streams and SMK; none for SD and SMP. */
function classStreamFor(target: DemoGradeTarget): Stream | null {
  return target.stream === 'IPA' || target.stream === 'IPS' || target.stream === 'SMK' ? target.stream : null;
}

/** The Matematika teachers who may take a grade's extra class, the grade's own teacher first. */
function liveTeacherCandidates(grade: number): string[] {
  const own = grade <= 6 ? 'rina-kartika' : grade <= 9 ? 'hendra-wijaya' : 'bima-prasetyo';
  const others = ['bima-prasetyo', 'hendra-wijaya', 'rina-kartika', 'yusuf-hakim', 'fajar-nugroho', 'dewi-anggraini'];
  return [own, ...others.filter((slug) => slug !== own)];
}

/**
 * The candidate least taken during the interval: the first with no class overlapping it (stored,
 * or about to be inserted), else the one whose classes overlap it for the fewest minutes — so the
 * extra classes of one pass go to different teachers (a teacher in three rooms at once is not a
 * credible demo).
 */
async function pickFreeTeacher(
  db: Kysely<Tables>,
  teachers: Map<string, string>,
  candidates: readonly string[],
  { startsAt, endsAt }: { startsAt: Date; endsAt: Date },
  pending: readonly NewLiveClass[],
): Promise<string> {
  const overlapping = [
    ...(await db
      .selectFrom('live_classes')
      .select(['teacher_id', 'starts_at', 'ends_at'])
      .where('cancelled_at', 'is', null)
      .where('starts_at', '<', endsAt)
      .where('ends_at', '>', startsAt)
      .execute()),
    ...pending.map((row) => ({
      teacher_id: row.teacher_id,
      starts_at: new Date(row.starts_at as Date),
      ends_at: new Date(row.ends_at as Date),
    })),
  ];
  const takenMs = new Map<string, number>();
  for (const row of overlapping) {
    const overlap = Math.min(row.ends_at.getTime(), endsAt.getTime()) - Math.max(row.starts_at.getTime(), startsAt.getTime());
    if (overlap > 0) takenMs.set(row.teacher_id, (takenMs.get(row.teacher_id) ?? 0) + overlap);
  }
  const ids = candidates.map((slug) => teacherIdOf(teachers, slug));
  let best = ids[0] ?? teacherIdOf(teachers, 'bima-prasetyo');
  for (const id of ids) if ((takenMs.get(id) ?? 0) < (takenMs.get(best) ?? 0)) best = id;
  return best;
}

/** Inserts an ongoing class for every demo grade that has none covering `now` (and the next minutes). */
async function ensureOngoingClasses(db: Kysely<Tables>, teachers: Map<string, string>, now: Date): Promise<number> {
  const coveredUntil = new Date(now.getTime() + ONGOING_MARGIN_MINUTES * 60_000);
  const rows: NewLiveClass[] = [];
  for (const target of demoGradeTargets()) {
    const ongoing = await db
      .selectFrom('live_classes')
      .select('id')
      .where(sql<boolean>`grades @> array[${target.grade}]::smallint[]`)
      .where((eb) => eb.or([eb('stream', 'is', null), eb('stream', '=', target.stream)]))
      .where('kind', 'in', [...target.kinds])
      .where('cancelled_at', 'is', null)
      .where('starts_at', '<=', now)
      .where('ends_at', '>=', coveredUntil)
      .limit(1)
      .executeTakeFirst();
    if (ongoing) continue;
    // Started 20 minutes before now, on a 5-minute mark: two calls a minute apart name one class.
    const fiveMinutes = 5 * 60_000;
    const startsAt = new Date(Math.floor(now.getTime() / fiveMinutes) * fiveMinutes - LIVE_STARTED_MINUTES_AGO * 60_000);
    const kind: LiveClassKind = target.kinds.includes('regular') ? 'regular' : 'free';
    const stream = classStreamFor(target);
    // Last week's topic: the extra class goes over it again instead of repeating tonight's class.
    const slug: DemoTopicSlug = topicOfWeek(mathListOf(target.grade, target.stream), startsAt, -1);
    const endsAt = new Date(startsAt.getTime() + LIVE_MINUTES * 60_000);
    const teacher = await pickFreeTeacher(db, teachers, liveTeacherCandidates(target.grade), { startsAt, endsAt }, rows);
    rows.push(
      demoClassRow({
        externalId: `demo:live:${target.key}:${startsAt.toISOString()}`,
        kind,
        subject: 'matematika',
        grade: target.grade,
        stream,
        focusExamId: null,
        teacherId: teacher,
        slug,
        startsAt,
        minutes: LIVE_MINUTES,
        now,
        extra: true,
      }),
    );
  }
  return rows.length > 0 ? insertClasses(db, rows) : 0;
}

/** Gives the demo classes that have ended the recording of their topic, when it has one. */
async function addRecordings(db: Kysely<Tables>, now: Date): Promise<void> {
  const ended = await db
    .selectFrom('live_classes')
    .select(['id', 'topic'])
    .where('demo', '=', true)
    .where('recording_url', 'is', null)
    .where('ends_at', '<=', now)
    .execute();
  const slugByName = new Map(
    (Object.keys(DEMO_TOPICS) as DemoTopicSlug[]).map((slug) => [DEMO_TOPICS[slug].name as string, slug]),
  );
  for (const row of ended) {
    const slug = slugByName.get(row.topic);
    const recording = slug ? topicMediaPaths(slug).recording : null;
    if (recording) await db.updateTable('live_classes').set({ recording_url: recording }).where('id', '=', row.id).execute();
  }
}

export type DemoTimetableOutcome = { inserted: number; deleted: number };

/**
 * Keeps the demo timetable current (decision 072), idempotently:
 * - the demo teachers exist;
 * - every slot of the weekly template has its class on every Jakarta day from 14 days before `now`
 *   to 21 days after (`demo:<slot>:<date>`, inserted with ON CONFLICT DO NOTHING);
 * - every grade of the demo students has a class it may attend going on at `now` (one is added,
 *   started 20 minutes ago, when none is), and a demo student who books free sessions holds a
 *   seat in it; demo classmates take some seats of each new free slot (decision 074);
 * - demo classes that have ended get their topic's recording, and demo attendance and ratings
 *   (ratings/demo-ratings.ts); those that ended more than 30 days ago are deleted.
 * Only rows marked `demo` are touched (besides the demo teachers). Runs in one transaction.
 */
export async function seedLiveClassesDemo(db: Kysely<Tables>, now: Date = new Date()): Promise<DemoTimetableOutcome> {
  return db.transaction().execute(async (trx) => {
    const teachers = await ensureDemoTeachers(trx);
    const rows: NewLiveClass[] = [];
    for (const date of demoDates(now, DEMO_DAYS_BEFORE, DEMO_DAYS_AFTER)) {
      const weekday = weekdayOfDate(date);
      for (const slot of DEMO_SLOTS) {
        if (slot.weekday === weekday) rows.push(slotInstance(slot, date, teacherIdOf(teachers, slot.teacher), now));
      }
    }
    let inserted = await insertClasses(trx, rows);
    inserted += await ensureOngoingClasses(trx, teachers, now);
    // Seats in the free sessions (decision 074): classmates in new slots, demo students in a running one.
    await rollDemoBookingsForward(trx, now);
    await addRecordings(trx, now);
    // Attendance and ratings of the classes that ended (decision 076): averages on a fresh demo.
    await seedDemoRatings(trx, now);
    const deleted = await trx
      .deleteFrom('live_classes')
      .where('demo', '=', true)
      .where('ends_at', '<', new Date(now.getTime() - DEMO_KEEP_DAYS * 86_400_000))
      .executeTakeFirst();
    return { inserted, deleted: Number(deleted.numDeletedRows) };
  });
}

/** The roll-forward the demo server runs on start and every 15 minutes: the same idempotent seed. */
export const rollDemoTimetableForward = seedLiveClassesDemo;

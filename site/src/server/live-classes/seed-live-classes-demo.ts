import { sql, type Kysely } from 'kysely';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import type { NewLiveClass, Tables } from '../db/schema.ts';
import { seedDemoRatings } from '../ratings/demo-ratings.ts';
import { rollDemoBookingsForward } from '../free-sessions/demo-bookings.ts';
import { ensureDemoTeachers } from './seed-demo-teachers.ts';
import { demoClassRow, demoTemplateRows } from './demo-class-row.ts';
import { isTermPlanKey, planTopicAt } from './demo-term-plans.ts';
import { EXTRA_MINUTES, planExtraClasses } from './demo-extra-classes.ts';
import { DEMO_SLOTS, demoDates, latestPlanPlaceBefore } from './demo-timetable.ts';
import { DEMO_TOPICS, topicMediaPaths, type DemoTopicSlug } from './demo-topics.ts';

export { demoGradeTargets, type DemoGradeTarget } from './demo-extra-classes.ts';

/**
 * How far back and ahead the demo timetable reaches (Jakarta days): exactly four weeks, today
 * included, so a group meeting f times a week shows 4f classes — the length of its term plan
 * (decision 094) — and never one topic twice. 13 days back still holds all of last week; 14
 * ahead all of next week (/jadwal, the student home and the sales pages show this week and next).
 */
export const DEMO_DAYS_BEFORE = 13;
export const DEMO_DAYS_AFTER = 14;
const MINUTE_MS = 60_000;

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

/**
 * Inserts the extra review classes `planExtraClasses` plans at `now` (demo-extra-classes.ts): for
 * demo grades with no class going on, in a gap of the grade's timetable, with a free Matematika
 * teacher of the grade's level. Each goes over the topic of the grade's latest Matematika class.
 */
async function ensureOngoingClasses(
  db: Kysely<Tables>,
  teachers: Map<string, string>,
  now: Date,
): Promise<number> {
  const around = EXTRA_MINUTES * 2 * MINUTE_MS;
  const classes = await db
    .selectFrom('live_classes')
    .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
    .select([
      'teachers.slug as teacher',
      'live_classes.grades',
      'live_classes.stream',
      'live_classes.kind',
      'live_classes.starts_at',
      'live_classes.ends_at',
    ])
    .where('live_classes.cancelled_at', 'is', null)
    .where('live_classes.starts_at', '<', new Date(now.getTime() + around))
    .where('live_classes.ends_at', '>', new Date(now.getTime() - around))
    .execute();
  const rows = planExtraClasses(now, classes).map((plan) =>
    demoClassRow({
      externalId: `demo:live:${plan.target.key}:${plan.startsAt.toISOString()}`,
      kind: plan.kind,
      subject: 'matematika',
      grade: plan.target.grade,
      stream: plan.stream,
      focusExamId: null,
      teacherId: teacherIdOf(teachers, plan.teacher),
      place: latestPlanPlaceBefore(plan.reviews, plan.startsAt),
      startsAt: plan.startsAt,
      minutes: Math.round((plan.endsAt.getTime() - plan.startsAt.getTime()) / MINUTE_MS),
      now,
      extra: true,
    }),
  );
  return rows.length > 0 ? insertClasses(db, rows) : 0;
}

/** A demo class's topic slug: from its plan place, else (an extra class) from its topic's name. */
const SLUG_BY_NAME = new Map(
  (Object.keys(DEMO_TOPICS) as DemoTopicSlug[]).map((slug) => [DEMO_TOPICS[slug].name as string, slug]),
);
export function demoTopicSlugOf(row: {
  topic: string;
  plan_key: string | null;
  plan_position: number | null;
}): DemoTopicSlug | null {
  if (row.plan_key && row.plan_position && isTermPlanKey(row.plan_key)) {
    return planTopicAt(row.plan_key, row.plan_position);
  }
  return SLUG_BY_NAME.get(row.topic) ?? null;
}

/** Gives the demo classes that have ended the recording of their topic. */
async function addRecordings(db: Kysely<Tables>, now: Date): Promise<void> {
  const ended = await db
    .selectFrom('live_classes')
    .select(['id', 'topic', 'plan_key', 'plan_position'])
    .where('demo', '=', true)
    .where('recording_url', 'is', null)
    .where('ends_at', '<=', now)
    .execute();
  for (const row of ended) {
    const slug = demoTopicSlugOf(row);
    if (slug) {
      await db
        .updateTable('live_classes')
        .set({ recording_url: topicMediaPaths(slug).recording })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

/**
 * Deletes demo classes a changed template no longer makes — rows from before the term plans
 * (no plan) or of a slot that is gone — and then the extra classes too, since they were placed
 * around the old classes; and every demo class that started before the first day of the window.
 */
async function deleteStaleDemoClasses(db: Kysely<Tables>, windowStart: Date): Promise<number> {
  const slotKeys = DEMO_SLOTS.map((slot) => slot.key);
  const stale = await db
    .deleteFrom('live_classes')
    .where('demo', '=', true)
    .where('external_id', 'not like', 'demo:live:%')
    .where((eb) =>
      eb.or([
        eb('plan_key', 'is', null),
        eb(sql<string>`split_part(external_id, ':', 2)`, 'not in', slotKeys),
      ]),
    )
    .executeTakeFirst();
  let deleted = Number(stale.numDeletedRows);
  if (deleted > 0) {
    const extras = await db
      .deleteFrom('live_classes')
      .where('demo', '=', true)
      .where('external_id', 'like', 'demo:live:%')
      .executeTakeFirst();
    deleted += Number(extras.numDeletedRows);
  }
  const old = await db
    .deleteFrom('live_classes')
    .where('demo', '=', true)
    .where('starts_at', '<', windowStart)
    .executeTakeFirst();
  return deleted + Number(old.numDeletedRows);
}

export type DemoTimetableOutcome = { inserted: number; deleted: number };

/**
 * Keeps the demo timetable current (decisions 072, 094), idempotently:
 * - the demo teachers exist;
 * - every slot of the weekly template has its class on every Jakarta day from 13 days before
 *   `now` to 14 days after (`demo:<slot>:<date>`, inserted with ON CONFLICT DO NOTHING), each
 *   with its place in its term plan; demo classes outside that window are deleted;
 * - every grade of the demo students has a class it may attend going on at `now` when a free
 *   teacher of its level and a gap in its timetable allow (an extra review class, started up to
 *   20 minutes ago), and a demo student who books free sessions holds a seat in it; demo
 *   classmates take some seats of each new free slot (decision 074);
 * - demo classes that have ended get their topic's recording, and demo attendance and ratings
 *   (ratings/demo-ratings.ts).
 * Only rows marked `demo` are touched (besides the demo teachers). Runs in one transaction.
 */
export async function seedLiveClassesDemo(
  db: Kysely<Tables>,
  now: Date = new Date(),
): Promise<DemoTimetableOutcome> {
  return db.transaction().execute(async (trx) => {
    const teachers = await ensureDemoTeachers(trx);
    const dates = demoDates(now, DEMO_DAYS_BEFORE, DEMO_DAYS_AFTER);
    const deleted = await deleteStaleDemoClasses(trx, atZone(`${dates[0]!} 00:00`));
    const rows = demoTemplateRows(now, DEMO_DAYS_BEFORE, DEMO_DAYS_AFTER, (slug) =>
      teacherIdOf(teachers, slug),
    );
    let inserted = await insertClasses(trx, rows);
    inserted += await ensureOngoingClasses(trx, teachers, now);
    // Seats in the free sessions (decision 074): classmates in new slots, demo students in a running one.
    await rollDemoBookingsForward(trx, now);
    await addRecordings(trx, now);
    // Attendance and ratings of the classes that ended (decision 076): averages on a fresh demo.
    await seedDemoRatings(trx, now);
    return { inserted, deleted };
  });
}

/** The roll-forward the demo server runs on start and every 15 minutes: the same idempotent seed. */
export const rollDemoTimetableForward = seedLiveClassesDemo;

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { startOfZonedWeek } from '@bimbel/domain/time/jakarta-week';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import type { Tables } from '../db/schema.ts';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { DEMO_TEACHERS } from './demo-teachers.ts';
import { DEMO_SLOTS } from './demo-timetable.ts';
import { DEMO_TOPICS, TOPIC_LISTS, topicMediaPaths, type DemoTopicSlug } from './demo-topics.ts';
import {
  demoGradeTargets,
  rollDemoTimetableForward,
  seedLiveClassesDemo,
  type DemoGradeTarget,
} from './seed-live-classes-demo.ts';
import { insertClass } from './testing/class-fixtures.ts';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');
const DAY = 86_400_000;

/** Monday 23 November 2026, 03.00 WIB, and other instants of that Jakarta week. */
const MONDAY_0300 = atZone('2026-11-23 03:00');
const WEDNESDAY_1300 = atZone('2026-11-25 13:00');
const SUNDAY_2350 = atZone('2026-11-29 23:50');
const NEXT_MONDAY_0300 = new Date(MONDAY_0300.getTime() + 7 * DAY);

function visibleTo(db: Kysely<Tables>, target: DemoGradeTarget) {
  return db
    .selectFrom('live_classes')
    .selectAll()
    .where(sql<boolean>`grades @> array[${target.grade}]::smallint[]`)
    .where((eb) => eb.or([eb('stream', 'is', null), eb('stream', '=', target.stream)]))
    .where('kind', 'in', [...target.kinds])
    .where('cancelled_at', 'is', null);
}

async function countClasses(db: Kysely<Tables>): Promise<number> {
  const row = await db.selectFrom('live_classes').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

function publicFileExists(url: string): boolean {
  expect(url.startsWith('/media/kelas/')).toBe(true);
  return fs.statSync(path.join(publicDir, url)).isFile();
}

describe('demo timetable template', () => {
  it('covers grades 4–12 with Matematika three times a week, Fisika and Kimia for SMP and SMA IPA', () => {
    const regular = DEMO_SLOTS.filter((slot) => slot.kind === 'regular');
    for (const grade of [4, 5, 6, 7, 8, 9]) {
      expect(regular.filter((slot) => slot.grade === grade && slot.subject === 'matematika')).toHaveLength(3);
    }
    for (const grade of [10, 11, 12]) {
      for (const stream of ['IPA', 'IPS', 'SMK'] as const) {
        expect(regular.filter((slot) => slot.grade === grade && slot.stream === stream && slot.subject === 'matematika')).toHaveLength(3);
      }
      for (const subject of ['fisika', 'kimia'] as const) {
        expect(regular.filter((slot) => slot.grade === grade && slot.stream === 'IPA' && slot.subject === subject).length).toBeGreaterThan(0);
      }
    }
    for (const grade of [7, 8, 9]) {
      expect(regular.filter((slot) => slot.grade === grade && slot.subject === 'fisika').length).toBeGreaterThan(0);
      expect(regular.filter((slot) => slot.grade === grade && slot.subject === 'kimia').length).toBeGreaterThan(0);
    }
  });

  it('has one or two free sessions per grade and UTBK-SNBT classes for grade 12', () => {
    for (let grade = 4; grade <= 12; grade += 1) {
      const free = DEMO_SLOTS.filter((slot) => slot.kind === 'free' && slot.grade === grade);
      expect(free.length).toBeGreaterThanOrEqual(1);
      expect(free.length).toBeLessThanOrEqual(2);
    }
    const focus = DEMO_SLOTS.filter((slot) => slot.kind === 'focus_exam');
    expect(focus.length).toBeGreaterThan(0);
    expect(focus.every((slot) => slot.grade === 12 && slot.focusExamId === 'utbk-snbt')).toBe(true);
  });

  it('holds classes on weekday evenings 16.00–21.00 WIB and weekend mornings, 60–90 minutes long', () => {
    for (const slot of DEMO_SLOTS) {
      const [hours, minutes] = slot.start.split(':').map(Number) as [number, number];
      const start = hours * 60 + minutes;
      const end = start + slot.minutes;
      expect(slot.minutes).toBeGreaterThanOrEqual(60);
      // A tryout is two hours: the timed questions, then the discussion (decision 077).
      expect(slot.minutes).toBeLessThanOrEqual(slot.topics === 'utbk-tryout' ? 120 : 90);
      if (slot.weekday <= 5) {
        expect(start).toBeGreaterThanOrEqual(16 * 60);
        expect(end).toBeLessThanOrEqual(21 * 60);
      } else {
        expect(start).toBeGreaterThanOrEqual(8 * 60);
        expect(end).toBeLessThanOrEqual(12 * 60);
      }
    }
  });

  it('never books a teacher, or a grade and stream, into two classes at once', () => {
    const overlaps = (a: (typeof DEMO_SLOTS)[number], b: (typeof DEMO_SLOTS)[number]) => {
      if (a.weekday !== b.weekday) return false;
      const start = (slot: typeof a) => Number(slot.start.slice(0, 2)) * 60 + Number(slot.start.slice(3));
      return start(a) < start(b) + b.minutes && start(b) < start(a) + a.minutes;
    };
    const sameStudents = (a: (typeof DEMO_SLOTS)[number], b: (typeof DEMO_SLOTS)[number]) =>
      a.grade === b.grade && (a.stream === null || b.stream === null || a.stream === b.stream);
    for (const [index, a] of DEMO_SLOTS.entries()) {
      for (const b of DEMO_SLOTS.slice(index + 1)) {
        if (!overlaps(a, b)) continue;
        expect(a.teacher === b.teacher, `${a.key} and ${b.key} share a teacher`).toBe(false);
        expect(sameStudents(a, b), `${a.key} and ${b.key} share students`).toBe(false);
      }
    }
  });

  it('uses only known teachers and slot keys that are unique', () => {
    const slugs = new Set(DEMO_TEACHERS.map((teacher) => teacher.slug));
    expect(DEMO_SLOTS.every((slot) => slugs.has(slot.teacher))).toBe(true);
    expect(new Set(DEMO_SLOTS.map((slot) => slot.key)).size).toBe(DEMO_SLOTS.length);
    expect(DEMO_TEACHERS.filter((teacher) => teacher.verified).length).toBeGreaterThan(DEMO_TEACHERS.length / 2);
  });

  it('has a real file under site/public for every material and recording of every topic', () => {
    for (const slug of Object.keys(DEMO_TOPICS) as DemoTopicSlug[]) {
      const paths = topicMediaPaths(slug);
      expect(publicFileExists(paths.summary), paths.summary).toBe(true);
      expect(publicFileExists(paths.slides), paths.slides).toBe(true);
      expect(fs.readFileSync(path.join(publicDir, paths.summary)).subarray(0, 5).toString()).toBe('%PDF-');
      if (paths.recording) expect(publicFileExists(paths.recording), paths.recording).toBe(true);
    }
  });

  it('has a recording for every Matematika topic of the demo students’ grades', () => {
    for (const list of ['matematika-5', 'matematika-8', 'matematika-9', 'matematika-10', 'matematika-11', 'matematika-12'] as const) {
      for (const slug of TOPIC_LISTS[list]) expect(topicMediaPaths(slug).recording, slug).not.toBeNull();
    }
  });
});

describeEachDatabase('demo timetable seed', (database) => {
  beforeEach(async () => {
    await resetTables(database());
  });

  async function expectEveryGradeHasAnOngoingClass(now: Date) {
    for (const target of demoGradeTargets()) {
      const ongoing = await visibleTo(database().db, target).where('starts_at', '<=', now).where('ends_at', '>', now).execute();
      expect(ongoing.length, `ongoing class for grade ${target.key}`).toBeGreaterThan(0);
    }
  }

  async function expectCurrentFor(now: Date) {
    const { db } = database();
    const targets = demoGradeTargets();
    expect(targets.map((target) => target.key).sort()).toEqual(['10-ips', '11-ipa', '12-smk', '5', '8', '9']);
    for (const target of targets) {
      const ongoing = await visibleTo(db, target).where('starts_at', '<=', now).where('ends_at', '>', now).execute();
      expect(ongoing.length, `ongoing class for grade ${target.key}`).toBeGreaterThan(0);

      const nextWeek = await visibleTo(db, target)
        .where('starts_at', '>', now)
        .where('starts_at', '<', new Date(now.getTime() + 7 * DAY))
        .execute();
      expect(nextWeek.length, `classes ahead for grade ${target.key}`).toBeGreaterThan(0);
      const weekEnd = startOfZonedWeek(now, 1);
      if (weekEnd.getTime() - now.getTime() > DAY) {
        expect(nextWeek.some((row) => row.starts_at < weekEnd), `later this week for grade ${target.key}`).toBe(true);
      }

      const past = await visibleTo(db, target).where('ends_at', '<=', now).where('recording_url', 'is not', null).execute();
      expect(past.length, `past classes with a recording for grade ${target.key}`).toBeGreaterThan(0);
      for (const row of past) {
        // The recording is the one made for the class's topic.
        const slug = (Object.keys(DEMO_TOPICS) as DemoTopicSlug[]).find((key) => DEMO_TOPICS[key].name === row.topic);
        expect(slug).toBeDefined();
        expect(row.recording_url).toBe(topicMediaPaths(slug as DemoTopicSlug).recording);
      }
    }
    // The extra "ongoing" classes go to a teacher who is free then: nobody teaches two classes at once.
    const rows = await db.selectFrom('live_classes').select(['teacher_id', 'starts_at', 'ends_at', 'external_id']).orderBy('starts_at').execute();
    const byTeacher = new Map<string, typeof rows>();
    for (const row of rows) byTeacher.set(row.teacher_id, [...(byTeacher.get(row.teacher_id) ?? []), row]);
    for (const list of byTeacher.values()) {
      for (let index = 1; index < list.length; index += 1) {
        const previous = list[index - 1]!;
        const current = list[index]!;
        expect(current.starts_at >= previous.ends_at, `${previous.external_id} overlaps ${current.external_id}`).toBe(true);
      }
    }
    const upcomingWithRecording = await db
      .selectFrom('live_classes')
      .select('id')
      .where('ends_at', '>', now)
      .where('recording_url', 'is not', null)
      .execute();
    expect(upcomingWithRecording).toHaveLength(0);
  }

  it('spreads the extra ongoing classes of a busy evening over different teachers', async () => {
    // Wednesday 17.45 WIB: most Matematika teachers are teaching their own timetable.
    const evening = new Date(WEDNESDAY_1300.getTime() + (4 * 60 + 45) * 60_000);
    await seedLiveClassesDemo(database().db, evening);
    await expectEveryGradeHasAnOngoingClass(evening);
    const extras = await database()
      .db.selectFrom('live_classes')
      .select(['teacher_id', 'external_id'])
      .where('external_id', 'like', 'demo:live:%')
      .execute();
    expect(extras.length).toBeGreaterThan(1);
    expect(new Set(extras.map((row) => row.teacher_id)).size, JSON.stringify(extras)).toBe(extras.length);
  });

  for (const [label, now] of [
    ['Monday 03.00 WIB', MONDAY_0300],
    ['Wednesday 13.00 WIB', WEDNESDAY_1300],
    ['Sunday 23.50 WIB', SUNDAY_2350],
  ] as const) {
    it(`gives every demo grade an ongoing class, classes ahead and past classes with recordings (${label})`, async () => {
      await seedLiveClassesDemo(database().db, now);
      await expectCurrentFor(now);
    });
  }

  it('names the extra "ongoing now" classes as such: Kelas Tambahan for the programme, Kelas Gratis for everyone', async () => {
    const { db } = database();
    await seedLiveClassesDemo(db, MONDAY_0300);
    const extra = await db.selectFrom('live_classes').select(['title', 'kind', 'grades', 'starts_at', 'ends_at']).where('external_id', 'like', 'demo:live:%').execute();
    expect(extra).toHaveLength(demoGradeTargets().length);
    for (const row of extra) {
      expect(row.title).toMatch(row.kind === 'free' ? /^Kelas Gratis: / : /^Kelas Tambahan Matematika Kelas \d+/);
      expect(row.starts_at.getTime()).toBe(MONDAY_0300.getTime() - 20 * 60_000);
      expect(row.ends_at.getTime() - row.starts_at.getTime()).toBe(90 * 60_000);
    }
    // Raka (grade 8, PAID) gets a programme class; Nadia (grade 5, FREE) a free one.
    expect(extra.find((row) => row.grades.includes(8))?.kind).toBe('regular');
    expect(extra.find((row) => row.grades.includes(5))?.kind).toBe('free');
  });

  it('stays current a week after the first seed when rolled forward', async () => {
    const { db } = database();
    await seedLiveClassesDemo(db, MONDAY_0300);
    await rollDemoTimetableForward(db, NEXT_MONDAY_0300);
    await expectCurrentFor(NEXT_MONDAY_0300);
  });

  it('adds nothing when run twice at the same moment', async () => {
    const { db } = database();
    const first = await seedLiveClassesDemo(db, WEDNESDAY_1300);
    expect(first.inserted).toBeGreaterThan(DEMO_SLOTS.length * 4);
    const count = await countClasses(db);
    const second = await seedLiveClassesDemo(db, WEDNESDAY_1300);
    expect(second.inserted).toBe(0);
    expect(await countClasses(db)).toBe(count);
    const teachers = await db.selectFrom('teachers').select('slug').execute();
    expect(teachers).toHaveLength(DEMO_TEACHERS.length);
  });

  it('rolls a demo seeded five weeks ago forward: this week has its classes, old ones are deleted', async () => {
    const { db } = database();
    const longAgo = new Date(WEDNESDAY_1300.getTime() - 35 * DAY);
    await seedLiveClassesDemo(db, longAgo);
    const weekStart = startOfZonedWeek(WEDNESDAY_1300);
    const weekEnd = startOfZonedWeek(WEDNESDAY_1300, 1);
    const before = await db.selectFrom('live_classes').select('id').where('starts_at', '>=', weekStart).where('starts_at', '<', weekEnd).execute();
    expect(before).toHaveLength(0);

    const outcome = await rollDemoTimetableForward(db, WEDNESDAY_1300);
    expect(outcome.deleted).toBeGreaterThan(0);
    const thisWeek = await db
      .selectFrom('live_classes')
      .select(['external_id'])
      .where('starts_at', '>=', weekStart)
      .where('starts_at', '<', weekEnd)
      .where('external_id', 'not like', 'demo:live:%')
      .execute();
    expect(thisWeek).toHaveLength(DEMO_SLOTS.length);
    const oldest = await db.selectFrom('live_classes').select((eb) => eb.fn.min('ends_at').as('oldest')).executeTakeFirstOrThrow();
    expect(new Date(oldest.oldest as Date).getTime()).toBeGreaterThanOrEqual(WEDNESDAY_1300.getTime() - 30 * DAY);
    await expectCurrentFor(WEDNESDAY_1300);
  });

  it('touches only demo rows: an imported class that ended long ago stays', async () => {
    const { db } = database();
    await seedLiveClassesDemo(db, MONDAY_0300);
    const teacher = await db.selectFrom('teachers').select('id').limit(1).executeTakeFirstOrThrow();
    const old = new Date(MONDAY_0300.getTime() - 90 * DAY);
    await insertClass(db, {
      external_id: 'import:old-class',
      title: 'Kelas lama',
      topic: 'Topik lama',
      teacher_id: teacher.id,
      starts_at: old,
      ends_at: new Date(old.getTime() + 3_600_000),
      capacity: 30,
    });
    await rollDemoTimetableForward(db, NEXT_MONDAY_0300);
    const kept = await db.selectFrom('live_classes').select(['recording_url']).where('external_id', '=', 'import:old-class').executeTakeFirst();
    expect(kept).toEqual({ recording_url: null });
  });

  it('points every material and recording of the seeded classes at a file under site/public', async () => {
    const { db } = database();
    await seedLiveClassesDemo(db, WEDNESDAY_1300);
    const rows = await db.selectFrom('live_classes').select(['materials', 'recording_url']).execute();
    const urls = new Set<string>();
    for (const row of rows) {
      expect(row.materials.length).toBeGreaterThanOrEqual(1);
      expect(row.materials.length).toBeLessThanOrEqual(2);
      for (const material of row.materials) urls.add(material.url);
      if (row.recording_url) urls.add(row.recording_url);
    }
    for (const url of urls) expect(publicFileExists(url), url).toBe(true);
  });
});

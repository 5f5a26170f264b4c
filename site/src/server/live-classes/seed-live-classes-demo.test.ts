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
import { DEMO_SLOTS, teachesLevel } from './demo-timetable.ts';
import { DEMO_TOPICS, topicMediaPaths, type DemoTopicSlug } from './demo-topics.ts';
import {
  demoGradeTargets,
  demoTopicSlugOf,
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
  const row = await db
    .selectFrom('live_classes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function publicFileExists(url: string): boolean {
  expect(url.startsWith('/media/kelas/')).toBe(true);
  return fs.statSync(path.join(publicDir, url)).isFile();
}

describe('demo class media', () => {
  it('has a real summary and slides PDF under site/public for every topic', () => {
    for (const slug of Object.keys(DEMO_TOPICS) as DemoTopicSlug[]) {
      const paths = topicMediaPaths(slug);
      expect(publicFileExists(paths.summary), paths.summary).toBe(true);
      expect(publicFileExists(paths.slides), paths.slides).toBe(true);
      expect(fs.readFileSync(path.join(publicDir, paths.summary)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('names every topic’s recording after the topic, an MP4 under site/public', () => {
    // The narrated recordings are rendered by the video pipeline from each topic's lesson
    // (decision 091; demo-recordings.test.ts checks what they say).
    for (const slug of Object.keys(DEMO_TOPICS) as DemoTopicSlug[]) {
      const { recording } = topicMediaPaths(slug);
      expect(recording).toBe(`/media/kelas/rekaman/${slug}.mp4`);
      expect(fs.readFileSync(path.join(publicDir, recording)).subarray(4, 8).toString(), slug).toBe('ftyp');
    }
  });
});

describeEachDatabase('demo timetable seed', (database) => {
  beforeEach(async () => {
    await resetTables(database());
  });

  /**
   * A class going on at `now` for Raka, Nadia, Dimas and Ayu (the roster leaves Citra's and Bagus's
   * levels without a free teacher on some evenings: demo-extra-classes.test.ts).
   */
  async function expectEveryGradeHasAClassNow(now: Date) {
    for (const target of demoGradeTargets().filter((candidate) =>
      ['8', '5', '11-ipa', '10-ips'].includes(candidate.key),
    )) {
      const now_ = await visibleTo(database().db, target)
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .execute();
      expect(now_.length, `a class now for grade ${target.key} at ${now.toISOString()}`).toBeGreaterThan(0);
    }
  }

  async function expectNoClashes(now: Date) {
    const { db } = database();
    const rows = await db
      .selectFrom('live_classes')
      .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
      .select([
        'live_classes.teacher_id',
        'teachers.slug as teacher',
        'live_classes.starts_at',
        'live_classes.ends_at',
        'live_classes.external_id',
        'live_classes.grades',
        'live_classes.stream',
        'live_classes.kind',
      ])
      .where('live_classes.cancelled_at', 'is', null)
      .orderBy('live_classes.starts_at')
      .execute();
    const expectSequential = (list: typeof rows, label: string) => {
      for (let index = 1; index < list.length; index += 1) {
        const previous = list[index - 1]!;
        const current = list[index]!;
        expect(
          current.starts_at >= previous.ends_at,
          `${label}: ${previous.external_id} overlaps ${current.external_id} (${now.toISOString()})`,
        ).toBe(true);
      }
    };
    // No teacher in two classes at once, the extra "ongoing" classes included.
    for (const teacher of new Set(rows.map((row) => row.teacher_id))) {
      expectSequential(
        rows.filter((row) => row.teacher_id === teacher),
        'teacher',
      );
    }
    // No demo student sees two classes at once.
    for (const target of demoGradeTargets()) {
      const seen = rows.filter(
        (row) =>
          row.grades.includes(target.grade) &&
          (row.stream === null || row.stream === target.stream) &&
          target.seenKinds.includes(row.kind),
      );
      expectSequential(seen, `grade ${target.key}`);
    }
    // Teachers teach their own levels, the extra classes too.
    for (const row of rows) {
      expect(
        teachesLevel(row.teacher, row.grades[0]!, row.stream, row.kind),
        `${row.external_id} by ${row.teacher}`,
      ).toBe(true);
    }
  }

  async function expectCurrentFor(now: Date) {
    const { db } = database();
    const targets = demoGradeTargets();
    expect(targets.map((target) => target.key).sort()).toEqual(['10-ips', '11-ipa', '12-smk', '5', '8', '9']);
    await expectEveryGradeHasAClassNow(now);
    for (const target of targets) {
      const nextWeek = await visibleTo(db, target)
        .where('starts_at', '>', now)
        .where('starts_at', '<', new Date(now.getTime() + 7 * DAY))
        .execute();
      expect(nextWeek.length, `classes ahead for grade ${target.key}`).toBeGreaterThan(0);

      const past = await visibleTo(db, target).where('ends_at', '<=', now).execute();
      expect(past.length, `past classes for grade ${target.key}`).toBeGreaterThan(0);
      for (const row of past) {
        // Every class that has ended has the recording made for its own topic.
        const slug = demoTopicSlugOf(row);
        expect(slug, row.external_id).not.toBeNull();
        expect(DEMO_TOPICS[slug as DemoTopicSlug].name).toBe(row.topic);
        expect(row.recording_url).toBe(topicMediaPaths(slug as DemoTopicSlug).recording);
      }
    }
    await expectNoClashes(now);
    const upcomingWithRecording = await db
      .selectFrom('live_classes')
      .select('id')
      .where('ends_at', '>', now)
      .where('recording_url', 'is not', null)
      .execute();
    expect(upcomingWithRecording).toHaveLength(0);
    // Consecutive classes of a group teach consecutive meetings of its plan, none twice.
    const math8 = await db
      .selectFrom('live_classes')
      .select(['plan_key', 'plan_position', 'plan_length', 'topic'])
      .where('external_id', 'like', 'demo:smp8-mat-%')
      .orderBy('starts_at')
      .execute();
    expect(math8).toHaveLength(8);
    expect(new Set(math8.map((row) => row.topic)).size).toBe(8);
    for (let index = 1; index < math8.length; index += 1) {
      expect(math8[index]!.plan_position).toBe((math8[index - 1]!.plan_position! % 8) + 1);
    }
  }

  it('spreads the extra ongoing classes of a busy evening over free teachers of the right level', async () => {
    // Wednesday 18.10 WIB: most Matematika teachers are teaching their own timetable.
    const evening = atZone('2026-11-25 18:10');
    await seedLiveClassesDemo(database().db, evening);
    await expectEveryGradeHasAClassNow(evening);
    await expectNoClashes(evening);
    const extras = await database()
      .db.selectFrom('live_classes')
      .select(['teacher_id', 'external_id', 'starts_at', 'ends_at'])
      .where('external_id', 'like', 'demo:live:%')
      .execute();
    expect(extras.length).toBeGreaterThan(1);
    expect(new Set(extras.map((row) => row.teacher_id)).size, JSON.stringify(extras)).toBe(extras.length);
    // Raka's extra class started at 17.50 and ends when his Fisika class begins at 19.00.
    const raka = extras.find((row) => row.external_id.startsWith('demo:live:8:'));
    expect(raka?.starts_at.getTime()).toBe(atZone('2026-11-25 17:50').getTime());
    expect(raka?.ends_at.getTime()).toBe(atZone('2026-11-25 19:00').getTime());
  });

  it('shortens the extra class of a grade whose own class is about to start, and adds none during it', async () => {
    const { db } = database();
    // Monday 18.50 WIB: Raka's Matematika class starts at 19.00.
    const beforeClass = atZone('2026-11-23 18:50');
    await seedLiveClassesDemo(db, beforeClass);
    const extra = await db
      .selectFrom('live_classes')
      .select(['starts_at', 'ends_at'])
      .where('external_id', 'like', 'demo:live:8:%')
      .executeTakeFirstOrThrow();
    expect(extra.ends_at.getTime()).toBe(atZone('2026-11-23 19:00').getTime());
    await expectEveryGradeHasAClassNow(beforeClass);
    await expectNoClashes(beforeClass);
    // 19.20: his class is going on; nothing is added for him.
    await rollDemoTimetableForward(db, atZone('2026-11-23 19:20'));
    const extras = await db
      .selectFrom('live_classes')
      .select('id')
      .where('external_id', 'like', 'demo:live:8:%')
      .execute();
    expect(extras).toHaveLength(1);
  });

  it('keeps every teacher and demo student free of clashes at many moments and after roll-forwards', async () => {
    const { db } = database();
    const start = atZone('2026-11-23 15:35');
    // A first seed on Monday afternoon, then the roll-forwards 15 minutes, a day and a week later.
    const moments = [0, 15, 24 * 60, 7 * 24 * 60].map(
      (minutes) => new Date(start.getTime() + minutes * 60_000),
    );
    for (const now of moments) {
      await rollDemoTimetableForward(db, now);
      await expectEveryGradeHasAClassNow(now);
      await expectNoClashes(now);
    }
  }, 120_000);

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
    const extra = await db
      .selectFrom('live_classes')
      .select(['title', 'kind', 'grades', 'starts_at', 'ends_at'])
      .where('external_id', 'like', 'demo:live:%')
      .execute();
    expect(extra).toHaveLength(demoGradeTargets().length);
    for (const row of extra) {
      expect(row.title).toMatch(
        row.kind === 'free' ? /^Kelas Gratis: / : /^Kelas Tambahan Matematika Kelas \d+/,
      );
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
    const before = await db
      .selectFrom('live_classes')
      .select('id')
      .where('starts_at', '>=', weekStart)
      .where('starts_at', '<', weekEnd)
      .execute();
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
    // Nothing that started before the window's first day (13 days back, Thursday 12 November) is kept.
    const oldest = await db
      .selectFrom('live_classes')
      .select((eb) => eb.fn.min('starts_at').as('oldest'))
      .executeTakeFirstOrThrow();
    expect(new Date(oldest.oldest as Date).getTime()).toBeGreaterThanOrEqual(
      atZone('2026-11-12 00:00').getTime(),
    );
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
    const kept = await db
      .selectFrom('live_classes')
      .select(['recording_url'])
      .where('external_id', '=', 'import:old-class')
      .executeTakeFirst();
    expect(kept).toEqual({ recording_url: null });
  });

  it('points every material of the seeded classes at a file under site/public, every recording at its topic’s', async () => {
    const { db } = database();
    await seedLiveClassesDemo(db, WEDNESDAY_1300);
    const rows = await db
      .selectFrom('live_classes')
      .select(['materials', 'recording_url', 'topic', 'plan_key', 'plan_position'])
      .execute();
    const urls = new Set<string>();
    for (const row of rows) {
      expect(row.materials.length).toBe(2);
      for (const material of row.materials) urls.add(material.url);
      const slug = demoTopicSlugOf(row) as DemoTopicSlug;
      expect(row.materials.map((material) => material.url)).toEqual([
        topicMediaPaths(slug).slides,
        topicMediaPaths(slug).summary,
      ]);
      if (row.recording_url) expect(row.recording_url).toBe(`/media/kelas/rekaman/${slug}.mp4`);
    }
    for (const url of urls) expect(publicFileExists(url), url).toBe(true);
  });

  it('replaces the classes of an older template: rows without a plan or of a gone slot, and the extras placed around them', async () => {
    const { db } = database();
    await seedLiveClassesDemo(db, MONDAY_0300);
    const at = atZone('2026-11-25 19:00');
    // The old timetable had kelas 8 Matematika on Wednesday 19.00 too, without a plan. Its own
    // teacher: the database refuses to put Pak Hendra in two classes at once (decision 093).
    await insertClass(db, {
      external_id: 'demo:smp8-mat-3-1900:2026-11-25',
      title: 'Matematika Kelas 8: Teorema Pythagoras',
      topic: 'Teorema Pythagoras',
      starts_at: at,
      ends_at: new Date(at.getTime() + 90 * 60_000),
      capacity: 60,
      demo: true,
    });
    const outcome = await rollDemoTimetableForward(db, new Date(MONDAY_0300.getTime() + 15 * 60_000));
    expect(outcome.deleted).toBeGreaterThanOrEqual(1 + demoGradeTargets().length);
    const stale = await db
      .selectFrom('live_classes')
      .select('id')
      .where('external_id', '=', 'demo:smp8-mat-3-1900:2026-11-25')
      .execute();
    expect(stale).toHaveLength(0);
    await expectCurrentFor(new Date(MONDAY_0300.getTime() + 15 * 60_000));
  });
});

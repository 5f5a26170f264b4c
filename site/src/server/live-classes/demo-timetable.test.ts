import { describe, expect, it } from 'vitest';
import { isForGrade } from '@bimbel/domain/live-classes/class-entitlement';
import { atZone, inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { NewLiveClass, Stream } from '../db/schema.ts';
import { demoTemplateRows } from './demo-class-row.ts';
import { DEMO_TEACHERS } from './demo-teachers.ts';
import {
  TERM_PLAN_KEYS,
  TERM_PLANS,
  plannedTopicSlugs,
  planTopicAt,
  type TermPlanKey,
} from './demo-term-plans.ts';
import {
  DEMO_SLOTS,
  DEMO_TEACHER_LEVELS,
  groupClassesBefore,
  latestPlanPlaceBefore,
  slotWeekOffsetMs,
  teachesLevel,
  type DemoSlot,
} from './demo-timetable.ts';
import { DEMO_TOPICS, type DemoTopicSlug } from './demo-topics.ts';
import { DEMO_DAYS_AFTER, DEMO_DAYS_BEFORE } from './seed-live-classes-demo.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 23 November 2026, 00.00 WIB. */
const MONDAY = atZone('2026-11-23 00:00');
/** Every hour of that Jakarta week (WIB has no daylight saving time: 168 hours). */
const EVERY_HOUR_OF_A_WEEK = Array.from(
  { length: 168 },
  (_, hour) => new Date(MONDAY.getTime() + hour * HOUR),
);

type Row = NewLiveClass & { starts_at: Date; ends_at: Date; external_id: string };

/*
 * The template's classes depend on the Jakarta day of `now` (the window is whole days) and, for
 * the recording only, on the hour; the hourly tests reuse a day's classes (a test below checks
 * two hours of one day give the same classes).
 */
const rowsOfDay = new Map<string, Row[]>();
function rowsAt(now: Date): Row[] {
  const day = inZone(now).format('YYYY-MM-DD');
  const known = rowsOfDay.get(day);
  if (known) return known;
  const rows = demoTemplateRows(now, DEMO_DAYS_BEFORE, DEMO_DAYS_AFTER, (slug) => slug) as Row[];
  rowsOfDay.set(day, rows);
  return rows;
}

const slotOf = (row: Row): DemoSlot => {
  const key = row.external_id.split(':')[1];
  const slot = DEMO_SLOTS.find((candidate) => candidate.key === key);
  if (!slot) throw new Error(`no slot for ${row.external_id}`);
  return slot;
};

/** The viewers a class may have: every grade with each of its streams, seeing every kind (a PAID student). */
const VIEWERS: { grade: number; stream: Stream | null }[] = [4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap((grade) =>
  grade <= 6
    ? [{ grade, stream: 'SD' as Stream | null }]
    : grade <= 9
      ? [{ grade, stream: null as Stream | null }]
      : (['IPA', 'IPS', 'SMK'] as const).map((stream) => ({ grade, stream })),
);

/** The pairs of classes in the list that overlap (one expect per list: thousands of lists are checked). */
function overlapsWithin(rows: Row[], label: string): string[] {
  const sorted = [...rows].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  const found: string[] = [];
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1]!;
    const current = sorted[index]!;
    if (current.starts_at < previous.ends_at)
      found.push(`${label}: ${previous.external_id} overlaps ${current.external_id}`);
  }
  return found;
}

function byGroup(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = slotOf(row).group;
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  for (const list of groups.values()) list.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  return groups;
}

describe('demo weekly template', () => {
  const regular = DEMO_SLOTS.filter((slot) => slot.kind === 'regular');

  it('holds Matematika twice a week for every grade and stream, Fisika and Kimia once for SMP and SMA IPA', () => {
    for (const grade of [4, 5, 6, 7, 8, 9]) {
      expect(regular.filter((slot) => slot.grade === grade && slot.subject === 'matematika')).toHaveLength(2);
    }
    for (const grade of [10, 11, 12]) {
      for (const stream of ['IPA', 'IPS', 'SMK'] as const) {
        const math = regular.filter(
          (slot) => slot.grade === grade && slot.stream === stream && slot.subject === 'matematika',
        );
        expect(math).toHaveLength(2);
      }
      for (const subject of ['fisika', 'kimia'] as const) {
        expect(
          regular
            .filter((slot) => slot.grade === grade && slot.subject === subject)
            .map((slot) => slot.stream),
        ).toEqual(['IPA']);
      }
    }
    for (const grade of [7, 8, 9]) {
      for (const subject of ['fisika', 'kimia'] as const) {
        expect(regular.filter((slot) => slot.grade === grade && slot.subject === subject)).toHaveLength(1);
      }
    }
  });

  it('has two free sessions per grade, each after a different weekly class of the group it follows', () => {
    for (let grade = 4; grade <= 12; grade += 1) {
      const free = DEMO_SLOTS.filter((slot) => slot.kind === 'free' && slot.grade === grade);
      expect(free).toHaveLength(2);
      const followed = free[0]!.follows!;
      expect(free.every((slot) => slot.follows === followed)).toBe(true);
      expect(regular.find((slot) => slot.group === followed)?.grade).toBe(grade);
      // In a week, a free session and its followed class alternate: each session tastes a new topic.
      const week = [...DEMO_SLOTS.filter((slot) => slot.group === followed || free.includes(slot))].sort(
        (a, b) => slotWeekOffsetMs(a) - slotWeekOffsetMs(b),
      );
      const kinds = week.map((slot) => slot.kind);
      expect([kinds.join(), [...kinds.slice(1), kinds[0]].join()]).toContain('regular,free,regular,free');
    }
  });

  it('gives grade 12 the UTBK-SNBT subtests and the tryout, each with its own plan', () => {
    const focus = DEMO_SLOTS.filter((slot) => slot.kind === 'focus_exam');
    expect(focus.map((slot) => slot.plan).sort()).toEqual(['utbk-pk', 'utbk-pm', 'utbk-pu', 'utbk-tryout']);
    expect(
      focus.every((slot) => slot.grade === 12 && slot.focusExamId === 'utbk-snbt' && slot.stream === null),
    ).toBe(true);
  });

  it('holds classes on weekday evenings 16.00–21.00 WIB and weekend mornings 08.00–12.00, 60–90 minutes (a tryout 120)', () => {
    for (const slot of DEMO_SLOTS) {
      const [hours, minutes] = slot.start.split(':').map(Number) as [number, number];
      const start = hours * 60 + minutes;
      const end = start + slot.minutes;
      expect(slot.minutes).toBeGreaterThanOrEqual(60);
      expect(slot.minutes).toBeLessThanOrEqual(slot.plan === 'utbk-tryout' ? 120 : 90);
      const [from, to] = slot.weekday <= 5 ? [16 * 60, 21 * 60] : [8 * 60, 12 * 60];
      expect(start, slot.key).toBeGreaterThanOrEqual(from);
      expect(end, slot.key).toBeLessThanOrEqual(to);
    }
  });

  it('gives every class a teacher of the roster who teaches its level and subject', () => {
    const teachers = new Map(DEMO_TEACHERS.map((teacher) => [teacher.slug, teacher]));
    for (const slot of DEMO_SLOTS) {
      expect(teachers.get(slot.teacher)?.subjects, slot.key).toContain(slot.subject);
      expect(
        teachesLevel(slot.teacher, slot.grade, slot.stream, slot.kind),
        `${slot.key} by ${slot.teacher}`,
      ).toBe(true);
    }
    expect(Object.keys(DEMO_TEACHER_LEVELS).sort()).toEqual([...teachers.keys()].sort());
    // The roster's split: Pak Hendra teaches SMP only, Bu Rina SD only, Pak Fajar SMK only.
    expect(
      DEMO_SLOTS.filter((slot) => slot.teacher === 'hendra-wijaya').every(
        (slot) => slot.grade >= 7 && slot.grade <= 9,
      ),
    ).toBe(true);
    expect(
      DEMO_SLOTS.filter((slot) => slot.teacher === 'rina-kartika').every((slot) => slot.grade <= 6),
    ).toBe(true);
    expect(
      DEMO_SLOTS.filter((slot) => slot.teacher === 'fajar-nugroho').every((slot) => slot.stream === 'SMK'),
    ).toBe(true);
    expect(new Set(DEMO_SLOTS.map((slot) => slot.key)).size).toBe(DEMO_SLOTS.length);
    // Most are verified; one new teacher is not, so Guru Juara shows both states.
    expect(DEMO_TEACHERS.filter((teacher) => teacher.verified).length).toBeGreaterThan(
      DEMO_TEACHERS.length / 2,
    );
    expect(DEMO_TEACHERS.some((teacher) => !teacher.verified)).toBe(true);
  });

  it('refuses a teacher outside their levels', () => {
    expect(teachesLevel('hendra-wijaya', 11, 'IPA')).toBe(false);
    expect(teachesLevel('rina-kartika', 7, null)).toBe(false);
    expect(teachesLevel('fajar-nugroho', 12, null)).toBe(false);
    expect(teachesLevel('bima-prasetyo', 12, null)).toBe(true);
    expect(teachesLevel('dewi-anggraini', 12, null, 'focus_exam')).toBe(true);
    expect(teachesLevel('dewi-anggraini', 12, null, 'free')).toBe(false);
  });
});

describe('term plans', () => {
  it('gives each group a plan of four meetings per weekly class: four weeks without a topic twice', () => {
    const groups = new Set(DEMO_SLOTS.filter((slot) => slot.kind !== 'free').map((slot) => slot.group));
    for (const group of groups) {
      const slots = DEMO_SLOTS.filter((slot) => slot.group === group);
      const plan: TermPlanKey = slots[0]!.plan;
      expect(TERM_PLANS[plan].topics.length, group).toBe(4 * slots.length);
      expect(new Set(TERM_PLANS[plan].topics).size, plan).toBe(TERM_PLANS[plan].topics.length);
    }
    // Every plan is followed by some group.
    expect(new Set(DEMO_SLOTS.map((slot) => slot.plan))).toEqual(new Set(TERM_PLAN_KEYS));
  });

  it('keeps the topics within the recordings budget, each with a unique name and two key points', () => {
    const planned = plannedTopicSlugs();
    expect(planned.length).toBeLessThanOrEqual(180);
    expect(new Set(Object.keys(DEMO_TOPICS))).toEqual(new Set(planned));
    const names = planned.map((slug) => DEMO_TOPICS[slug].name);
    expect(new Set(names).size).toBe(names.length);
    for (const slug of planned) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(DEMO_TOPICS[slug].points.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('shares a plan between IPA and IPS only in kelas 10, where the curriculum has no streams', () => {
    const shared = TERM_PLAN_KEYS.filter((key) => (TERM_PLANS[key].streams ?? []).length > 1);
    expect(shared).toEqual(['matematika-10']);
    expect(TERM_PLANS['matematika-11-ipa'].topics).not.toEqual(TERM_PLANS['matematika-11-ips'].topics);
    expect(TERM_PLANS['matematika-12-ipa'].topics).not.toEqual(TERM_PLANS['matematika-12-ips'].topics);
  });

  it('counts a group’s classes from the epoch: consecutive classes, consecutive meetings', () => {
    const monday = atZone('2026-11-23 19:00');
    const thursday = atZone('2026-11-26 19:00');
    const nextMonday = atZone('2026-11-30 19:00');
    const n = groupClassesBefore('smp8-mat', monday);
    expect(groupClassesBefore('smp8-mat', thursday)).toBe(n + 1);
    expect(groupClassesBefore('smp8-mat', nextMonday)).toBe(n + 2);
    // A free session on Tuesday tastes Monday's topic.
    expect(latestPlanPlaceBefore('smp8-mat', atZone('2026-11-24 19:00')).position).toBe((n % 8) + 1);
    expect(planTopicAt('matematika-8', 1)).toBe('pola-bilangan');
  });
});

describe('demo classes generated for any moment', () => {
  it('makes every slot’s class four times: four Jakarta weeks, today included', () => {
    const rows = rowsAt(atZone('2026-11-25 13:00'));
    expect(rows).toHaveLength(DEMO_SLOTS.length * 4);
    const withoutRecording = (list: NewLiveClass[]) => list.map(({ recording_url: _, ...row }) => row);
    const morning = demoTemplateRows(
      atZone('2026-11-25 00:30'),
      DEMO_DAYS_BEFORE,
      DEMO_DAYS_AFTER,
      (slug) => slug,
    );
    const night = demoTemplateRows(
      atZone('2026-11-25 23:30'),
      DEMO_DAYS_BEFORE,
      DEMO_DAYS_AFTER,
      (slug) => slug,
    );
    expect(withoutRecording(night)).toEqual(withoutRecording(morning));
  });

  it('never puts a teacher, or any student, in two classes at once, at every hour of a week', () => {
    for (const now of EVERY_HOUR_OF_A_WEEK) {
      const rows = rowsAt(now);
      const byTeacher = new Map<string, Row[]>();
      for (const row of rows) byTeacher.set(row.teacher_id, [...(byTeacher.get(row.teacher_id) ?? []), row]);
      const found: string[] = [];
      for (const [teacher, list] of byTeacher) found.push(...overlapsWithin(list, teacher));
      for (const viewer of VIEWERS) {
        const seen = rows.filter((row) =>
          isForGrade({ grades: row.grades as number[], stream: row.stream ?? null }, viewer),
        );
        found.push(...overlapsWithin(seen, `kelas ${viewer.grade} ${viewer.stream ?? ''}`));
      }
      expect(found, now.toISOString()).toEqual([]);
    }
  });

  it('teaches consecutive topics in each group and never one topic twice within the window, at every hour of a week', () => {
    for (const now of EVERY_HOUR_OF_A_WEEK) {
      const found: string[] = [];
      for (const [group, list] of byGroup(rowsAt(now))) {
        const slot = slotOf(list[0]!);
        const slugs = list.map((row) =>
          planTopicAt(row.plan_key as TermPlanKey, row.plan_position as number),
        );
        const names = slugs.map((slug) => DEMO_TOPICS[slug].name as string);
        if (names.some((name, index) => name !== list[index]!.topic))
          found.push(`${group}: topic is not the plan's`);
        if (slot.kind === 'free') continue;
        if (new Set(slugs).size !== slugs.length) found.push(`${group}: a topic twice`);
        const length = list[0]!.plan_length as number;
        for (let index = 1; index < list.length; index += 1) {
          if (list[index]!.plan_position !== ((list[index - 1]!.plan_position as number) % length) + 1) {
            found.push(`${group}: ${list[index]!.external_id} does not follow`);
          }
        }
      }
      expect(found, now.toISOString()).toEqual([]);
    }
  });

  it('gives each free session the topic of its followed group’s class just before it, never one topic twice', () => {
    const rows = rowsAt(atZone('2026-11-25 13:00'));
    const groups = byGroup(rows);
    for (const [group, list] of groups) {
      const slot = slotOf(list[0]!);
      if (slot.kind !== 'free') continue;
      const followed = groups.get(slot.follows!)!;
      for (const row of list) {
        const before = followed.filter((candidate) => candidate.starts_at < row.starts_at).at(-1);
        if (!before) continue;
        expect(row.plan_position, `${row.external_id}`).toBe(before.plan_position);
        expect(row.topic).toBe(before.topic);
      }
      expect(new Set(list.map((row) => row.topic)).size, group).toBe(list.length);
    }
  });

  it('starts a new term after the last meeting: "Pertemuan 1 dari 8" follows "8 dari 8"', () => {
    // Find a wrap of kelas 8 Matematika within the window of some day and check it reads as a new term.
    const rows = byGroup(rowsAt(atZone('2026-11-25 13:00'))).get('smp8-mat')!;
    const wrap = rows.findIndex((row, index) => index > 0 && row.plan_position === 1);
    expect(wrap).toBeGreaterThan(0);
    expect(rows[wrap - 1]!.plan_position).toBe(8);
    expect(rows[wrap]!.topic).toBe('Pola bilangan');
    expect(rows.every((row) => row.plan_length === 8)).toBe(true);
    // Across a wrap, the window still shows each topic once.
    expect(new Set(rows.map((row) => row.topic)).size).toBe(8);
  });

  it('stamps every class with its plan: regular, free and UTBK-SNBT alike', () => {
    for (const row of rowsAt(atZone('2026-11-25 13:00'))) {
      const slot = slotOf(row);
      expect(row.plan_key).toBe(slot.plan);
      expect(row.plan_position).toBeGreaterThanOrEqual(1);
      expect(row.plan_position).toBeLessThanOrEqual(row.plan_length as number);
      const slug: DemoTopicSlug = planTopicAt(slot.plan, row.plan_position as number);
      expect(row.materials).toContain(`/media/kelas/materi/${slug}.pdf`);
    }
  });
});

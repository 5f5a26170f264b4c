import { describe, expect, it } from 'vitest';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { demoTemplateRows } from './demo-class-row.ts';
import {
  demoGradeTargets,
  extraTeacherCandidates,
  planExtraClasses,
  type DemoGradeTarget,
  type PlannedClass,
} from './demo-extra-classes.ts';
import { teachesLevel } from './demo-timetable.ts';

const MINUTE = 60_000;
/** Monday 23 November 2026, 00.00 WIB. */
const MONDAY = atZone('2026-11-23 00:00');
/** Every quarter of an hour of a Jakarta week: the demo server's roll-forward cadence. */
const EVERY_QUARTER = Array.from(
  { length: 7 * 24 * 4 },
  (_, index) => new Date(MONDAY.getTime() + index * 15 * MINUTE),
);
/** The demo students whose running class the journeys open: Raka, Nadia, Dimas, Ayu. */
const ALWAYS_RUNNING = ['8', '5', '11-ipa', '10-ips'];

function templateAround(now: Date): PlannedClass[] {
  return demoTemplateRows(now, 13, 14, (slug) => slug).map((row) => ({
    teacher: row.teacher_id,
    grades: row.grades as number[],
    stream: row.stream ?? null,
    kind: row.kind,
    starts_at: row.starts_at as Date,
    ends_at: row.ends_at as Date,
  }));
}

const seenBy = (target: DemoGradeTarget, kinds: readonly string[]) => (row: PlannedClass) =>
  row.grades.includes(target.grade) &&
  (row.stream === null || row.stream === target.stream) &&
  kinds.includes(row.kind);

const runningAt = (rows: readonly PlannedClass[], now: Date) => (row: PlannedClass) =>
  rows.includes(row) && row.starts_at <= now && row.ends_at > now;

function expectSequential(rows: PlannedClass[], label: string) {
  const sorted = [...rows].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  for (let index = 1; index < sorted.length; index += 1) {
    expect(
      sorted[index]!.starts_at >= sorted[index - 1]!.ends_at,
      `${label}: ${sorted[index]!.starts_at.toISOString()}`,
    ).toBe(true);
  }
}

/** Rolls the demo forward every 15 minutes of a week, as the demo server does; returns every class and the gaps. */
function rollThroughAWeek() {
  const classes = templateAround(MONDAY);
  const extras: PlannedClass[] = [];
  const gaps: { key: string; now: Date }[] = [];
  for (const now of EVERY_QUARTER) {
    for (const plan of planExtraClasses(now, classes)) {
      const row = {
        teacher: plan.teacher,
        grades: [plan.target.grade],
        stream: plan.stream,
        kind: plan.kind,
        starts_at: plan.startsAt,
        ends_at: plan.endsAt,
      };
      classes.push(row);
      extras.push(row);
    }
    for (const target of demoGradeTargets()) {
      if (!classes.filter(seenBy(target, target.kinds)).some(runningAt(classes, now)))
        gaps.push({ key: target.key, now });
    }
  }
  return { classes, extras, gaps };
}

describe('the extra "running now" classes of the demo', () => {
  const week = rollThroughAWeek();

  it('never puts a teacher in two classes, nor a demo student, across a week of roll-forwards', () => {
    for (const teacher of new Set(week.classes.map((row) => row.teacher))) {
      expectSequential(
        week.classes.filter((row) => row.teacher === teacher),
        teacher,
      );
    }
    for (const target of demoGradeTargets()) {
      expectSequential(week.classes.filter(seenBy(target, target.seenKinds)), `grade ${target.key}`);
    }
    expect(week.extras.length).toBeGreaterThan(100);
  });

  it('gives each extra class a Matematika teacher of the grade’s level', () => {
    for (const row of week.extras) {
      expect(
        teachesLevel(row.teacher, row.grades[0]!, row.stream, row.kind),
        `${row.teacher} for ${row.grades[0]}`,
      ).toBe(true);
      expect(row.ends_at.getTime() - row.starts_at.getTime()).toBeLessThanOrEqual(90 * MINUTE);
      expect(row.ends_at > row.starts_at).toBe(true);
    }
  });

  it('keeps a class running for Raka, Nadia, Dimas and Ayu at every quarter of an hour', () => {
    expect(week.gaps.filter((gap) => ALWAYS_RUNNING.includes(gap.key))).toEqual([]);
  });

  it('leaves Citra and Bagus without one only while every teacher of their level is teaching', () => {
    const gaps = week.gaps.filter((gap) => !ALWAYS_RUNNING.includes(gap.key));
    // The roster has two SMP and two SMK Matematika teachers for all of them: some evening hours are full.
    expect(gaps.length).toBeLessThan(7 * 24 * 4 * 0.1);
    for (const { key, now } of gaps) {
      const target = demoGradeTargets().find((candidate) => candidate.key === key)!;
      const kind = target.kinds.includes('regular') ? 'regular' : 'free';
      const stream = target.stream === 'SD' ? null : target.stream;
      for (const teacher of extraTeacherCandidates(target.grade, stream, kind)) {
        const teaching = week.classes.some(
          (row) => row.teacher === teacher && row.starts_at <= now && row.ends_at > now,
        );
        const soon = week.classes.some(
          (row) =>
            row.teacher === teacher &&
            row.starts_at > now &&
            row.starts_at.getTime() - now.getTime() < 15 * MINUTE,
        );
        expect(teaching || soon, `${teacher} free for ${key} at ${now.toISOString()}`).toBe(true);
      }
    }
  });

  it('gives a class to the four on a fresh demo started at any quarter of an hour', () => {
    const classes = templateAround(MONDAY);
    for (const now of EVERY_QUARTER) {
      const plans = planExtraClasses(now, classes);
      const all = [
        ...classes,
        ...plans.map((plan) => ({
          teacher: plan.teacher,
          grades: [plan.target.grade],
          stream: plan.stream,
          kind: plan.kind,
          starts_at: plan.startsAt,
          ends_at: plan.endsAt,
        })),
      ];
      for (const target of demoGradeTargets().filter((candidate) => ALWAYS_RUNNING.includes(candidate.key))) {
        expect(
          all.filter(seenBy(target, target.kinds)).some(runningAt(all, now)),
          `${target.key} at ${now.toISOString()}`,
        ).toBe(true);
      }
    }
  });

  it('shortens an extra class to end when the grade’s own class begins, and adds none while one is going on', () => {
    const classes = templateAround(MONDAY);
    // Monday 18.10 WIB: Raka's Matematika class is at 19.00.
    const raka = planExtraClasses(atZone('2026-11-23 18:10'), classes).find(
      (plan) => plan.target.key === '8',
    );
    expect(raka?.startsAt.getTime()).toBe(atZone('2026-11-23 17:50').getTime());
    expect(raka?.endsAt.getTime()).toBe(atZone('2026-11-23 19:00').getTime());
    // Monday 19.30: his class is going on.
    expect(
      planExtraClasses(atZone('2026-11-23 19:30'), classes).some((plan) => plan.target.key === '8'),
    ).toBe(false);
  });
});

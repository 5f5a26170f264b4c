import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { visibleClassKinds } from '@bimbel/domain/live-classes/class-entitlement';
import type { LiveClassKind, Stream } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';
import { DEMO_TEACHERS } from './demo-teachers.ts';
import { DEMO_SLOTS, mathGroupOf, teachesLevel } from './demo-timetable.ts';

/*
 * The demo's extra "running now" classes (decisions 072, 094): so a demo student can join a class
 * at any hour, the roll-forward adds a review class for a demo grade that has none going on —
 * but never one that clashes: no teacher in two classes, no demo student seeing two at once.
 * Planned here from the classes around `now`, without the database, so every instant of a week
 * can be tested.
 */

/** An ongoing class counts for "now" only if it lasts at least this much longer (the roll-forward runs every 15 minutes). */
export const ONGOING_MARGIN_MINUTES = 20;
/** How often the demo server rolls the timetable forward (decision 072). */
const ROLL_MINUTES = 15;
const STARTED_MINUTES_AGO = 20;
export const EXTRA_MINUTES = 90;
const MINUTE_MS = 60_000;

/** A grade a demo student is in, and the kinds of class that student sees. */
export type DemoGradeTarget = {
  key: string;
  grade: number;
  stream: Stream | null;
  /** The kinds every demo student of the grade sees: the extra class is one of these. */
  kinds: readonly LiveClassKind[];
  /** The kinds some demo student of the grade sees: the extra class must not overlap any of these. */
  seenKinds: readonly LiveClassKind[];
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
      targets.set(key, {
        key,
        grade: grade.grade,
        stream: grade.stream,
        // Two students of one grade: the class must be one both see, and clash with none either sees.
        kinds: known ? known.kinds.filter((kind) => kinds.includes(kind)) : kinds,
        seenKinds: known ? [...new Set([...known.seenKinds, ...kinds])] : kinds,
      });
    }
  }
  return [...targets.values()];
}

/** A class as the planner reads it. */
export type PlannedClass = {
  teacher: string;
  grades: readonly number[];
  stream: Stream | null;
  kind: LiveClassKind;
  starts_at: Date;
  ends_at: Date;
};

export type ExtraClassPlan = {
  target: DemoGradeTarget;
  teacher: string;
  kind: LiveClassKind;
  /** The stream the class is narrowed to: the SMA stream or SMK; none for SD and SMP. */
  stream: Stream | null;
  /** The regular Matematika group whose latest topic it goes over. */
  reviews: string;
  startsAt: Date;
  endsAt: Date;
};

/** The stream a class for a target is narrowed to: SMA streams and SMK; none for SD and SMP. */
function classStreamFor(target: DemoGradeTarget): Stream | null {
  return target.stream === 'IPA' || target.stream === 'IPS' || target.stream === 'SMK' ? target.stream : null;
}

/**
 * The Matematika teachers of the class's level (the roster), the one who usually takes such a
 * class first: the free-session teacher for a free class, the grade's own teacher for a
 * programme class.
 */
export function extraTeacherCandidates(grade: number, stream: Stream | null, kind: LiveClassKind): string[] {
  const usual = DEMO_SLOTS.find(
    (slot) =>
      slot.grade === grade &&
      slot.kind === kind &&
      (kind === 'free' || slot.group === mathGroupOf(grade, stream)),
  )?.teacher;
  const ofLevel = DEMO_TEACHERS.filter(
    (teacher) => teacher.subjects.includes('matematika') && teachesLevel(teacher.slug, grade, stream, kind),
  ).map((teacher) => teacher.slug);
  return usual && ofLevel.includes(usual) ? [usual, ...ofLevel.filter((slug) => slug !== usual)] : ofLevel;
}

function seenBy(target: DemoGradeTarget, kinds: readonly LiveClassKind[]) {
  return (row: PlannedClass) =>
    row.grades.includes(target.grade) &&
    (row.stream === null || row.stream === target.stream) &&
    kinds.includes(row.kind);
}

type Interval = { startsAt: Date; endsAt: Date };

/**
 * When a target's extra class can run: from 20 minutes ago (on a 5-minute mark, so close calls
 * name the same class) or from the end of a class of the grade that ended since, for 90 minutes
 * or until the grade's next class starts. Null when a class the grade sees is going on.
 */
function studentInterval(
  target: DemoGradeTarget,
  classes: readonly PlannedClass[],
  now: Date,
): Interval | null {
  const fiveMinutes = 5 * MINUTE_MS;
  let startsAt = new Date(
    Math.floor(now.getTime() / fiveMinutes) * fiveMinutes - STARTED_MINUTES_AGO * MINUTE_MS,
  );
  let endsAt = new Date(startsAt.getTime() + EXTRA_MINUTES * MINUTE_MS);
  for (const row of classes.filter(seenBy(target, target.seenKinds))) {
    if (row.starts_at >= endsAt || row.ends_at <= startsAt) continue;
    if (row.starts_at <= now && row.ends_at > now) return null;
    if (row.ends_at <= now) startsAt = row.ends_at > startsAt ? row.ends_at : startsAt;
    else if (row.starts_at < endsAt) endsAt = row.starts_at;
  }
  return endsAt > now ? { startsAt, endsAt } : null;
}

/**
 * The part of the interval a teacher is free for: none when they teach at `now`, else from the
 * end of a class they finished since its start to the start of their next one — kept only if it
 * lasts until the next roll-forward (15 minutes), or as long as the student's own interval.
 */
function teacherInterval(
  teacher: string,
  interval: Interval,
  classes: readonly PlannedClass[],
  now: Date,
): Interval | null {
  let { startsAt, endsAt } = interval;
  for (const row of classes) {
    if (row.teacher !== teacher || row.starts_at >= endsAt || row.ends_at <= startsAt) continue;
    if (row.starts_at <= now && row.ends_at > now) return null;
    if (row.ends_at <= now) startsAt = row.ends_at > startsAt ? row.ends_at : startsAt;
    else endsAt = row.starts_at < endsAt ? row.starts_at : endsAt;
  }
  const needed = Math.min(ROLL_MINUTES * MINUTE_MS, interval.endsAt.getTime() - now.getTime());
  return endsAt.getTime() - now.getTime() >= needed ? { startsAt, endsAt } : null;
}

/** Whether every target can have its own teacher among its candidates, from the given teachers. */
function canServeAll(candidates: readonly (readonly string[])[], free: ReadonlySet<string>): boolean {
  const [first, ...rest] = candidates;
  if (!first) return true;
  return first.some((slug) => {
    if (!free.has(slug)) return false;
    const others = new Set(free);
    others.delete(slug);
    return canServeAll(rest, others);
  });
}

/**
 * When a teacher must be free again for the demo students listed earlier (served first): the
 * first moment in the interval at which those of them without a class of their own could all get
 * a teacher only if this one takes part. The interval's end when there is none.
 */
function reservedFrom(
  teacher: string,
  earlier: readonly DemoGradeTarget[],
  interval: Interval,
  classes: readonly PlannedClass[],
): Date {
  const candidatesOf = earlier.map((target) => {
    const kind: LiveClassKind = target.kinds.includes('regular') ? 'regular' : 'free';
    return extraTeacherCandidates(target.grade, classStreamFor(target), kind);
  });
  if (!candidatesOf.some((candidates) => candidates.includes(teacher))) return interval.endsAt;
  const teachers = new Set(candidatesOf.flat());
  const moments = classes
    .flatMap((row) => [row.starts_at, row.ends_at])
    .filter((moment) => moment > interval.startsAt && moment < interval.endsAt)
    .sort((a, b) => a.getTime() - b.getTime());
  for (const moment of moments) {
    const busy = (slug: string) =>
      classes.some((row) => row.teacher === slug && row.starts_at <= moment && row.ends_at > moment);
    const needing = earlier
      .map((target, index) => ({ target, candidates: candidatesOf[index]! }))
      .filter(
        ({ target }) =>
          !classes
            .filter(seenBy(target, target.kinds))
            .some((row) => row.starts_at <= moment && row.ends_at > moment),
      )
      .map(({ candidates }) => candidates);
    const free = new Set([...teachers].filter((slug) => !busy(slug)));
    if (!canServeAll(needing, free)) continue;
    free.delete(teacher);
    if (!canServeAll(needing, free)) return moment;
  }
  return interval.endsAt;
}

type Option = { teacher: string; rank: number } & Interval;
type Need = { target: DemoGradeTarget; kind: LiveClassKind; stream: Stream | null; options: Option[] };

/**
 * The teachers for the needs: each need gets one of its options or none, no teacher twice (the
 * extra classes of one pass all run around `now`). Chosen to serve the earlier needs first (the
 * demo accounts' order: Raka, then Nadia, Dimas…), then as many as possible, then the usual teachers.
 */
function assignTeachers(needs: readonly Need[]): (Option | null)[] {
  let best: { choice: (Option | null)[]; score: number; rank: number } | null = null;
  const choose = (
    index: number,
    taken: Set<string>,
    choice: (Option | null)[],
    score: number,
    rank: number,
  ) => {
    if (index === needs.length) {
      if (!best || score > best.score || (score === best.score && rank < best.rank))
        best = { choice: [...choice], score, rank };
      return;
    }
    const weight = 2 ** (needs.length - index);
    for (const option of needs[index]!.options) {
      if (taken.has(option.teacher)) continue;
      taken.add(option.teacher);
      choose(index + 1, taken, [...choice, option], score + weight, rank + option.rank);
      taken.delete(option.teacher);
    }
    choose(index + 1, taken, [...choice, null], score, rank);
  };
  choose(0, new Set(), [], 0, 0);
  return (best as { choice: (Option | null)[] } | null)?.choice ?? [];
}

/**
 * The extra classes to add at `now`, given the classes around it (stored, not cancelled): one per
 * demo grade that has no class it may attend covering `now` and the next 20 minutes, when a
 * Matematika teacher of its level is free and no class the grade sees is going on. Each runs in a
 * gap of the grade's timetable and of its teacher's; none when no such teacher is free.
 */
export function planExtraClasses(
  now: Date,
  classes: readonly PlannedClass[],
  targets: readonly DemoGradeTarget[] = demoGradeTargets(),
): ExtraClassPlan[] {
  const coveredUntil = new Date(now.getTime() + ONGOING_MARGIN_MINUTES * MINUTE_MS);
  const needs: Need[] = [];
  for (const [index, target] of targets.entries()) {
    const covered = classes
      .filter(seenBy(target, target.kinds))
      .some((row) => row.starts_at <= now && row.ends_at >= coveredUntil);
    if (covered) continue;
    const interval = studentInterval(target, classes, now);
    if (!interval) continue;
    const kind: LiveClassKind = target.kinds.includes('regular') ? 'regular' : 'free';
    const stream = classStreamFor(target);
    const options = extraTeacherCandidates(target.grade, stream, kind).flatMap((teacher, rank) => {
      const free = teacherInterval(teacher, interval, classes, now);
      if (!free) return [];
      const until = reservedFrom(teacher, targets.slice(0, index), free, classes);
      if (
        until.getTime() - now.getTime() <
        Math.min(ROLL_MINUTES * MINUTE_MS, free.endsAt.getTime() - now.getTime())
      ) {
        return [];
      }
      return [{ teacher, rank, startsAt: free.startsAt, endsAt: until }];
    });
    needs.push({ target, kind, stream, options });
  }
  return assignTeachers(needs).flatMap((option, index) => {
    if (!option) return [];
    const { target, kind, stream } = needs[index]!;
    const reviews = mathGroupOf(target.grade, target.stream);
    return [
      {
        target,
        teacher: option.teacher,
        kind,
        stream,
        reviews,
        startsAt: option.startsAt,
        endsAt: option.endsAt,
      },
    ];
  });
}

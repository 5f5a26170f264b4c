import type { LiveClassKind } from './live-class.ts';

/*
 * Term plans (decision 094): a group of classes (a grade, subject and stream) goes through an
 * ordered list of topics, one per class; the plan starts again after its last meeting. A class
 * carries its place: the plan, its meeting and the plan's length ("Pertemuan 3 dari 8"). A free
 * session carries the meeting of the regular class it gives a taste of.
 */

/** A class's place in its plan, as the pages show it. */
export type PlanPlace = {
  /** The plan's key ('matematika-8'). */
  key: string;
  /** The plan's name on the pages ('Matematika Kelas 8'). */
  title: string;
  /** 1-based. */
  position: number;
  length: number;
};

/**
 * How a class names its place: a plan class its meeting, a free session the meeting it samples.
 *
 * @example
 * planPlaceLabel('regular', { position: 3, length: 8 }); // 'Pertemuan 3 dari 8'
 * planPlaceLabel('free', { position: 3, length: 8 }); // 'Cuplikan pertemuan 3 dari 8'
 */
export function planPlaceLabel(kind: LiveClassKind, place: Pick<PlanPlace, 'position' | 'length'>): string {
  const meeting = `${place.position} dari ${place.length}`;
  return kind === 'free' ? `Cuplikan pertemuan ${meeting}` : `Pertemuan ${meeting}`;
}

/** Where a meeting of a plan stands in the two weeks a page shows. */
export type PlanTopicStatus = 'done' | 'this-week' | 'next-week' | 'later';

export type PlanProgressClass = {
  position: number;
  startsAt: Date;
  endsAt: Date;
  /** 0: this week, 1: next week. */
  week: 0 | 1;
};

export type PlanProgressItem = {
  position: number;
  status: PlanTopicStatus;
  /** The class of this week or next that teaches it (the first, when a wrap brings it twice). */
  class: PlanProgressClass | null;
  /** Whether that class has ended. */
  ended: boolean;
};

/**
 * Every meeting of a plan with where it stands, from the plan's classes of this week and next:
 * scheduled meetings are "this week" or "next week"; the meetings of the current round before the
 * first scheduled one are done; the rest come later. After a wrap (the plan starting again within
 * the two weeks) the first meetings are scheduled again and those of the round ending are done.
 *
 * @example
 * termPlanProgress(4, [{ position: 2, week: 0, … }, { position: 3, week: 1, … }], now)
 * // 1 done, 2 this week, 3 next week, 4 later
 */
export function termPlanProgress(
  length: number,
  classes: readonly PlanProgressClass[],
  now: Date,
): PlanProgressItem[] {
  const sorted = [...classes]
    .filter((liveClass) => liveClass.position >= 1 && liveClass.position <= length)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const first = sorted[0];
  return Array.from({ length }, (_, index) => {
    const position = index + 1;
    const scheduled = sorted.find((liveClass) => liveClass.position === position) ?? null;
    if (scheduled) {
      return {
        position,
        status: scheduled.week === 0 ? 'this-week' : 'next-week',
        class: scheduled,
        ended: scheduled.endsAt <= now,
      };
    }
    const done = first !== undefined && position < first.position;
    return { position, status: done ? 'done' : 'later', class: null, ended: done };
  });
}

import { describe, expect, it } from 'vitest';
import { planPlaceLabel, termPlanProgress, type PlanProgressClass } from './term-plan.ts';

const HOUR = 3_600_000;
const MONDAY = new Date('2026-11-23T12:00:00Z');

function planned(position: number, week: 0 | 1, dayOffset: number): PlanProgressClass {
  const startsAt = new Date(MONDAY.getTime() + (week * 7 + dayOffset) * 24 * HOUR);
  return { position, week, startsAt, endsAt: new Date(startsAt.getTime() + 1.5 * HOUR) };
}

describe('planPlaceLabel', () => {
  it('names a plan class’s meeting and a free session’s sample of one', () => {
    expect(planPlaceLabel('regular', { position: 3, length: 8 })).toBe('Pertemuan 3 dari 8');
    expect(planPlaceLabel('focus_exam', { position: 1, length: 4 })).toBe('Pertemuan 1 dari 4');
    expect(planPlaceLabel('free', { position: 3, length: 8 })).toBe('Cuplikan pertemuan 3 dari 8');
  });
});

describe('termPlanProgress', () => {
  it('marks this week’s and next week’s meetings, the ones before as done and the rest as later', () => {
    const now = new Date(MONDAY.getTime() + 2 * 24 * HOUR);
    const items = termPlanProgress(
      8,
      [planned(3, 0, 0), planned(4, 0, 3), planned(5, 1, 0), planned(6, 1, 3)],
      now,
    );
    expect(items.map((item) => item.status)).toEqual([
      'done',
      'done',
      'this-week',
      'this-week',
      'next-week',
      'next-week',
      'later',
      'later',
    ]);
    // Monday's class has ended, Thursday's has not.
    expect(items[2]).toMatchObject({ ended: true });
    expect(items[3]).toMatchObject({ ended: false });
    expect(items[0]).toMatchObject({ ended: true, class: null });
  });

  it('reads a wrap as a new round: the last meetings this week, the first ones next week, the middle done', () => {
    const items = termPlanProgress(
      8,
      [planned(7, 0, 0), planned(8, 0, 3), planned(1, 1, 0), planned(2, 1, 3)],
      MONDAY,
    );
    expect(items.map((item) => item.status)).toEqual([
      'next-week',
      'next-week',
      'done',
      'done',
      'done',
      'done',
      'this-week',
      'this-week',
    ]);
  });

  it('wraps within a week too, and ignores positions outside the plan', () => {
    const items = termPlanProgress(4, [planned(4, 0, 0), planned(1, 1, 0), planned(9, 1, 2)], MONDAY);
    expect(items.map((item) => item.status)).toEqual(['next-week', 'done', 'done', 'this-week']);
  });

  it('knows nothing is done when no class of the plan is scheduled', () => {
    expect(termPlanProgress(4, [], MONDAY).map((item) => item.status)).toEqual([
      'later',
      'later',
      'later',
      'later',
    ]);
  });
});

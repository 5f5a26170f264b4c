import { describe, expect, it } from 'vitest';
import { SCHOOL_LEVELS, toSchoolLevel } from './school-level.ts';

describe('toSchoolLevel', () => {
  it('maps grades 4–6 to SD, 7–9 to SMP and 10–12 to SMA', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 12].map(toSchoolLevel)).toEqual([
      'SD',
      'SD',
      'SD',
      'SMP',
      'SMP',
      'SMP',
      'SMA',
      'SMA',
      'SMA',
    ]);
  });

  it('reads grades given as strings', () => {
    expect(toSchoolLevel(' 9 ')).toBe('SMP');
  });

  it('has no level for grades the product does not serve', () => {
    expect(toSchoolLevel(3)).toBeNull();
    expect(toSchoolLevel(13)).toBeNull();
    expect(toSchoolLevel(6.5)).toBeNull();
    expect(toSchoolLevel('')).toBeNull();
  });

  it('lists the levels SMA, SMP and SD', () => {
    expect(SCHOOL_LEVELS).toEqual(['SMA', 'SMP', 'SD']);
  });
});

import { describe, expect, it } from 'vitest';
import { describeTeacherLevels, levelsForGrade, sortTeacherLevels, teachesClass } from './teacher-levels.ts';

describe('teacher levels', () => {
  it.each([
    [4, null, ['SD']],
    [6, 'SD', ['SD']],
    [7, null, ['SMP']],
    [9, null, ['SMP']],
    [10, 'IPA', ['SMA']],
    [11, 'IPS', ['SMA']],
    [12, 'SMK', ['SMK']],
    [12, null, ['SMA', 'SMK']],
    [3, null, []],
  ] as const)('grade %i (stream %s) is taught by %o', (grade, stream, levels) => {
    expect(levelsForGrade(grade, stream)).toEqual(levels);
  });

  it('lets a teacher teach a class only when every grade is one of their levels', () => {
    expect(teachesClass(['SMP'], { grades: [8], stream: null })).toBe(true);
    expect(teachesClass(['SMP'], { grades: [11], stream: 'IPA' })).toBe(false);
    expect(teachesClass(['SMP'], { grades: [9, 10], stream: null })).toBe(false);
    expect(teachesClass(['SMP', 'SMA'], { grades: [9, 10], stream: null })).toBe(true);
    expect(teachesClass(['SMA'], { grades: [12], stream: 'SMK' })).toBe(false);
    expect(teachesClass(['SMK'], { grades: [12], stream: 'SMK' })).toBe(true);
    // A class of every stream of grade 12 (UTBK-SNBT, free sessions): an SMA or an SMK teacher.
    expect(teachesClass(['SMA'], { grades: [12], stream: null })).toBe(true);
    expect(teachesClass(['SMK'], { grades: [12], stream: null })).toBe(true);
    expect(teachesClass([], { grades: [8], stream: null })).toBe(false);
    expect(teachesClass(['SD'], { grades: [], stream: null })).toBe(false);
  });

  it('lists levels in school order, each once, as a sentence', () => {
    expect(sortTeacherLevels(['SMK', 'SD', 'SMK'])).toEqual(['SD', 'SMK']);
    expect(describeTeacherLevels([])).toBe('');
    expect(describeTeacherLevels(['SMA'])).toBe('SMA');
    expect(describeTeacherLevels(['SMA', 'SMP'])).toBe('SMP dan SMA');
    expect(describeTeacherLevels(['SMK', 'SMA', 'SD'])).toBe('SD, SMA, dan SMK');
  });
});

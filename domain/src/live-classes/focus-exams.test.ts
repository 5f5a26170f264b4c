import { describe, expect, it } from 'vitest';
import { FOCUS_EXAM_ID_PATTERN } from './live-class.ts';
import {
  FOCUS_EXAM_PAGE_PATHS,
  FOCUS_EXAMS,
  findFocusExam,
  focusExamForGrade,
  isTryoutTitle,
  UTBK_SNBT,
  UTBK_SNBT_ID,
} from './focus-exams.ts';

describe('the UTBK-SNBT programme', () => {
  it('has the seven subtests of SNBT in SNPMB’s two groups, in exam order', () => {
    const byGroup = (group: string) =>
      UTBK_SNBT.subtests.filter((subtest) => subtest.group === group).map((subtest) => subtest.name);
    expect(byGroup('tps')).toEqual([
      'Penalaran Umum',
      'Pengetahuan dan Pemahaman Umum',
      'Pemahaman Bacaan dan Menulis',
      'Pengetahuan Kuantitatif',
    ]);
    expect(byGroup('literasi')).toEqual([
      'Literasi dalam Bahasa Indonesia',
      'Literasi dalam Bahasa Inggris',
      'Penalaran Matematika',
    ]);
    expect(UTBK_SNBT.durationMinutes).toBe(195);
  });

  it('teaches the reasoning-with-numbers subtests in class (a maths bimbel), and says so per subtest', () => {
    const taught = UTBK_SNBT.subtests
      .filter((subtest) => subtest.coveredInClasses)
      .map((subtest) => subtest.shortName);
    expect(taught).toEqual(['PU', 'PK', 'PM']);
  });

  it('has unique subtest ids and a sentence for each', () => {
    const ids = UTBK_SNBT.subtests.map((subtest) => subtest.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const subtest of UTBK_SNBT.subtests) {
      expect(subtest.description.length, subtest.id).toBeGreaterThan(30);
      expect(subtest.description.endsWith('.'), subtest.id).toBe(true);
    }
  });

  it('is for grade 12 only, with an id the focusExamIds filter accepts and a page', () => {
    expect(focusExamForGrade(12)).toBe(UTBK_SNBT);
    for (const grade of [4, 8, 10, 11]) expect(focusExamForGrade(grade)).toBeNull();
    expect(FOCUS_EXAM_ID_PATTERN.test(UTBK_SNBT_ID)).toBe(true);
    expect(findFocusExam('utbk-snbt')).toBe(UTBK_SNBT);
    expect(findFocusExam('utbk-lain')).toBeUndefined();
    for (const id of Object.keys(FOCUS_EXAMS))
      expect(FOCUS_EXAM_PAGE_PATHS[id]).toMatch(/^\/bimbel\/paket\//);
  });
});

describe('tryouts', () => {
  it('are the focus exam classes whose title starts with "Tryout"', () => {
    expect(isTryoutTitle('Tryout UTBK-SNBT: paket soal 3')).toBe(true);
    expect(isTryoutTitle('TRYOUT akbar')).toBe(true);
    expect(isTryoutTitle('Try out PK dan PM')).toBe(true);
    expect(isTryoutTitle('Try-out 2')).toBe(true);
    expect(isTryoutTitle('UTBK-SNBT — Penalaran Umum')).toBe(false);
    expect(isTryoutTitle('Pembahasan tryout 2')).toBe(false);
    expect(isTryoutTitle('Tryouts')).toBe(false);
  });
});

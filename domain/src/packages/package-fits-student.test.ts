import { describe, expect, it } from 'vitest';
import { packageFitsStudent } from './package-fits-student.ts';

const raka = { grade: 8, class_type: 'SMP/MTs', stream: null };
const nadia = { grade: 5, class_type: 'SD', stream: 'SD' };
const dimas = { grade: 11, class_type: 'SMA/MA', stream: 'IPA' };
const ayu = { grade: 10, class_type: 'SMA/MA', stream: 'IPS' };
const bagus = { grade: 12, class_type: 'SMK', stream: 'SMK' };

describe('packageFitsStudent', () => {
  it('offers a level package to the students of that level and one of its grades', () => {
    expect(packageFitsStudent({ program: 'SMP', grades: [7, 8, 9] }, raka)).toBe(true);
    expect(packageFitsStudent({ program: 'SD', grades: [5, 6] }, nadia)).toBe(true);
    expect(packageFitsStudent({ program: 'SMK', grades: [10, 11, 12] }, bagus)).toBe(true);
  });

  it('refuses a student whose grade the package does not list, even at the right level', () => {
    expect(packageFitsStudent({ program: 'SMP', grades: [7, 9] }, raka)).toBe(false);
    expect(packageFitsStudent({ program: 'SD', grades: [6] }, nadia)).toBe(false);
  });

  it('refuses a student of another level with the same grade number', () => {
    expect(packageFitsStudent({ program: 'SMK', grades: [10, 11, 12] }, ayu)).toBe(false);
    expect(packageFitsStudent({ program: 'SMA_IPS', grades: [10, 11, 12] }, { ...bagus, grade: 10 })).toBe(
      false,
    );
  });

  it('matches the SMA/MA stream: IPA packages for IPA students, IPS for IPS', () => {
    expect(packageFitsStudent({ program: 'SMA_IPA', grades: [10, 11, 12] }, dimas)).toBe(true);
    expect(packageFitsStudent({ program: 'SMA_IPS', grades: [10, 11, 12] }, dimas)).toBe(false);
    expect(packageFitsStudent({ program: 'SMA_IPS', grades: [10, 11, 12] }, ayu)).toBe(true);
  });

  it('sells UTBK-SNBT to its grades in SMA/MA of either stream and in SMK', () => {
    const utbk = { program: 'UTBK_SNBT', grades: [12] } as const;
    expect(packageFitsStudent(utbk, bagus)).toBe(true);
    expect(packageFitsStudent(utbk, { ...dimas, grade: 12 })).toBe(true);
    expect(packageFitsStudent(utbk, { ...ayu, grade: 12 })).toBe(true);
    expect(packageFitsStudent(utbk, dimas)).toBe(false);
    expect(
      packageFitsStudent({ program: 'UTBK_SNBT', grades: [9] }, { grade: 9, class_type: 'SMP/MTs' }),
    ).toBe(false);
  });

  it('fits nothing to a profile without a grade (a parent, an unfinished sign-up)', () => {
    expect(packageFitsStudent({ program: 'SD', grades: [5, 6] }, { grade: null, class_type: 'SD' })).toBe(
      false,
    );
    expect(packageFitsStudent({ program: 'SD', grades: [5, 6] }, {})).toBe(false);
  });
});

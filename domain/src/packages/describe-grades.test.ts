import { describe, expect, it } from 'vitest';
import { describeGrades } from './describe-grades.ts';

describe('describeGrades', () => {
  it('writes a run of grades as a range and others as a list', () => {
    expect(describeGrades([7, 8, 9])).toBe('kelas 7–9');
    expect(describeGrades([12])).toBe('kelas 12');
    expect(describeGrades([12, 10, 11])).toBe('kelas 10–12');
    expect(describeGrades([5, 7])).toBe('kelas 5 dan 7');
    expect(describeGrades([5, 7, 9])).toBe('kelas 5, 7 dan 9');
    expect(describeGrades([])).toBe('semua kelas');
  });
});

import { describe, expect, it } from 'vitest';
import { AddStudentSchema } from '@bimbel/domain/profile/add-student';
import { toStudentGradeFields, trackOfProgram } from './new-student-grade.ts';

describe('toStudentGradeFields', () => {
  it('gives the add-student call fields it accepts for every tenure grade and track', () => {
    const cases = [
      [5, null, '5_SD_SD'],
      [6, 'IPA', '6_SD_SD'],
      [8, null, '8__SMP/MTs'],
      [10, 'IPA', '10_IPA_SMA/MA'],
      [11, 'IPS', '11_IPS_SMA/MA'],
      [12, 'SMK', '12_SMK_SMK'],
    ] as const;
    for (const [grade, track, value] of cases) {
      const parsed = AddStudentSchema.parse({ full_name: 'Sinta', ...toStudentGradeFields(grade, track) });
      expect(parsed.grade.value).toBe(value);
    }
  });

  it('leaves a senior grade without a track for the schema to refuse', () => {
    expect(
      AddStudentSchema.safeParse({ full_name: 'Sinta', ...toStudentGradeFields(11, null) }).success,
    ).toBe(false);
  });
});

describe('trackOfProgram', () => {
  it('implies the track of senior programs only', () => {
    expect(trackOfProgram('SMA_IPA')).toBe('IPA');
    expect(trackOfProgram('SMK')).toBe('SMK');
    expect(trackOfProgram('SMP')).toBeNull();
    expect(trackOfProgram('UTBK_SNBT')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatGradeValue, GRADE_VALUES, GRADES, GradeValueSchema, parseGradeValue } from './grade.ts';

describe('GRADES', () => {
  it('lists SD 4–6, SMP/MTs 7–9, SMA/MA 10–12 with IPA and IPS, and SMK 10–12', () => {
    expect(GRADE_VALUES).toEqual([
      '4_SD_SD',
      '5_SD_SD',
      '6_SD_SD',
      '7__SMP/MTs',
      '8__SMP/MTs',
      '9__SMP/MTs',
      '10_IPA_SMA/MA',
      '10_IPS_SMA/MA',
      '11_IPA_SMA/MA',
      '11_IPS_SMA/MA',
      '12_IPA_SMA/MA',
      '12_IPS_SMA/MA',
      '10_SMK_SMK',
      '11_SMK_SMK',
      '12_SMK_SMK',
    ]);
  });

  it('gives SMP/MTs grades no stream', () => {
    const smp = GRADES.filter((option) => option.classType === 'SMP/MTs');
    expect(smp.map((option) => option.stream)).toEqual([null, null, null]);
  });

  it('names options in Indonesian with the stream only where it tells something', () => {
    expect(GRADES.map((option) => option.name)).toContain('Kelas 4 SD');
    expect(GRADES.map((option) => option.name)).toContain('Kelas 8 SMP/MTs');
    expect(GRADES.map((option) => option.name)).toContain('Kelas 11 IPS SMA/MA');
    expect(GRADES.map((option) => option.name)).toContain('Kelas 12 SMK');
  });
});

describe('parseGradeValue', () => {
  it('reads an SMA/MA value into grade, stream and class type', () => {
    expect(parseGradeValue('10_IPA_SMA/MA')).toMatchObject({ grade: 10, stream: 'IPA', classType: 'SMA/MA' });
  });

  it('reads an SMP/MTs value with its empty stream as null', () => {
    expect(parseGradeValue('7__SMP/MTs')).toMatchObject({ grade: 7, stream: null, classType: 'SMP/MTs' });
  });

  it('rejects combinations outside the catalogue', () => {
    expect(parseGradeValue('13_IPA_SMA/MA')).toBeNull();
    expect(parseGradeValue('4_IPA_SD')).toBeNull();
    expect(parseGradeValue('')).toBeNull();
  });

  it('round-trips every catalogue value through formatGradeValue', () => {
    for (const value of GRADE_VALUES) {
      const parsed = parseGradeValue(value);
      expect(parsed).not.toBeNull();
      expect(parsed && formatGradeValue(parsed)).toBe(value);
    }
  });
});

describe('formatGradeValue', () => {
  it('builds the value of an SMA/MA grade with its stream', () => {
    expect(formatGradeValue({ grade: 11, stream: 'IPS', classType: 'SMA/MA' })).toBe('11_IPS_SMA/MA');
  });

  it('fills the stream SD and SMK imply when a profile stores none', () => {
    expect(formatGradeValue({ grade: 5, stream: null, classType: 'SD' })).toBe('5_SD_SD');
    expect(formatGradeValue({ grade: '12', classType: 'SMK' })).toBe('12_SMK_SMK');
  });

  it('returns null for an SMA/MA grade without IPA or IPS', () => {
    expect(formatGradeValue({ grade: 10, stream: null, classType: 'SMA/MA' })).toBeNull();
  });

  it('returns null for a grade outside its class type', () => {
    expect(formatGradeValue({ grade: 4, stream: null, classType: 'SMP/MTs' })).toBeNull();
  });
});

describe('GradeValueSchema', () => {
  it('accepts a catalogue value and rejects another with the grade message', () => {
    expect(GradeValueSchema.safeParse('9__SMP/MTs').success).toBe(true);
    const result = GradeValueSchema.safeParse('9_IPA_SMP/MTs');
    expect(result.error?.issues[0]?.message).toBe('Pilih kelas dulu, ya');
  });
});

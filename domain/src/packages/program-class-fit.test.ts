import { describe, expect, it } from 'vitest';
import { classFitsProgram, type ProgramClassFields } from './program-class-fit.ts';

const regular = (grades: number[], stream: ProgramClassFields['stream'] = null): ProgramClassFields => ({
  kind: 'regular',
  grades,
  stream,
  focusExamId: null,
});

describe('classFitsProgram', () => {
  it('gives a level the regular classes of its grades', () => {
    expect(classFitsProgram(regular([5]), 'SD')).toBe(true);
    expect(classFitsProgram(regular([8]), 'SMP')).toBe(true);
    expect(classFitsProgram(regular([8]), 'SD')).toBe(false);
    // Grade 4 has no package (docs/product §3): no program takes its classes.
    expect(classFitsProgram(regular([4]), 'SD')).toBe(false);
  });

  it('gives an SMA/SMK program the classes of its stream and those for every stream', () => {
    expect(classFitsProgram(regular([11], 'IPA'), 'SMA_IPA')).toBe(true);
    expect(classFitsProgram(regular([11], null), 'SMA_IPS')).toBe(true);
    expect(classFitsProgram(regular([11], 'IPA'), 'SMA_IPS')).toBe(false);
    expect(classFitsProgram(regular([10], 'SMK'), 'SMK')).toBe(true);
    expect(classFitsProgram(regular([10], 'IPS'), 'SMK')).toBe(false);
  });

  it('gives UTBK-SNBT its focus-exam classes only, and no program the free classes', () => {
    const focus: ProgramClassFields = { kind: 'focus_exam', grades: [12], stream: null, focusExamId: 'utbk-snbt' };
    expect(classFitsProgram(focus, 'UTBK_SNBT')).toBe(true);
    expect(classFitsProgram(focus, 'SMA_IPA')).toBe(false);
    expect(classFitsProgram(regular([12]), 'UTBK_SNBT')).toBe(false);
    expect(classFitsProgram({ ...regular([8]), kind: 'free' }, 'SMP')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CLASS_TYPE_CHOICES,
  gradeChoicesFor,
  needsStreamChoice,
  STREAM_CHOICES,
  toGradeFormValues,
  toGradeLabel,
} from './grade-choices.ts';

describe('grade choices', () => {
  it('offers the four school levels of docs/product §3 in order', () => {
    expect(CLASS_TYPE_CHOICES.map((choice) => choice.label)).toEqual(['SD', 'SMP/MTs', 'SMA/MA', 'SMK']);
  });

  it('offers each level its own grades', () => {
    expect(gradeChoicesFor('SD').map((choice) => choice.value)).toEqual(['4', '5', '6']);
    expect(gradeChoicesFor('SMP/MTs')).toEqual([
      { value: '7', label: 'Kelas 7' },
      { value: '8', label: 'Kelas 8' },
      { value: '9', label: 'Kelas 9' },
    ]);
    expect(gradeChoicesFor('SMA/MA').map((choice) => choice.value)).toEqual(['10', '11', '12']);
    expect(gradeChoicesFor('SMK').map((choice) => choice.value)).toEqual(['10', '11', '12']);
  });

  it('offers no grades before a level is chosen', () => {
    expect(gradeChoicesFor('')).toEqual([]);
    expect(gradeChoicesFor('SMA')).toEqual([]);
  });

  it('asks for IPA or IPS only in SMA/MA', () => {
    expect(STREAM_CHOICES.map((choice) => choice.value)).toEqual(['IPA', 'IPS']);
    expect(needsStreamChoice('SMA/MA')).toBe(true);
    for (const level of ['SD', 'SMP/MTs', 'SMK', '']) expect(needsStreamChoice(level), level).toBe(false);
  });
});

describe('toGradeFormValues', () => {
  it('prefills a SMA/MA student with the stream', () => {
    expect(toGradeFormValues({ grade: 11, class_type: 'SMA/MA', stream: 'IPA' })).toEqual({
      class_type: 'SMA/MA',
      grade: '11',
      stream: 'IPA',
    });
  });

  it('leaves the stream empty where the form does not ask for it', () => {
    expect(toGradeFormValues({ grade: 5, class_type: 'SD', stream: 'SD' })).toEqual({
      class_type: 'SD',
      grade: '5',
      stream: '',
    });
    expect(toGradeFormValues({ grade: 12, class_type: 'SMK', stream: 'SMK' }).stream).toBe('');
  });

  it('drops a grade the level does not have, and everything without a level', () => {
    expect(toGradeFormValues({ grade: 4, class_type: 'SMA/MA', stream: 'IPA' })).toEqual({
      class_type: 'SMA/MA',
      grade: '',
      stream: 'IPA',
    });
    expect(toGradeFormValues({ grade: 8, class_type: null })).toEqual({
      class_type: '',
      grade: '',
      stream: '',
    });
  });
});

describe('toGradeLabel', () => {
  it('names catalogue grades as the catalogue does', () => {
    expect(toGradeLabel({ grade: 11, class_type: 'SMA/MA', stream: 'IPA' })).toBe('Kelas 11 IPA SMA/MA');
    expect(toGradeLabel({ grade: 8, class_type: 'SMP/MTs', stream: null })).toBe('Kelas 8 SMP/MTs');
    expect(toGradeLabel({ grade: 5, class_type: 'SD' })).toBe('Kelas 5 SD');
  });

  it('falls back to the grade number, or nothing without a grade', () => {
    expect(toGradeLabel({ grade: 10, class_type: 'SMA/MA', stream: null })).toBe('Kelas 10');
    expect(toGradeLabel({ grade: null })).toBe('');
  });
});

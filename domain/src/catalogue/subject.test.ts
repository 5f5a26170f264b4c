import { describe, expect, it } from 'vitest';
import { SUBJECTS, toSubjectName } from './subject.ts';

describe('SUBJECTS', () => {
  it('shows the subjects Matematika, Fisika and Kimia', () => {
    expect(SUBJECTS.map((subject) => subject.name)).toEqual(['Matematika', 'Fisika', 'Kimia']);
  });
});

describe('toSubjectName', () => {
  it('gives the display name of a subject value', () => {
    expect(toSubjectName('kimia')).toBe('Kimia');
  });

  it('shows an unknown subject value as given', () => {
    expect(toSubjectName('biologi')).toBe('biologi');
  });
});

import { describe, expect, it } from 'vitest';
import { classifyUserFlow, USER_FLOWS } from './classify-user-flow.ts';
import type { ParentUser, UserProfile } from './session-user-data.ts';

const student = (id: string): UserProfile => ({
  id,
  role: 'student',
  full_name: `Murid ${id}`,
  country_code: '+62',
});
const parentProfile: UserProfile = {
  id: 'par-1',
  role: 'parent',
  full_name: 'Ibu Sari',
  country_code: '+62',
};
const parent: ParentUser = { name: 'Ibu Sari', country_code: '+62', phone_number: '81298765432' };

describe('classifyUserFlow', () => {
  it('names the five flows as docs/product §4 writes them', () => {
    expect(USER_FLOWS).toEqual([
      'New user',
      'Existing student without parent information',
      'Existing student with parent information',
      'Existing parent without student information',
      'Existing parent with student information',
    ]);
  });

  it('classifies no students, no primary and no parent as a new user', () => {
    expect(classifyUserFlow({ primary_user: null, student_users: [], parent_user: null })).toEqual({
      flow: 'New user',
      multipleStudents: false,
    });
  });

  it('classifies a student without a parent', () => {
    const budi = student('1');
    expect(classifyUserFlow({ primary_user: budi, student_users: [budi], parent_user: null }).flow).toBe(
      'Existing student without parent information',
    );
  });

  it('classifies a student with a parent', () => {
    const budi = student('1');
    expect(classifyUserFlow({ primary_user: budi, student_users: [budi], parent_user: parent }).flow).toBe(
      'Existing student with parent information',
    );
  });

  it('classifies a parent without students', () => {
    expect(
      classifyUserFlow({ primary_user: parentProfile, student_users: [], parent_user: parent }).flow,
    ).toBe('Existing parent without student information');
  });

  it('classifies a parent with students', () => {
    expect(
      classifyUserFlow({ primary_user: parentProfile, student_users: [student('1')], parent_user: parent })
        .flow,
    ).toBe('Existing parent with student information');
  });

  it('flags more than one student as multiple students', () => {
    const result = classifyUserFlow({
      primary_user: student('1'),
      student_users: [student('1'), student('2')],
      parent_user: parent,
    });
    expect(result).toEqual({ flow: 'Existing student with parent information', multipleStudents: true });
  });

  it('does not flag exactly one student as multiple', () => {
    expect(
      classifyUserFlow({ primary_user: student('1'), student_users: [student('1')], parent_user: null })
        .multipleStudents,
    ).toBe(false);
  });

  it('treats a parent record without a primary user as a parent account', () => {
    expect(
      classifyUserFlow({ primary_user: null, student_users: [student('1')], parent_user: parent }).flow,
    ).toBe('Existing parent with student information');
  });

  it('treats students without a primary user or parent as a student account', () => {
    expect(
      classifyUserFlow({ primary_user: undefined, student_users: [student('1')], parent_user: undefined })
        .flow,
    ).toBe('Existing student without parent information');
  });
});

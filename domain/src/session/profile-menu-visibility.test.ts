import { describe, expect, it } from 'vitest';
import {
  shouldShowParentSection,
  shouldShowSwitchProfile,
  shouldShowWeeklyReport,
} from './profile-menu-visibility.ts';
import type { UserProfile } from './session-user-data.ts';

const student = (id: string): UserProfile => ({ id, role: 'student', full_name: id, country_code: '+62' });

describe('shouldShowSwitchProfile', () => {
  it('offers Ganti profil with two students', () => {
    expect(shouldShowSwitchProfile({ student_users: [student('a'), student('b')] })).toBe(true);
  });

  it('hides Ganti profil with one student', () => {
    expect(shouldShowSwitchProfile({ student_users: [student('a')] })).toBe(false);
  });

  it('hides Ganti profil with no students', () => {
    expect(shouldShowSwitchProfile({ student_users: [] })).toBe(false);
  });
});

describe('shouldShowParentSection', () => {
  it('shows Data orangtua when a parent exists', () => {
    expect(shouldShowParentSection({ parent_user: { name: 'Ibu Sari', country_code: '+62' } })).toBe(true);
  });

  it('shows Data orangtua for a parent known only by phone number', () => {
    expect(
      shouldShowParentSection({
        parent_user: { name: '', country_code: '+62', phone_number: '81298765432' },
      }),
    ).toBe(true);
  });

  it('hides Data orangtua without a parent', () => {
    expect(shouldShowParentSection({ parent_user: null })).toBe(false);
    expect(shouldShowParentSection({})).toBe(false);
  });

  it('hides Data orangtua for an empty parent record', () => {
    expect(
      shouldShowParentSection({ parent_user: { name: ' ', country_code: '+62', phone_number: null } }),
    ).toBe(false);
  });
});

describe('shouldShowWeeklyReport', () => {
  const parent = { name: 'Ibu Sari', country_code: '+62', phone_number: '81100000001' };

  it('offers the report to a family account, whichever profile is in use, and to a parent’s own profile', () => {
    expect(shouldShowWeeklyReport({ primary_user: { role: 'student' }, parent_user: parent })).toBe(true);
    expect(shouldShowWeeklyReport({ primary_user: { role: 'parent' }, parent_user: null })).toBe(true);
  });

  it('leaves it out for a student on their own account', () => {
    expect(shouldShowWeeklyReport({ primary_user: { role: 'student' }, parent_user: null })).toBe(false);
  });
});

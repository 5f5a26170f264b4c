import { describe, expect, it } from 'vitest';
import { mergeFreshProfile } from './merge-fresh-profile.ts';
import type { SessionUserData, UserProfile } from './session-user-data.ts';

const budi: UserProfile = {
  id: 'stu-1',
  role: 'student',
  full_name: 'Budi',
  grade: 9,
  class_type: 'SMP/MTs',
  stream: null,
  country_code: '+62',
  email: 'budi@example.com',
  avatar_url: 'https://cdn.example.com/budi.png',
  access_token: 'stored-access',
  refresh_token: 'stored-refresh',
  expires_in: 3600,
  token_type: 'Bearer',
};
const sari: UserProfile = { id: 'stu-2', role: 'student', full_name: 'Sari', grade: 5, country_code: '+62' };

const stored: SessionUserData = {
  primary_user: budi,
  student_users: [budi, sari],
  parent_user: { name: 'Ibu Wati', country_code: '+62', phone_number: '81298765432' },
  register_token: null,
};

describe('mergeFreshProfile', () => {
  it('lets fields of the fresh profile win', () => {
    const merged = mergeFreshProfile(stored, { id: 'stu-1', full_name: 'Budi Santoso', grade: 10 });
    expect(merged.primary_user).toMatchObject({ full_name: 'Budi Santoso', grade: 10 });
  });

  it('keeps fields the fresh profile lacks', () => {
    const merged = mergeFreshProfile(stored, { id: 'stu-1', full_name: 'Budi Santoso' });
    expect(merged.primary_user).toMatchObject({
      email: 'budi@example.com',
      avatar_url: 'https://cdn.example.com/budi.png',
    });
  });

  it('keeps the stored tokens even when the fresh profile carries others', () => {
    const merged = mergeFreshProfile(stored, { id: 'stu-1', access_token: 'other', expires_in: 10 });
    expect(merged.primary_user).toMatchObject({
      access_token: 'stored-access',
      refresh_token: 'stored-refresh',
      expires_in: 3600,
      token_type: 'Bearer',
    });
  });

  it('applies a field the server cleared to null', () => {
    const merged = mergeFreshProfile(stored, { id: 'stu-1', email: null });
    expect(merged.primary_user?.email).toBeNull();
  });

  it('updates the matching student in student_users', () => {
    const merged = mergeFreshProfile(stored, { id: 'stu-1', full_name: 'Budi Santoso' });
    expect(merged.student_users.map((student) => student.full_name)).toEqual(['Budi Santoso', 'Sari']);
    expect(merged.student_users[0]?.access_token).toBe('stored-access');
  });

  it('leaves other students, the parent and the register token alone', () => {
    const merged = mergeFreshProfile(stored, { id: 'stu-1', full_name: 'Budi Santoso' });
    expect(merged.student_users[1]).toBe(sari);
    expect(merged.parent_user).toBe(stored.parent_user);
    expect(merged.register_token).toBeNull();
  });

  it('does not change the stored object', () => {
    mergeFreshProfile(stored, { id: 'stu-1', full_name: 'Budi Santoso' });
    expect(stored.primary_user?.full_name).toBe('Budi');
    expect(stored.student_users[0]?.full_name).toBe('Budi');
  });

  it('takes the fresh profile as primary user when none is stored', () => {
    const merged = mergeFreshProfile({ student_users: [] }, { ...sari });
    expect(merged.primary_user).toEqual(sari);
  });
});

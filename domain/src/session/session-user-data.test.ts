import { describe, expect, it } from 'vitest';
import { SessionUserDataSchema, UserProfileSchema } from './session-user-data.ts';

const student = {
  id: 'stu-1',
  role: 'student',
  full_name: 'Budi Santoso',
  grade: 10,
  class_type: 'SMA/MA',
  stream: 'IPA',
  phone_number: '81234567890',
  country_code: '+62',
  email: 'budi@example.com',
  avatar_url: null,
  student_id: 'S-001',
  access_token: 'access',
  refresh_token: 'refresh',
  expires_in: 3600,
  token_type: 'Bearer',
};

function omit(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

describe('SessionUserDataSchema', () => {
  it('reads the full session shape of docs/product §3', () => {
    const data = SessionUserDataSchema.parse({
      primary_user: student,
      student_users: [student],
      parent_user: { name: 'Ibu Sari', country_code: '+62', phone_number: '81298765432', access_token: 'p' },
      register_token: null,
      isWhatsappConsentGiven: true,
    });
    expect(data.primary_user?.full_name).toBe('Budi Santoso');
    expect(data.parent_user?.name).toBe('Ibu Sari');
    expect(data.isWhatsappConsentGiven).toBe(true);
  });

  it('reads an empty object as a new visitor with no students', () => {
    expect(SessionUserDataSchema.parse({})).toEqual({ student_users: [] });
  });

  it('rejects a profile with an unknown role', () => {
    expect(SessionUserDataSchema.safeParse({ primary_user: { ...student, role: 'admin' } }).success).toBe(
      false,
    );
  });
});

describe('UserProfileSchema', () => {
  it('accepts a profile without tokens, as kept out of script-readable storage', () => {
    const withoutTokens = omit(student, ['access_token', 'refresh_token', 'expires_in', 'token_type']);
    expect(UserProfileSchema.parse(withoutTokens).access_token).toBeUndefined();
  });

  it('defaults the country code to +62', () => {
    expect(UserProfileSchema.parse(omit(student, ['country_code'])).country_code).toBe('+62');
  });

  it('accepts an SMP/MTs student with no stream', () => {
    expect(
      UserProfileSchema.parse({ ...student, grade: 8, class_type: 'SMP/MTs', stream: null }).stream,
    ).toBeNull();
  });
});

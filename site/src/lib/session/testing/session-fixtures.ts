import { putUserData } from './fake-browser.ts';

/*
 * The people of the session suites. A test that needs one of them slightly different says so
 * where it uses them, with a spread.
 */

/** The token fields the backend sends with a user: what `USER_DATA` must never hold. */
export const TEST_TOKENS = {
  access_token: 'eyJ.access',
  refresh_token: 'refresh-opaque',
  expires_in: 3600,
  token_type: 'Bearer',
};

/** Raka as the profile picker shows him: name, grade and class. */
export const RAKA_CARD = {
  id: 'stu-raka',
  role: 'student',
  full_name: 'Raka Pratama',
  grade: 8,
  class_type: 'SMP/MTs',
  country_code: '+62',
} as const;

/** Nadia, Raka's sister, as the profile picker shows her. */
export const NADIA_CARD = {
  ...RAKA_CARD,
  id: 'stu-nadia',
  full_name: 'Nadia Putri',
  grade: 5,
  class_type: 'SD',
} as const;

/** Raka with every field of a student profile the backend answers. */
export const RAKA = {
  ...RAKA_CARD,
  stream: null,
  phone_number: null,
  email: null,
  avatar_url: null,
  student_id: 'stu-raka',
} as const;

/** Nadia with every field of a student profile the backend answers. */
export const NADIA = { ...RAKA, ...NADIA_CARD, stream: 'SD', student_id: 'stu-nadia' } as const;

/** Their parent, as `parent_user` is stored (without a token). */
export const PARENT = { name: 'Ibu Sari Wulandari', country_code: '+62', phone_number: '81100000001' };

/** A student alone on his account: no siblings, no parent. */
export const DIMAS = {
  id: 'stu-dimas',
  role: 'student',
  full_name: 'Dimas Ardiansyah',
  country_code: '+62',
} as const;

/** Writes Dimas's session to `USER_DATA`, its access token expiring at `expiresAt`. */
export function storeDimasSession(expiresAt: number): void {
  putUserData({
    primary_user: DIMAS,
    student_users: [DIMAS],
    parent_user: null,
    register_token: null,
    expires_at: expiresAt,
  });
}

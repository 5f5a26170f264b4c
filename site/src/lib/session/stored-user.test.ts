import { SESSION_USER_DATA_KEY, SUBSCRIPTION_TYPE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_COOKIE, toStoredUser, USER_DATA_KEY } from './stored-user.ts';

it('reads the storage key and cookie the rest of the app writes', () => {
  expect(USER_DATA_KEY).toBe(SESSION_USER_DATA_KEY);
  expect(SUBSCRIPTION_COOKIE).toBe(SUBSCRIPTION_TYPE_COOKIE_NAME);
});

describe('toStoredUser', () => {
  it('gives the profile in use of a stored session', () => {
    const raw = JSON.stringify({
      primary_user: { id: 'stu-dimas', full_name: 'Dimas Ardiansyah', role: 'student' },
      student_users: [],
    });
    expect(toStoredUser(raw)).toMatchObject({ id: 'stu-dimas', full_name: 'Dimas Ardiansyah' });
  });

  it('counts nothing stored, a sign-up in progress and a broken value as no user', () => {
    expect(toStoredUser(null)).toBeNull();
    expect(toStoredUser(JSON.stringify({ primary_user: null, register_token: 'abc' }))).toBeNull();
    expect(toStoredUser('{not json')).toBeNull();
    expect(toStoredUser(JSON.stringify({ primary_user: { full_name: 'Tanpa Id' } }))).toBeNull();
  });
});

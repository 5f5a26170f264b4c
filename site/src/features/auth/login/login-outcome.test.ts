import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@bimbel/domain/session/session-user-data';
import { loggedInFromPage, nextStepAfterLogin } from './login-outcome.ts';

const student = (id: string): UserProfile => ({ id, role: 'student', full_name: id, country_code: '+62' });

describe('nextStepAfterLogin', () => {
  it('sends a number without an account to the sign-up steps', () => {
    expect(nextStepAfterLogin({ primary_user: null, student_users: [], register_token: 'reg-1' })).toBe(
      'register',
    );
  });

  it('lets a family with several students choose one first', () => {
    expect(
      nextStepAfterLogin({
        primary_user: student('a'),
        student_users: [student('a'), student('b')],
        register_token: null,
      }),
    ).toBe('choose-student');
  });

  it('goes straight back to a checkout step, which asks which children to buy for', () => {
    const family = {
      primary_user: student('a'),
      student_users: [student('a'), student('b')],
      register_token: null,
    };
    expect(nextStepAfterLogin(family, '/paket/user/select-student')).toBe('continue');
    expect(nextStepAfterLogin(family, '/bimbel/user')).toBe('choose-student');
    expect(
      nextStepAfterLogin({ ...family, primary_user: null, register_token: 'reg-1' }, '/paket/user/summary'),
    ).toBe('register');
  });

  it('continues with one student, or a parent without students', () => {
    expect(
      nextStepAfterLogin({ primary_user: student('a'), student_users: [student('a')], register_token: null }),
    ).toBe('continue');
    expect(
      nextStepAfterLogin({
        primary_user: { id: 'p', role: 'parent', full_name: 'Ibu', country_code: '+62' },
        student_users: [],
        register_token: null,
      }),
    ).toBe('continue');
  });
});

describe('loggedInFromPage', () => {
  const origin = 'https://cobelajar.id';

  it('prefers the page name another page stored', () => {
    expect(
      loggedInFromPage({ stored: 'Paket Page', redirectPath: '/bimbel/user', referrer: '', origin }),
    ).toBe('Paket Page');
  });

  it('names the page the login returns to', () => {
    expect(
      loggedInFromPage({ redirectPath: '/bimbel/user?tab=1', referrer: `${origin}/tanya`, origin }),
    ).toBe('Live Classes User Home Page');
  });

  it('names a same-site referrer, but not another site or the login page itself', () => {
    expect(loggedInFromPage({ referrer: `${origin}/tanya`, origin })).toBe('Tanya Home Page');
    expect(loggedInFromPage({ referrer: 'https://evil.example/tanya', origin })).toBe('Direct');
    expect(loggedInFromPage({ referrer: `${origin}/login?redirect=/x`, origin })).toBe('Direct');
    expect(loggedInFromPage({ referrer: '', origin })).toBe('Direct');
  });
});

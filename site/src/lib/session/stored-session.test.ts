import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { describe, expect, it } from 'vitest';
import { readStoredSession, stripTokens } from './stored-session.ts';
import { NADIA as nadia, PARENT, RAKA as raka, TEST_TOKENS as tokens } from './testing/session-fixtures.ts';

const verifyAnswer: SessionUserData = {
  primary_user: { ...raka, ...tokens },
  student_users: [{ ...raka }, { ...nadia }],
  parent_user: { ...PARENT, access_token: 'eyJ.parent' },
  register_token: null,
};

describe('stripTokens', () => {
  it('removes every token field from the primary user, the students and the parent', () => {
    const stripped = stripTokens({ ...verifyAnswer, student_users: [{ ...raka, ...tokens }, nadia] });
    const text = JSON.stringify(stripped);
    for (const secret of [
      'eyJ.access',
      'refresh-opaque',
      'eyJ.parent',
      'access_token',
      'refresh_token',
      'expires_in',
      'token_type',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(stripped.primary_user).toEqual(raka);
    expect(stripped.parent_user).toEqual({
      name: 'Ibu Sari Wulandari',
      country_code: '+62',
      phone_number: '81100000001',
    });
  });

  it('leaves the input untouched and keeps a null primary user and parent', () => {
    const signup: SessionUserData = {
      primary_user: null,
      student_users: [],
      parent_user: null,
      register_token: 'reg-1',
    };
    expect(stripTokens(signup)).toEqual(signup);
    stripTokens(verifyAnswer);
    expect(verifyAnswer.primary_user?.access_token).toBe('eyJ.access');
  });
});

describe('readStoredSession', () => {
  it('reads what the session owner writes', () => {
    const stored = { ...stripTokens(verifyAnswer), expires_at: 1_790_000_000_000 };
    expect(readStoredSession(JSON.stringify(stored))).toEqual(stored);
  });

  it('treats nothing, broken JSON and non-objects as no session', () => {
    for (const raw of [null, '', '{', 'null', '42', '"text"']) {
      expect(readStoredSession(raw), String(raw)).toBeNull();
    }
  });

  it('refuses a primary user without an id', () => {
    expect(readStoredSession(JSON.stringify({ primary_user: { full_name: 'Raka' } }))).toBeNull();
    expect(readStoredSession(JSON.stringify({ primary_user: 'stu-raka' }))).toBeNull();
  });

  it('fills missing parts with safe defaults (an older or hand-edited entry)', () => {
    expect(
      readStoredSession(JSON.stringify({ primary_user: raka, student_users: 'x', expires_at: 'soon' })),
    ).toEqual({
      primary_user: raka,
      student_users: [],
      parent_user: null,
      register_token: null,
      expires_at: null,
    });
  });

  it('keeps a sign-up in progress (register token, no primary user)', () => {
    expect(readStoredSession(JSON.stringify({ register_token: 'reg-1' }))).toMatchObject({
      primary_user: null,
      register_token: 'reg-1',
    });
  });
});

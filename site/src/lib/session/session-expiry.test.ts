import { describe, expect, it } from 'vitest';
import { decideSessionExpiry, TOKEN_RENEWAL_MARGIN_MS } from './session-expiry.ts';
import type { StoredSession } from './stored-session.ts';

const now = new Date('2026-11-22T03:00:00Z');
const student = { id: 'stu-1', role: 'student', full_name: 'Dimas Ardiansyah', country_code: '+62' } as const;

function stored(expiresAt: number | null, primary: StoredSession['primary_user'] = student): StoredSession {
  return {
    primary_user: primary,
    student_users: primary ? [primary] : [],
    parent_user: null,
    register_token: null,
    expires_at: expiresAt,
  };
}

describe('decideSessionExpiry', () => {
  it('does nothing without a logged-in user (no storage, or a sign-up in progress)', () => {
    expect(decideSessionExpiry(null, now)).toBe('no-session');
    expect(decideSessionExpiry({ ...stored(null, null), register_token: 'reg-1' }, now)).toBe('no-session');
  });

  it('keeps a token with time left', () => {
    expect(decideSessionExpiry(stored(now.getTime() + 59 * 60 * 1000), now)).toBe('valid');
    expect(decideSessionExpiry(stored(now.getTime() + TOKEN_RENEWAL_MARGIN_MS + 1), now)).toBe('valid');
  });

  it('renews a token whose expiry has passed', () => {
    expect(decideSessionExpiry(stored(now.getTime() - 1), now)).toBe('renew');
    expect(decideSessionExpiry(stored(now.getTime() - 24 * 60 * 60 * 1000), now)).toBe('renew');
  });

  it('renews a little early, so no request leaves with a token about to die', () => {
    expect(decideSessionExpiry(stored(now.getTime() + TOKEN_RENEWAL_MARGIN_MS), now)).toBe('renew');
    expect(decideSessionExpiry(stored(now.getTime() + 5_000), now)).toBe('renew');
  });

  it('renews when the expiry is unknown rather than trusting it', () => {
    expect(decideSessionExpiry(stored(null), now)).toBe('renew');
    expect(decideSessionExpiry(stored(Number.NaN), now)).toBe('renew');
  });
});

import { describe, expect, it } from 'vitest';
import { isSessionExpired } from './is-session-expired.ts';

const issuedAt = new Date('2026-11-22T10:00:00.000Z');

describe('isSessionExpired', () => {
  it('keeps a session whose expires_in has not run out', () => {
    expect(isSessionExpired({ expiresInSeconds: 3600, issuedAt }, new Date('2026-11-22T10:59:59.999Z'))).toBe(
      false,
    );
  });

  it('expires a session at the exact end of expires_in', () => {
    expect(isSessionExpired({ expiresInSeconds: 3600, issuedAt }, new Date('2026-11-22T11:00:00.000Z'))).toBe(
      true,
    );
  });

  it('expires a session after its expiry instant', () => {
    expect(isSessionExpired({ expiresAt: issuedAt }, new Date('2026-11-22T10:00:01.000Z'))).toBe(true);
  });

  it('accepts epoch milliseconds as instants', () => {
    expect(isSessionExpired({ expiresAt: issuedAt.getTime() + 1000 }, issuedAt)).toBe(false);
    expect(isSessionExpired({ expiresInSeconds: 60, issuedAt: issuedAt.getTime() }, issuedAt)).toBe(false);
  });

  it('treats a missing expiry as expired', () => {
    expect(isSessionExpired(null, issuedAt)).toBe(true);
    expect(isSessionExpired(undefined, issuedAt)).toBe(true);
  });

  it('treats unreadable expiry data as expired', () => {
    expect(isSessionExpired({ expiresInSeconds: Number.NaN, issuedAt }, issuedAt)).toBe(true);
    expect(isSessionExpired({ expiresAt: new Date('not a date') }, issuedAt)).toBe(true);
  });
});

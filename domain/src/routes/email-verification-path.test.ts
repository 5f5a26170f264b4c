import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_PATH, toEmailVerificationPath } from './email-verification-path.ts';

describe('toEmailVerificationPath', () => {
  it('puts the token after the verification page path', () => {
    expect(toEmailVerificationPath('abc_DEF-123')).toBe('/verifikasi-email/abc_DEF-123');
    expect(toEmailVerificationPath('x').startsWith(`${EMAIL_VERIFICATION_PATH}/`)).toBe(true);
  });

  it('keeps anything that is not URL-safe from changing the path', () => {
    expect(toEmailVerificationPath('a/../b?c')).toBe('/verifikasi-email/a%2F..%2Fb%3Fc');
  });
});

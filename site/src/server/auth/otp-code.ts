import { createHmac, randomInt } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@bimbel/domain/auth/otp-login';
import { hashesMatch } from './opaque-token.ts';

/** Six digits, uniformly drawn from the operating system's CSPRNG (leading zeros kept). */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/**
 * How a code is stored: HMAC-SHA256 keyed with AUTH_SECRET over `<challenge id>:<code>`.
 * A plain hash of six digits is reversed by trying all 10⁶; without the secret nobody can, and
 * binding the challenge id makes every challenge's hash different for the same code.
 */
export function hashOtpCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

/** Constant-time check of a typed code against the stored hash. */
export function otpCodeMatches(
  secret: string,
  challengeId: string,
  code: string,
  storedHash: string,
): boolean {
  return hashesMatch(hashOtpCode(secret, challengeId, code), storedHash);
}

import { OTP_RESEND_SECONDS } from '../constants/limits.ts';

/**
 * When a new login code may be asked for (epoch ms): `resendAfterSeconds` (the request's
 * `resend_after`, docs/product §9's 90 s) after the code was sent.
 *
 * @example
 * resendAvailableAt(Date.parse('2026-11-22T10:00:00Z')); // 10:01:30 in epoch ms
 */
export function resendAvailableAt(sentAtMs: number, resendAfterSeconds: number = OTP_RESEND_SECONDS): number {
  const wait = Number.isFinite(resendAfterSeconds) && resendAfterSeconds > 0 ? resendAfterSeconds : 0;
  return sentAtMs + wait * 1000;
}

/**
 * Whole seconds left before a new code may be asked for, rounded up so the countdown shows
 * 1 until the very end and 0 exactly when resending is allowed. Unreadable instants count
 * as "allowed now": a broken clock must not lock anyone out (the server decides anyway).
 *
 * @example
 * secondsUntilResend(availableAt, availableAt - 89_100); // 90
 * secondsUntilResend(availableAt, availableAt); // 0
 */
export function secondsUntilResend(availableAtMs: number, nowMs: number): number {
  const left = (availableAtMs - nowMs) / 1000;
  return Number.isFinite(left) && left > 0 ? Math.ceil(left) : 0;
}

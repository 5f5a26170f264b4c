import { describe, expect, it } from 'vitest';
import { resendAvailableAt, secondsUntilResend } from './otp-resend.ts';

const sentAt = Date.parse('2026-11-22T10:00:00.000Z');

describe('resendAvailableAt', () => {
  it('allows a new code 90 seconds after sending by default (docs/product §9)', () => {
    expect(resendAvailableAt(sentAt)).toBe(Date.parse('2026-11-22T10:01:30.000Z'));
  });

  it('follows the resend_after the server answered', () => {
    expect(resendAvailableAt(sentAt, 30)).toBe(sentAt + 30_000);
  });

  it('treats a missing or negative wait as none', () => {
    expect(resendAvailableAt(sentAt, Number.NaN)).toBe(sentAt);
    expect(resendAvailableAt(sentAt, -5)).toBe(sentAt);
  });
});

describe('secondsUntilResend', () => {
  const availableAt = resendAvailableAt(sentAt);

  it('counts 90 at the moment of sending and 1 in the last second', () => {
    expect(secondsUntilResend(availableAt, sentAt)).toBe(90);
    expect(secondsUntilResend(availableAt, availableAt - 999)).toBe(1);
    expect(secondsUntilResend(availableAt, availableAt - 1)).toBe(1);
  });

  it('reaches 0 exactly when resending is allowed, and stays there', () => {
    expect(secondsUntilResend(availableAt, availableAt)).toBe(0);
    expect(secondsUntilResend(availableAt, availableAt + 60_000)).toBe(0);
  });

  it('allows resending when an instant is unreadable', () => {
    expect(secondsUntilResend(Number.NaN, sentAt)).toBe(0);
    expect(secondsUntilResend(availableAt, Number.NaN)).toBe(0);
  });
});

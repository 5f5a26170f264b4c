import { describe, expect, it } from 'vitest';
import * as limits from './limits.ts';

// Pins every timing of docs/product §9 to its number: a change here must be a change of the spec.
describe('limits of docs/product §9', () => {
  it('pins the OTP, polling and auto-open timings', () => {
    expect(limits.OTP_RESEND_SECONDS).toBe(90);
    expect(limits.PAYMENT_STATUS_POLL_INTERVAL_MS).toBe(30000);
    expect(limits.NPS_POLL_INTERVAL_MS).toBe(30000);
    expect(limits.NPS_POLL_DELAY_MS).toBe(1800000);
    expect(limits.CALL_ME_BACK_AUTO_OPEN_MS).toBe(10000);
    expect(limits.CONTACT_ME_AUTO_OPEN_MS).toBe(15000);
  });

  it('pins the delays, thresholds and time limits', () => {
    expect(limits.ERROR_DELAY_MS).toBe(800);
    expect(limits.VIDEO_IDLE_TIMEOUT_MS).toBe(2000);
    expect(limits.FLOATING_BUTTON_SCROLL_THRESHOLD).toBe(200);
    expect(limits.USER_TIME_SPENT_LIMIT_SECONDS).toBe(900);
    expect(limits.TANYA_VERIFIED_VIDEO_CARD_BASE_DELAY_MS).toBe(1500);
    expect(limits.LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE).toBe(15);
    expect(limits.TOAST_DURATION_MS).toBe(5000);
  });

  it('exports nothing that is not pinned above', () => {
    expect(Object.keys(limits).sort()).toEqual(
      [
        'OTP_RESEND_SECONDS',
        'PAYMENT_STATUS_POLL_INTERVAL_MS',
        'NPS_POLL_INTERVAL_MS',
        'NPS_POLL_DELAY_MS',
        'CALL_ME_BACK_AUTO_OPEN_MS',
        'CONTACT_ME_AUTO_OPEN_MS',
        'ERROR_DELAY_MS',
        'VIDEO_IDLE_TIMEOUT_MS',
        'FLOATING_BUTTON_SCROLL_THRESHOLD',
        'USER_TIME_SPENT_LIMIT_SECONDS',
        'TANYA_VERIFIED_VIDEO_CARD_BASE_DELAY_MS',
        'LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE',
        'TOAST_DURATION_MS',
      ].sort(),
    );
  });
});

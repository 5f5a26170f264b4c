import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAD_FORM_MESSAGES } from '../lead/lead-form.ts';
import { OtpRequestSchema } from './otp-login.ts';
import { OTP_LOGIN_MESSAGES, toLoginPhoneNumber } from './otp-rules.ts';

describe('OTP_LOGIN_MESSAGES', () => {
  it('uses docs/product §5’s phone message, the lead form’s own', () => {
    expect(OTP_LOGIN_MESSAGES.phoneNumber).toBe(LEAD_FORM_MESSAGES.phoneNumber);
  });
});

describe('toLoginPhoneNumber', () => {
  it('turns the ways people type a mobile number into E.164', () => {
    for (const typed of ['811-0000-0002', '0811 0000 0002', '+62 811 0000 0002', ' 6281100000002 ']) {
      expect(toLoginPhoneNumber(typed), typed).toEqual({ ok: true, e164: '+6281100000002' });
    }
  });

  it('refuses a landline, letters and an over-long value with docs/product’s message', () => {
    for (const typed of ['021 555 1234', '0812abc4567', `0812 ${'3'.repeat(30)}`]) {
      expect(toLoginPhoneNumber(typed), typed).toEqual({
        ok: false,
        message: OTP_LOGIN_MESSAGES.phoneNumber,
      });
    }
  });

  it('decides exactly as the API’s request schema does', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.stringMatching(/^(\+62|62|0)?[ -]?8\d{2}[ -.]?\d{3,4}[ -]?\d{3,5}$/),
    );
    fc.assert(
      fc.property(typed, (phone) => {
        const api = OtpRequestSchema.safeParse({ phone_number: phone });
        const form = toLoginPhoneNumber(phone);
        expect(form.ok).toBe(api.success);
        if (form.ok && api.success) expect(form.e164).toBe(api.data.phone_number);
      }),
    );
  });
});

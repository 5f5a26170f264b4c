import { describe, expect, it } from 'vitest';
import { OTP_LOGIN_MESSAGES, OtpRequestSchema, OtpVerifySchema } from './otp-login.ts';

function firstIssue(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  const issue = result.error?.issues[0];
  return issue && { message: issue.message, path: issue.path.map(String).join('.') };
}

describe('OtpRequestSchema', () => {
  it('defaults to +62 and WhatsApp and outputs the number in E.164', () => {
    expect(OtpRequestSchema.parse({ phone_number: '0812-3456-7890' })).toEqual({
      country_code: '+62',
      phone_number: '+6281234567890',
      channel: 'whatsapp',
    });
  });

  it('accepts SMS and numbers typed with the country code', () => {
    expect(
      OtpRequestSchema.parse({ country_code: '+62', phone_number: '+62 812 3456 7890', channel: 'sms' }),
    ).toEqual({
      country_code: '+62',
      phone_number: '+6281234567890',
      channel: 'sms',
    });
  });

  it('refuses a landline, letters and an over-long value with the docs/product phone message', () => {
    for (const phone_number of ['(021) 555 1234', '0812abc4567', '0812 3456 7890 1234 5678 9012', 42]) {
      expect(firstIssue(OtpRequestSchema.safeParse({ phone_number }))).toEqual({
        message: 'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
        path: 'phone_number',
      });
    }
  });

  it('refuses another country code', () => {
    expect(firstIssue(OtpRequestSchema.safeParse({ country_code: '+65', phone_number: '81234567' }))).toEqual(
      {
        message: OTP_LOGIN_MESSAGES.phoneNumber,
        path: 'country_code',
      },
    );
  });

  it('refuses an unknown channel in Indonesian', () => {
    expect(
      firstIssue(OtpRequestSchema.safeParse({ phone_number: '081234567890', channel: 'email' })),
    ).toEqual({
      message: 'Pilih WhatsApp atau SMS, ya.',
      path: 'channel',
    });
  });

  it('refuses a body that is not an object in Indonesian', () => {
    expect(firstIssue(OtpRequestSchema.safeParse(null))?.message).toBe(OTP_LOGIN_MESSAGES.phoneNumber);
  });
});

describe('OtpVerifySchema', () => {
  const challenge_id = '0b5f6a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b';

  it('keeps six digits and drops the spaces of a pasted code', () => {
    expect(OtpVerifySchema.parse({ challenge_id, code: ' 123 456 ' })).toEqual({
      challenge_id,
      code: '123456',
    });
  });

  it('refuses codes that are not six digits', () => {
    for (const code of ['12345', '1234567', '12a456', 123456]) {
      expect(firstIssue(OtpVerifySchema.safeParse({ challenge_id, code }))).toEqual({
        message: OTP_LOGIN_MESSAGES.code,
        path: 'code',
      });
    }
  });

  it('refuses a challenge id that is not a UUID (it would never match)', () => {
    expect(firstIssue(OtpVerifySchema.safeParse({ challenge_id: "1' or '1'='1", code: '123456' }))).toEqual({
      message: 'Kode sudah tidak berlaku. Minta kode baru, ya.',
      path: 'challenge_id',
    });
  });
});

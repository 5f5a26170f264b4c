import { z } from 'zod';
import { COUNTRY_CODE } from '../catalogue/country-code.ts';
import { normalizePhoneNumber } from '../phone/normalize-phone-number.ts';
import { createUuidSchema } from '../validation/uuid.ts';
import {
  DEFAULT_OTP_CHANNEL,
  OTP_CHANNELS,
  OTP_CODE_LENGTH,
  OTP_LOGIN_MESSAGES,
  OTP_PHONE_MAX_LENGTH,
  type OtpChannel,
} from './otp-rules.ts';

// The rules live in otp-rules.ts (no zod, for the login page); the API's users import them here too.
export { DEFAULT_OTP_CHANNEL, OTP_CHANNELS, OTP_CODE_LENGTH, OTP_LOGIN_MESSAGES, OTP_PHONE_MAX_LENGTH };
export type { OtpChannel };

const messages = OTP_LOGIN_MESSAGES;

/**
 * Body of `POST /api/auth/otp/request`. Only Indonesian mobile numbers log in (the code goes
 * to WhatsApp or SMS), so `country_code` must be +62 and the output's `phone_number` is E.164.
 *
 * @example
 * OtpRequestSchema.parse({ phone_number: '0812-3456-7890' });
 * // { country_code: '+62', phone_number: '+6281234567890', channel: 'whatsapp' }
 */
export const OtpRequestSchema = z.object(
  {
    country_code: z
      .string({ error: messages.phoneNumber })
      .trim()
      .refine((value) => value === COUNTRY_CODE, { error: messages.phoneNumber })
      .default(COUNTRY_CODE),
    phone_number: z
      .string({ error: messages.phoneNumber })
      .trim()
      .max(OTP_PHONE_MAX_LENGTH, { error: messages.phoneNumber })
      .transform((value, context) => {
        const result = normalizePhoneNumber(value);
        if (result.ok) return result.e164;
        context.issues.push({ code: 'custom', message: messages.phoneNumber, input: value });
        return z.NEVER;
      }),
    channel: z.enum(OTP_CHANNELS, { error: messages.channel }).default(DEFAULT_OTP_CHANNEL),
  },
  { error: messages.phoneNumber },
);

export type OtpRequestInput = z.input<typeof OtpRequestSchema>;
export type OtpRequest = z.output<typeof OtpRequestSchema>;

/**
 * Body of `POST /api/auth/otp/verify`: the challenge the request answered with and the code
 * the user typed (spaces people paste between digit groups are dropped).
 *
 * @example
 * OtpVerifySchema.parse({ challenge_id: '0b5f…', code: '123 456' }); // { …, code: '123456' }
 */
export const OtpVerifySchema = z.object(
  {
    challenge_id: createUuidSchema(messages.challenge),
    code: z
      .string({ error: messages.code })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), { error: messages.code })),
  },
  { error: messages.code },
);

export type OtpVerifyInput = z.input<typeof OtpVerifySchema>;
export type OtpVerify = z.output<typeof OtpVerifySchema>;

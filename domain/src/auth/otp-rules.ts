// The login form's rules without zod: the login page checks the number with these and ships no
// validation library; otp-login.ts builds the API's schemas on the same rules.
import { normalizePhoneNumber } from '../phone/normalize-phone-number.ts';

/** Digits in a login code. */
export const OTP_CODE_LENGTH = 6;

/** Where the code is sent: WhatsApp first, SMS as the fallback (ARCHITECTURE.md). */
export const OTP_CHANNELS = ['whatsapp', 'sms'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];
export const DEFAULT_OTP_CHANNEL: OtpChannel = 'whatsapp';

/** The login phone may arrive as typed or in E.164; the normaliser decides, this bounds the separators. */
export const OTP_PHONE_MAX_LENGTH = 24;

/**
 * Messages of the login form. The phone message is docs/product §5's own (the lead form's, to the
 * letter); the others are ours (docs/product shows no login screen).
 */
export const OTP_LOGIN_MESSAGES = {
  phoneNumber: 'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
  channel: 'Pilih WhatsApp atau SMS, ya.',
  code: `Masukkan ${OTP_CODE_LENGTH} angka kode yang kami kirim, ya.`,
  challenge: 'Kode sudah tidak berlaku. Minta kode baru, ya.',
} as const;

/**
 * The login number as E.164, or docs/product §5's phone message: the same decision as the
 * `phone_number` of `OtpRequestSchema`.
 *
 * @example
 * toLoginPhoneNumber('0811-0000-0002'); // { ok: true, e164: '+6281100000002' }
 * toLoginPhoneNumber('021 555 1234'); // { ok: false, message: 'Nomor tidak sesuai. …' }
 */
export function toLoginPhoneNumber(
  input: string,
): { readonly ok: true; readonly e164: string } | { readonly ok: false; readonly message: string } {
  const trimmed = input.trim();
  const result =
    trimmed.length <= OTP_PHONE_MAX_LENGTH ? normalizePhoneNumber(trimmed) : { ok: false as const };
  return result.ok ? { ok: true, e164: result.e164 } : { ok: false, message: OTP_LOGIN_MESSAGES.phoneNumber };
}

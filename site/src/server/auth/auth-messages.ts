import type { OtpChannel } from '@bimbel/domain/auth/otp-login';
import { OTP_MAX_ATTEMPTS } from './otp-policy.ts';

/** What the login screen shows for each OTP outcome: Indonesian, with what to do next. */
export const AUTH_MESSAGES = {
  wrongCode: (remainingTries: number) => `Kode salah. Coba lagi, ya. Sisa ${remainingTries} kesempatan lagi.`,
  lastWrongCode: `Kode salah ${OTP_MAX_ATTEMPTS} kali. Minta kode baru, ya.`,
  closed: 'Kode sudah tidak berlaku. Minta kode baru, ya.',
  expired: 'Kode sudah kedaluwarsa. Minta kode baru, ya.',
  resendTooSoon: (seconds: number) => `Tunggu ${seconds} detik lagi untuk minta kode baru, ya.`,
  sendFailed: (channel: OtpChannel) =>
    channel === 'whatsapp'
      ? 'Kode belum bisa dikirim. Coba lagi sebentar lagi, atau pilih SMS.'
      : 'Kode belum bisa dikirim. Coba lagi sebentar lagi, atau pilih WhatsApp.',
} as const;

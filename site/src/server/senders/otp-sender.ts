import type { OtpChannel } from '@bimbel/domain/auth/otp-login';
import type { SenderConfig } from '../config/config.ts';
import { log } from '../http/logger.ts';
import { postSignedWebhook } from './webhook.ts';

/** One login code on its way to a phone. */
export type OtpMessage = {
  channel: OtpChannel;
  /** E.164. */
  to: string;
  code: string;
  expiresInSeconds: number;
  /** Names the challenge in the demo log line (never sent to a provider). */
  challengeId: string;
};

/** Delivers a login code; rejects when it could not be handed over (the caller answers 409). */
export type OtpSender = { kind: SenderConfig['kind']; send(message: OtpMessage): Promise<void> };

/** The body a provider's webhook receives (README of site/src/server/auth documents it). */
export type OtpWebhookPayload = {
  channel: OtpChannel;
  to: string;
  code: string;
  message: string;
  expires_in: number;
};

/** The demo log line's message: tests and people running the demo look for it. */
export const DEMO_OTP_LOG_MESSAGE = 'demo OTP code (log sender, never in production)';

/** `+6281234567890` → `+62*******7890`: the country code and the last 4 digits stay readable. */
export function maskPhoneNumber(e164: string): string {
  const countryCode = e164.startsWith('+62') ? '+62' : '+';
  const rest = e164.slice(countryCode.length);
  const visible = rest.slice(-4);
  return `${countryCode}${'*'.repeat(Math.max(0, rest.length - visible.length))}${visible}`;
}

/** The text the user reads on WhatsApp or SMS. */
export function otpMessageText(code: string, expiresInSeconds: number): string {
  const minutes = Math.max(1, Math.round(expiresInSeconds / 60));
  return `${code} adalah kode masuk Bimbel kamu. Berlaku ${minutes} menit. Jangan berikan kode ini ke siapa pun, termasuk yang mengaku dari kami.`;
}

/** Demo only (config refuses it in production): prints the code with the number masked. */
function logSender(): OtpSender {
  return {
    kind: 'log',
    async send({ channel, to, code, challengeId }) {
      log('info', DEMO_OTP_LOG_MESSAGE, { challengeId, channel, to: maskPhoneNumber(to), code });
    },
  };
}

/** POSTs the message with an HMAC signature to a WhatsApp/SMS provider's webhook. */
function webhookSender(config: Extract<SenderConfig, { kind: 'webhook' }>, now: () => Date): OtpSender {
  return {
    kind: 'webhook',
    async send({ channel, to, code, expiresInSeconds }) {
      const payload: OtpWebhookPayload = {
        channel,
        to,
        code,
        message: otpMessageText(code, expiresInSeconds),
        expires_in: expiresInSeconds,
      };
      await postSignedWebhook(config.url, config.secret, payload, { now: now() });
    },
  };
}

/** The configured sender (OTP_SENDER): `log` in demo, `webhook` in production. */
export function createOtpSender(
  config: SenderConfig,
  { now = () => new Date() }: { now?: () => Date } = {},
): OtpSender {
  return config.kind === 'webhook' ? webhookSender(config, now) : logSender();
}

import type { SenderConfig } from '../config/config.ts';
import { log } from '../http/logger.ts';
import { postSignedWebhook } from './webhook.ts';

/** One e-mail on its way; also the exact body an e-mail provider's webhook receives. */
export type EmailMessage = {
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
};

/** Delivers an e-mail; rejects (WebhookError) when it could not be handed over. */
export type EmailSender = { kind: SenderConfig['kind']; send(message: EmailMessage): Promise<void> };

/** The demo log line's message: tests and people running the demo look for it. */
export const DEMO_EMAIL_LOG_MESSAGE = 'demo e-mail (log sender, never in production)';

/** `budi.santoso@gmail.com` → `b***@gmail.com`: enough to tell addresses apart in a log. */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * Demo only (config refuses it in production): prints the e-mail's subject and text — the
 * only secret in our e-mails is the verification link, which the demo needs to be usable —
 * with the address masked.
 */
function logSender(): EmailSender {
  return {
    kind: 'log',
    async send({ to, subject, text }) {
      log('info', DEMO_EMAIL_LOG_MESSAGE, { to: maskEmailAddress(to), subject, text });
    },
  };
}

/** POSTs `{ to, subject, text }` with an HMAC signature to an e-mail provider's webhook. */
function webhookSender(config: Extract<SenderConfig, { kind: 'webhook' }>, now: () => Date): EmailSender {
  return {
    kind: 'webhook',
    async send({ to, subject, text }) {
      const payload: EmailMessage = { to, subject, text };
      await postSignedWebhook(config.url, config.secret, payload, { now: now() });
    },
  };
}

/** The configured sender (EMAIL_SENDER): `log` in demo, `webhook` in production. */
export function createEmailSender(
  config: SenderConfig,
  { now = () => new Date() }: { now?: () => Date } = {},
): EmailSender {
  return config.kind === 'webhook' ? webhookSender(config, now) : logSender();
}

import type { SenderConfig } from '../config/config.ts';
import { log } from '../http/logger.ts';
import { maskPhoneNumber } from '../senders/otp-sender.ts';
import { postSignedWebhook } from '../senders/webhook.ts';

/** One class reminder on its way to a student's WhatsApp. */
export type ReminderMessage = {
  /** E.164. */
  to: string;
  text: string;
  classId: string;
  startsAt: Date;
  /** The job's key: the same reminder always carries the same one, so a gateway can drop a repeat. */
  idempotencyKey: string;
};

/** The body REMINDER_WEBHOOK_URL receives (decision 070), signed like every webhook of ours. */
export type ReminderWebhookPayload = {
  channel: 'whatsapp';
  kind: 'class_reminder';
  to: string;
  message: string;
  class_id: string;
  starts_at: string;
  idempotency_key: string;
};

/** Delivers a reminder; rejects (WebhookError) when the gateway did not take it — the job retries. */
export type ReminderSender = { kind: SenderConfig['kind']; send(message: ReminderMessage): Promise<void> };

/** The demo log line's message: tests and people running the demo look for it. */
export const DEMO_REMINDER_LOG_MESSAGE = 'demo WhatsApp class reminder (log sender, never in production)';

/** Demo only: prints the reminder with the number masked. */
function logSender(): ReminderSender {
  return {
    kind: 'log',
    async send({ to, text, classId }) {
      log('info', DEMO_REMINDER_LOG_MESSAGE, { to: maskPhoneNumber(to), classId, reminder: text });
    },
  };
}

/** POSTs the reminder with an HMAC signature to the WhatsApp gateway's webhook. */
function webhookSender(config: Extract<SenderConfig, { kind: 'webhook' }>, now: () => Date): ReminderSender {
  return {
    kind: 'webhook',
    async send({ to, text, classId, startsAt, idempotencyKey }) {
      const payload: ReminderWebhookPayload = {
        channel: 'whatsapp',
        kind: 'class_reminder',
        to,
        message: text,
        class_id: classId,
        starts_at: startsAt.toISOString(),
        idempotency_key: idempotencyKey,
      };
      await postSignedWebhook(config.url, config.secret, payload, { now: now() });
    },
  };
}

/**
 * The reminders' sender from the configuration (`config.reminderSender`): the webhook when
 * REMINDER_WEBHOOK_URL is set, the log in demo mode; undefined = reminders off (production
 * without a gateway).
 */
export function createReminderSender(
  config: SenderConfig | undefined,
  { now = () => new Date() }: { now?: () => Date } = {},
): ReminderSender | undefined {
  if (!config) return undefined;
  return config.kind === 'webhook' ? webhookSender(config, now) : logSender();
}

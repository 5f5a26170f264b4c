import type { SenderConfig } from '../config/config.ts';
import { log } from '../http/logger.ts';
import { maskPhoneNumber } from '../senders/otp-sender.ts';
import { postSignedWebhook } from '../senders/webhook.ts';

/** One weekly summary on its way to a parent's WhatsApp. */
export type WeeklyReportMessage = {
  /** E.164. */
  to: string;
  text: string;
  /** The Monday of the week, 'YYYY-MM-DD'. */
  weekStart: string;
  /** The job's key: the same summary always carries the same one, so a gateway can drop a repeat. */
  idempotencyKey: string;
};

/**
 * The body the WhatsApp gateway receives (decision 078): the class reminders' gateway
 * (REMINDER_WEBHOOK_URL, signed the same way), told apart by `kind`.
 */
export type WeeklyReportWebhookPayload = {
  channel: 'whatsapp';
  kind: 'weekly_report';
  to: string;
  message: string;
  week_start: string;
  idempotency_key: string;
};

/** Delivers a summary; rejects (WebhookError) when the gateway did not take it — the job retries. */
export type WeeklyReportSender = {
  kind: SenderConfig['kind'];
  send(message: WeeklyReportMessage): Promise<void>;
};

/** The demo log line's message: tests and people running the demo look for it. */
export const DEMO_WEEKLY_REPORT_LOG_MESSAGE = 'demo WhatsApp weekly report (log sender, never in production)';

/**
 * The summaries' sender from the reminders' configuration (`config.reminderSender`): the signed
 * webhook when REMINDER_WEBHOOK_URL is set, the log (number masked) in demo mode; undefined =
 * summaries off (production without a gateway).
 */
export function createWeeklyReportSender(
  config: SenderConfig | undefined,
  { now = () => new Date() }: { now?: () => Date } = {},
): WeeklyReportSender | undefined {
  if (!config) return undefined;
  if (config.kind === 'log') {
    return {
      kind: 'log',
      async send({ to, text, weekStart }) {
        log('info', DEMO_WEEKLY_REPORT_LOG_MESSAGE, { to: maskPhoneNumber(to), weekStart, summary: text });
      },
    };
  }
  return {
    kind: 'webhook',
    async send({ to, text, weekStart, idempotencyKey }) {
      const payload: WeeklyReportWebhookPayload = {
        channel: 'whatsapp',
        kind: 'weekly_report',
        to,
        message: text,
        week_start: weekStart,
        idempotency_key: idempotencyKey,
      };
      await postSignedWebhook(config.url, config.secret, payload, { now: now() });
    },
  };
}

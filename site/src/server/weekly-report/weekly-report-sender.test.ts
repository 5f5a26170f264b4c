import { createHmac } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Secret } from '../config/secret.ts';
import { setLogLevel } from '../http/logger.ts';
import { startStandInGateway, type GatewayDelivery } from '../senders/testing/stand-in-gateway.ts';
import { WebhookError } from '../senders/webhook.ts';
import {
  createWeeklyReportSender,
  DEMO_WEEKLY_REPORT_LOG_MESSAGE,
  type WeeklyReportWebhookPayload,
} from './weekly-report-sender.ts';

const SECRET = 'weekly-report-gateway-secret-for-tests';
const NOW = new Date('2026-11-29T12:00:00.000Z');
const message = {
  to: '+6281100000001',
  text: 'Halo Ibu Sari Wulandari, ini ringkasan belajar minggu ini (23–29 November 2026):\n• Raka: ikut 3 kelas live.',
  weekStart: '2026-11-23',
  idempotencyKey: 'weekly-report:00000000-0000-4000-8000-000000000001:2026-11-23',
};

const gateway = await startStandInGateway('/wa');
const url = gateway.url;
afterAll(() => gateway.close());

describe('createWeeklyReportSender', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the summary to the reminders’ gateway, signed, as kind weekly_report with an idempotency key', async () => {
    gateway.received = [];
    gateway.status = 200;
    const sender = createWeeklyReportSender(
      { kind: 'webhook', url, secret: new Secret(SECRET) },
      { now: () => NOW },
    );
    await sender!.send(message);
    const [{ headers, body }] = gateway.received as [GatewayDelivery];
    const timestamp = String(Math.floor(NOW.getTime() / 1000));
    expect(headers['x-bimbel-signature']).toBe(
      `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`,
    );
    expect(JSON.parse(body) as WeeklyReportWebhookPayload).toEqual({
      channel: 'whatsapp',
      kind: 'weekly_report',
      to: '+6281100000001',
      message: message.text,
      week_start: '2026-11-23',
      idempotency_key: message.idempotencyKey,
    });
  });

  it('rejects when the gateway refuses, so the job retries', async () => {
    gateway.status = 502;
    const sender = createWeeklyReportSender({ kind: 'webhook', url, secret: new Secret(SECRET) });
    await expect(sender!.send(message)).rejects.toEqual(new WebhookError(502));
  });

  it('logs the summary in demo mode with the number masked', async () => {
    setLogLevel('info');
    const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await createWeeklyReportSender({ kind: 'log' })!.send(message);
    const line = JSON.parse(String(spy.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({
      message: DEMO_WEEKLY_REPORT_LOG_MESSAGE,
      to: '+62*******0001',
      weekStart: '2026-11-23',
      summary: message.text,
    });
    expect(JSON.stringify(line)).not.toContain('81100000001');
  });

  it('is off without a gateway (production without REMINDER_WEBHOOK_URL)', () => {
    expect(createWeeklyReportSender(undefined)).toBeUndefined();
  });
});

import { createHmac } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Secret } from '../config/secret.ts';
import { setLogLevel } from '../http/logger.ts';
import { startStandInGateway, type GatewayDelivery } from '../senders/testing/stand-in-gateway.ts';
import { WebhookError } from '../senders/webhook.ts';
import { DEMO_REMINDER_LOG_MESSAGE, createReminderSender, type ReminderWebhookPayload } from './reminder-sender.ts';
import { classReminderText } from './reminder-text.ts';

const SECRET = 'reminder-gateway-secret-for-tests';
const NOW = new Date('2026-11-25T11:30:00.000Z');
const message = {
  to: '+6281234567890',
  text: 'Halo Raka, kelas Matematika “Persamaan kuadrat” bersama Bu Rina mulai pukul 19.00 WIB (30 menit lagi). Masuk kelas: https://bimbel.example.id/bimbel/user',
  classId: '3f1c2b4a-0000-4000-8000-000000000001',
  startsAt: new Date('2026-11-25T12:00:00.000Z'),
  idempotencyKey: 'class-reminder:3f1c2b4a-0000-4000-8000-000000000001:u1:0',
};

const gateway = await startStandInGateway('/wa');
const url = gateway.url;
afterAll(() => gateway.close());

describe('createReminderSender', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the reminder to the gateway, signed, with an idempotency key', async () => {
    gateway.received = [];
    gateway.status = 200;
    const sender = createReminderSender({ kind: 'webhook', url, secret: new Secret(SECRET) }, { now: () => NOW });
    await sender!.send(message);
    expect(gateway.received).toHaveLength(1);
    const [{ headers, body }] = gateway.received as [GatewayDelivery];
    const timestamp = String(Math.floor(NOW.getTime() / 1000));
    expect(headers['x-bimbel-timestamp']).toBe(timestamp);
    expect(headers['x-bimbel-signature']).toBe(
      `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`,
    );
    expect(JSON.parse(body) as ReminderWebhookPayload).toEqual({
      channel: 'whatsapp',
      kind: 'class_reminder',
      to: '+6281234567890',
      message: message.text,
      class_id: message.classId,
      starts_at: '2026-11-25T12:00:00.000Z',
      idempotency_key: message.idempotencyKey,
    });
  });

  it('rejects when the gateway refuses, so the job retries', async () => {
    gateway.status = 503;
    const sender = createReminderSender({ kind: 'webhook', url, secret: new Secret(SECRET) });
    await expect(sender!.send(message)).rejects.toEqual(new WebhookError(503));
  });

  it('logs the reminder in demo mode with the number masked', async () => {
    setLogLevel('info');
    const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await createReminderSender({ kind: 'log' })!.send(message);
    const line = JSON.parse(String(spy.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({
      message: DEMO_REMINDER_LOG_MESSAGE,
      to: '+62*******7890',
      classId: message.classId,
      reminder: message.text,
    });
    expect(JSON.stringify(line)).not.toContain('81234567890');
  });

  it('is off without configuration (production without a gateway)', () => {
    expect(createReminderSender(undefined)).toBeUndefined();
  });
});

describe('classReminderText', () => {
  const base = {
    studentName: '  Nadia   Putri ',
    subject: 'fisika',
    title: 'Gerak lurus',
    teacherName: 'Pak Budi',
    joinUrl: 'https://bimbel.example.id/bimbel/user',
  };

  it('greets by first name and gives the WIB time and the minutes left', () => {
    expect(
      classReminderText({ ...base, startsAt: new Date('2026-11-25T00:30:00Z'), now: new Date('2026-11-25T00:00:00Z') }),
    ).toBe(
      'Halo Nadia, kelas Fisika “Gerak lurus” bersama Pak Budi mulai pukul 07.30 WIB (30 menit lagi). Masuk kelas: https://bimbel.example.id/bimbel/user',
    );
  });

  it('writes the time in the student’s own zone with its label, across midnight', () => {
    const startsAt = new Date('2026-11-25T16:30:00Z'); // 23.30 WIB, 00.30 WITA and 01.30 WIT the next day
    const now = new Date('2026-11-25T16:00:00Z');
    expect(classReminderText({ ...base, startsAt, now, timeZone: 'Asia/Makassar' })).toContain('mulai pukul 00.30 WITA');
    expect(classReminderText({ ...base, startsAt, now, timeZone: 'Asia/Jayapura' })).toContain('mulai pukul 01.30 WIT');
    expect(classReminderText({ ...base, startsAt, now, timeZone: 'Asia/Jakarta' })).toContain('mulai pukul 23.30 WIB');
  });

  it('counts the minutes actually left when it goes late, and never says 0', () => {
    const startsAt = new Date('2026-11-25T17:00:00Z'); // 00.00 WIB the next day
    expect(classReminderText({ ...base, startsAt, now: new Date('2026-11-25T16:48:00Z') })).toContain(
      'mulai pukul 00.00 WIB (12 menit lagi)',
    );
    expect(classReminderText({ ...base, startsAt, now: new Date('2026-11-25T16:59:50Z') })).toContain('(1 menit lagi)');
  });
});

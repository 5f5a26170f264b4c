import { beforeAll, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { createParent } from '../calendar/testing/live-class-fixtures.ts';
import { createStudent, mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { REMINDER_MESSAGES } from './reminder-routes.ts';

const PREFERENCES = '/sessions/v1/students/reminder-preferences';

describeBackend('reminder preferences', (h) => {
  let student: User;
  let parent: User;
  const db = () => h().database.db;
  const tokenFor = (user: User) => mintAccessToken(db(), user, { config: h().config, now: h().clock.now });
  const optedIn = async () =>
    (await db().selectFrom('users').select('class_reminders_whatsapp').where('id', '=', student.id).executeTakeFirstOrThrow())
      .class_reminders_whatsapp;

  beforeAll(async () => {
    student = await createStudent(db(), '+6281200000601', { type: 'PAID', startsAt: new Date('2026-11-01T00:00:00Z') });
    parent = await createParent(db(), '+6281200000602');
  });

  it('is off until the student turns it on, and reads back what was saved', async () => {
    const token = await tokenFor(student);
    const initial = await h().request('GET', PREFERENCES, { token });
    expect(initial.status).toBe(200);
    expect(initial.headers.get('cache-control')).toBe('private, no-store');
    expect(await initial.json()).toEqual({ data: { whatsapp: false } });

    const on = await h().request('PUT', PREFERENCES, { token, json: { whatsapp: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ data: { whatsapp: true } });
    expect(await optedIn()).toBe(true);
    expect(await (await h().request('GET', PREFERENCES, { token })).json()).toEqual({ data: { whatsapp: true } });

    const off = await h().request('PUT', PREFERENCES, { token, json: { whatsapp: false } });
    expect(await off.json()).toEqual({ data: { whatsapp: false } });
    expect(await optedIn()).toBe(false);
  });

  it('keeps the zone of the device that turned the reminder on, for the WhatsApp text', async () => {
    const token = await tokenFor(student);
    const zone = async () =>
      (await db().selectFrom('users').select('class_reminders_time_zone').where('id', '=', student.id).executeTakeFirstOrThrow())
        .class_reminders_time_zone;
    const put = (cookie?: string) =>
      h().request('PUT', PREFERENCES, { token, json: { whatsapp: true }, headers: cookie ? { cookie } : {} });
    expect((await put('bimbel_tz=Asia%2FMakassar')).status).toBe(200);
    expect(await zone()).toBe('Asia/Makassar');
    // No cookie (the mobile app) or one the server does not know: the stored zone stays.
    await put();
    await put('bimbel_tz=Mars%2FOlympus');
    expect(await zone()).toBe('Asia/Makassar');
    await put('bimbel_tz=Asia%2FJayapura');
    expect(await zone()).toBe('Asia/Jayapura');
  });

  it('refuses a body without a yes or no, in Indonesian', async () => {
    const response = await h().request('PUT', PREFERENCES, { token: await tokenFor(student), json: { whatsapp: 'ya' } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string; field?: string } };
    expect(body.error).toMatchObject({ code: 'validation_failed', field: 'whatsapp' });
    expect(body.error.message).toBe('Pilih ya atau tidak untuk pengingat WhatsApp.');
  });

  it('is for students only, and for signed-in ones', async () => {
    const token = await tokenFor(parent);
    for (const [method, json] of [['GET', undefined], ['PUT', { whatsapp: true }]] as const) {
      const response = await h().request(method, PREFERENCES, { token, json });
      expect(response.status, method).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'student_only', message: REMINDER_MESSAGES.studentOnly } });
    }
    expect((await h().request('GET', PREFERENCES)).status).toBe(401);
    expect((await h().request('PUT', PREFERENCES, { json: { whatsapp: true } })).status).toBe(401);
  });
});

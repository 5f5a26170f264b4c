import { beforeAll, expect, it } from 'vitest';
import { createStudent, mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend, TEST_ADMIN_TOKEN } from '../testing/backend-harness.ts';
import type { Teacher, User } from '../db/schema.ts';
import { signCalendarFeedToken } from './calendar-feed-token.ts';
import { CALENDAR_MESSAGES } from './calendar-routes.ts';
import { createClass, createParent, createTeacher } from './testing/live-class-fixtures.ts';
import { parseCalendar } from './testing/parse-icalendar.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const classFile = (id: string) => `/api/v1/live_classes/${id}/calendar.ics`;
const FEED_URL_CALL = '/sessions/v1/students/calendar-feed';
const feedPath = (file: string) => `/sessions/v1/students/calendar/${file}`;

describeBackend('calendar files', (h) => {
  let teacher: Teacher;
  let paid: User;
  let free: User;
  const db = () => h().database.db;
  const tokenFor = (user: User) => mintAccessToken(db(), user, { config: h().config, now: h().clock.now });
  const daysFromNow = (days: number, hours = 0) => new Date(h().clock.now.getTime() + days * DAY + hours * HOUR);

  beforeAll(async () => {
    teacher = await createTeacher(db(), { fullName: 'Bu Rina Kusuma' });
    const since = new Date('2026-11-01T00:00:00Z');
    paid = await createStudent(db(), '+6281200000301', { type: 'PAID', startsAt: since, endsAt: new Date('2027-06-01T00:00:00Z') });
    free = await createStudent(db(), '+6281200000302', { type: 'FREE', startsAt: since });
  });

  it('serves one class as a downloadable .ics that ical.js reads back to the class', async () => {
    // 19.00 WIB on Wednesday 25 November 2026.
    const row = await createClass(db(), {
      teacherId: teacher.id,
      startsAt: new Date('2026-11-25T12:00:00Z'),
      title: 'Persamaan Kuadrat: Rumus ABC',
      materials: [
        { kind: 'slides', title: 'Slide pertemuan 3', url: '/media/kelas/slide-3.pdf' },
        { kind: 'pdf', title: 'Latihan soal', url: 'https://cdn.example.id/latihan.pdf' },
      ],
    });
    const response = await h().request('GET', classFile(row.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="kelas-persamaan-kuadrat-rumus-abc.ics"');
    const text = await response.text();
    const parsed = parseCalendar(text);
    expect(parsed.properties).toMatchObject({ version: '2.0', method: 'PUBLISH', calscale: 'GREGORIAN' });
    expect(parsed.properties.prodid).toBeTruthy();
    expect(parsed.properties['x-wr-calname']).toBe('Kelas Bimbel: Persamaan Kuadrat: Rumus ABC');
    expect(parsed.timezones).toEqual(['Asia/Jakarta']);
    expect(parsed.events).toHaveLength(1);
    const [event] = parsed.events;
    expect(event).toMatchObject({
      uid: `${row.id}@localhost`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Matematika: Persamaan Kuadrat: Rumus ABC',
      startTzid: 'Asia/Jakarta',
      endTzid: 'Asia/Jakarta',
      url: 'http://localhost:3000/bimbel/user',
      location: 'http://localhost:3000/bimbel/user',
      alarm: { action: 'DISPLAY', trigger: '-PT15M', related: 'START' },
    });
    expect(event?.start.toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(event?.end.toISOString()).toBe('2026-11-25T13:30:00.000Z');
    expect(event?.dtstamp.toISOString()).toBe(h().clock.now.toISOString());
    expect(text).toContain('DTSTART;TZID=Asia/Jakarta:20261125T190000');
    expect(event?.description).toContain('bersama Bu Rina Kusuma');
    expect(event?.description).toContain('Topik: Akar-akar persamaan kuadrat');
    expect(event?.description).toContain('- Slide: Slide pertemuan 3 (http://localhost:3000/media/kelas/slide-3.pdf)');
    expect(event?.description).toContain('- PDF: Latihan soal (https://cdn.example.id/latihan.pdf)');
    expect(event?.description).toContain('Masuk kelas: http://localhost:3000/bimbel/user');
  });

  it('keeps the UID and bumps SEQUENCE when the admin API moves the class, and says CANCELLED when it cancels it', async () => {
    const row = await createClass(db(), { teacherId: teacher.id, startsAt: new Date('2026-11-26T12:00:00Z') });
    const read = async () => parseCalendar(await (await h().request('GET', classFile(row.id))).text()).events[0]!;
    const admin = (method: string, json?: unknown) =>
      h().request(method, `/api/admin/live-classes/${row.id}`, {
        json,
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      });
    const before = await read();
    expect(before.sequence).toBe(0);

    const move = await admin('PATCH', { startsAt: '2026-11-26T20:00:00+07:00', endsAt: '2026-11-26T21:30:00+07:00' });
    expect(move.status).toBe(200);
    const moved = await read();
    expect(moved.uid).toBe(before.uid);
    expect(moved.sequence).toBe(1);
    expect(moved.start.toISOString()).toBe('2026-11-26T13:00:00.000Z');

    // A PATCH that changes nothing is no new version for calendars.
    expect((await admin('PATCH', { startsAt: '2026-11-26T20:00:00+07:00' })).status).toBe(200);
    expect((await read()).sequence).toBe(1);

    expect((await admin('DELETE')).status).toBe(200);
    const cancelled = await read();
    expect(cancelled).toMatchObject({ uid: before.uid, sequence: 2, status: 'CANCELLED', alarm: null });
    expect(cancelled.summary).toMatch(/^Dibatalkan/);
  });

  it('folds a long description with commas, semicolons and non-ASCII text, and it reads back unchanged', async () => {
    const description = `Bab 3; subbab 2, bagian "akar", dan \\ simbol. ${'Diskriminan D = b² − 4ac menentukan jenis akar — π, √, ≥; '.repeat(8)}`;
    const row = await createClass(db(), { teacherId: teacher.id, startsAt: new Date('2026-11-27T12:00:00Z'), description });
    const text = await (await h().request('GET', classFile(row.id))).text();
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parseCalendar(text).events[0]?.description).toContain(description.trim());
  });

  it('answers 404 in the JSON error shape for an unknown or malformed class id', async () => {
    for (const id of ['3f1c2b4a-0000-4000-8000-000000000000', 'not-a-class']) {
      const response = await h().request('GET', classFile(id));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: CALENDAR_MESSAGES.classNotFound } });
    }
  });

  it('gives a student their feed addresses, and the feed lists the classes they may attend, cancelled ones as cancelled', async () => {
    const inWindow = await createClass(db(), { teacherId: teacher.id, startsAt: daysFromNow(3), title: 'Kelas minggu ini' });
    const lastWeek = await createClass(db(), { teacherId: teacher.id, startsAt: daysFromNow(-7), title: 'Kelas minggu lalu' });
    const cancelled = await createClass(db(), {
      teacherId: teacher.id,
      startsAt: daysFromNow(5),
      title: 'Kelas yang batal',
      cancelled_at: h().clock.now,
      sequence: 1,
    });
    const freeSession = await createClass(db(), { teacherId: teacher.id, startsAt: daysFromNow(4), kind: 'free', title: 'Sesi gratis' });
    const tooOld = await createClass(db(), { teacherId: teacher.id, startsAt: daysFromNow(-15), title: 'Terlalu lama' });
    const tooFar = await createClass(db(), { teacherId: teacher.id, startsAt: daysFromNow(57), title: 'Terlalu jauh' });
    const otherGrade = await createClass(db(), { teacherId: teacher.id, startsAt: daysFromNow(2), grades: [9], title: 'Kelas 9' });

    const answer = await h().request('GET', FEED_URL_CALL, { token: await tokenFor(paid) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { data } = (await answer.json()) as { data: { webcalUrl: string; httpsUrl: string } };
    const file = `${signCalendarFeedToken(paid.id, h().config.authSecret)}.ics`;
    expect(data).toEqual({
      webcalUrl: `webcal://localhost:3000${feedPath(file)}`,
      httpsUrl: `http://localhost:3000${feedPath(file)}`,
    });

    // A calendar app fetches it without cookies or token.
    const feed = await h().request('GET', new URL(data.httpsUrl).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('content-disposition')).toBeNull();
    const parsed = parseCalendar(await feed.text());
    expect(parsed.properties['x-wr-calname']).toBe('Kelas Bimbel Murid');
    const byUid = new Map(parsed.events.map((event) => [event.uid.split('@')[0], event]));
    expect(byUid.get(inWindow.id)?.status).toBe('CONFIRMED');
    expect(byUid.get(lastWeek.id)?.status).toBe('CONFIRMED');
    expect(byUid.get(freeSession.id)?.status).toBe('CONFIRMED');
    expect(byUid.get(cancelled.id)).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    for (const absent of [tooOld, tooFar, otherGrade]) expect(byUid.has(absent.id), absent.title).toBe(false);
    // Events come in start order.
    const starts = parsed.events.map((event) => event.start.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    // A FREE student's feed has the free sessions they booked a seat in, only (decision 074).
    const freeUidsNow = async () => {
      const freeFeed = await h().request('GET', feedPath(`${signCalendarFeedToken(free.id, h().config.authSecret)}.ics`));
      return parseCalendar(await freeFeed.text()).events.map((event) => event.uid.split('@')[0]);
    };
    expect(await freeUidsNow()).not.toContain(freeSession.id);
    await db()
      .insertInto('class_bookings')
      .values({ class_id: freeSession.id, user_id: free.id, booked_at: h().clock.now })
      .execute();
    const freeUids = await freeUidsNow();
    expect(freeUids).toContain(freeSession.id);
    expect(freeUids).not.toContain(inWindow.id);
  });

  it('answers 404 for a feed address it did not issue', async () => {
    const secret = h().config.authSecret;
    const good = signCalendarFeedToken(paid.id, secret);
    const [idPart, signaturePart] = good.split('.') as [string, string];
    const forged = `${Buffer.from(free.id).toString('base64url')}.${signaturePart}`;
    const tampered = `${idPart}.${signaturePart.slice(0, -2)}${signaturePart.endsWith('AA') ? 'BA' : 'AA'}`;
    // The same signature bytes spelled another way: the last character's 2 unused bits set.
    const lastIndex = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(signaturePart.at(-1)!);
    const respelled = `${idPart}.${signaturePart.slice(0, -1)}${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[lastIndex ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(Buffer.from(signaturePart, 'base64url'));
    const parent = await createParent(db(), '+6281200000303');
    const files = [
      `${respelled}.ics`,
      good, // no .ics
      `${forged}.ics`,
      `${tampered}.ics`,
      'garbage.ics',
      `${Buffer.from('3f1c2b4a-0000-4000-8000-000000000000').toString('base64url')}.${signaturePart}.ics`,
      `${signCalendarFeedToken(parent.id, secret)}.ics`, // validly signed, but a parent has no classes
      `${signCalendarFeedToken('3f1c2b4a-0000-4000-8000-000000000000', secret)}.ics`, // no such user
    ];
    for (const file of files) {
      const response = await h().request('GET', feedPath(file));
      expect(response.status, file).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  it('gives feed addresses to students only', async () => {
    const parent = await createParent(db(), '+6281200000304');
    const response = await h().request('GET', FEED_URL_CALL, { token: await tokenFor(parent) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'student_only', message: CALENDAR_MESSAGES.studentOnly } });
    expect((await h().request('GET', FEED_URL_CALL)).status).toBe(401);
  });
});

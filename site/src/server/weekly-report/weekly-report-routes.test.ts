import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { WeeklyReport } from '@bimbel/domain/contracts/weekly-report-contracts';
import type { User } from '../db/schema.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import {
  ask,
  attend,
  classAt,
  createFamily,
  importTanyaQuestions,
  rate,
  view,
  type FamilyFixture,
} from './testing/report-fixtures.ts';
import { WEEKLY_REPORT_MESSAGES } from './weekly-report-routes.ts';

/** Wednesday 25 November 2026, 12.00 WIB: the week is Senin 23 – Minggu 29 November. */
const NOW = new Date('2026-11-25T05:00:00Z');
const reportPath = (studentId: string, week?: string) =>
  `/sessions/v1/parents/students/${studentId}/weekly-report${week ? `?week=${week}` : ''}`;
const PREFERENCES = '/sessions/v1/parents/weekly-report-preferences';

type Body<T> = { data?: T; error?: { code: string; message: string; field?: string } };

describeBackend('the weekly report', (h) => {
  const db = () => h().database.db;
  let sari: FamilyFixture;
  let raka: User;
  let nadia: User;
  let other: FamilyFixture;
  let alone: FamilyFixture;
  let questions: string[];

  const token = (user: User) => mintAccessToken(db(), user, { config: h().config, now: h().clock.now });
  const report = async (user: User, studentId: string, week?: string) => {
    const response = await h().request('GET', reportPath(studentId, week), { token: await token(user) });
    return { response, body: (await response.json()) as Body<WeeklyReport> };
  };
  const titles = (classes: readonly { title: string }[]) => classes.map((liveClass) => liveClass.title);

  beforeAll(async () => {
    h().clock.now = NOW;
    sari = await createFamily(db(), {
      parent: 'Ibu Sari Wulandari',
      students: [
        { name: 'Raka Pratama', subscription: 'PAID' },
        { name: 'Nadia Putri', grade: '5_SD_SD', subscription: 'FREE' },
      ],
    });
    [raka, nadia] = sari.students as [User, User];
    other = await createFamily(db(), {
      parent: 'Bu Lain',
      students: [{ name: 'Murid Lain', subscription: 'PAID' }],
    });
    alone = await createFamily(db(), {
      parent: null,
      students: [{ name: 'Dimas Ardiansyah', subscription: 'TRIAL' }],
    });
    questions = await importTanyaQuestions(db(), 3);

    // Last week: Sunday 23.30 WIB (attended, rated at 23.59.59 WIB) and Nadia's free session.
    const sunday = await classAt(db(), '2026-11-22T16:30:00Z', { title: 'Minggu malam: Pola bilangan' });
    await attend(db(), sunday.id, raka.id, '2026-11-22T16:32:00Z');
    await rate(db(), sunday.id, raka.id, 3, '2026-11-22T16:59:59Z');
    const nadiaFree = await classAt(db(), '2026-11-19T10:00:00Z', {
      kind: 'free',
      grades: [5],
      title: 'Kelas Gratis: Pecahan',
    });
    await attend(db(), nadiaFree.id, nadia.id, '2026-11-19T10:01:00Z');
    await classAt(db(), '2026-11-18T10:00:00Z', { grades: [5], title: 'Matematika Kelas 5: Desimal' });

    // This week.
    const monday = await classAt(db(), '2026-11-22T17:30:00Z', { title: 'Senin dini hari: Himpunan' });
    await attend(db(), monday.id, raka.id, '2026-11-22T17:31:00Z');
    const algebra = await classAt(db(), '2026-11-23T12:00:00Z', { title: 'Aljabar' });
    await attend(db(), algebra.id, raka.id, '2026-11-23T11:50:00Z');
    await rate(db(), algebra.id, raka.id, 5, '2026-11-23T14:00:00Z', 'Jelas sekali');
    await ask(db(), algebra.id, raka.id, 'Kenapa $x^2 - 9 = (x-3)(x+3)$?', '2026-11-23T12:30:00Z', {
      answered_at: '2026-11-23T13:00:00Z',
    });
    await ask(db(), algebra.id, raka.id, 'Pesan yang disembunyikan guru', '2026-11-23T12:40:00Z', {
      hidden_at: '2026-11-23T12:41:00Z',
    });
    await classAt(db(), '2026-11-24T12:00:00Z', { title: 'Fisika: Gerak lurus', subject: 'fisika' });
    await classAt(db(), '2026-11-24T09:00:00Z', { kind: 'free', title: 'Kelas Gratis: Persamaan' });
    await classAt(db(), '2026-11-24T10:00:00Z', {
      title: 'Kelas dibatalkan',
      cancelled_at: new Date('2026-11-20T00:00:00Z'),
    });
    await classAt(db(), '2026-11-24T12:00:00Z', { grades: [9], title: 'Kelas 9: Bangun ruang' });
    await classAt(db(), '2026-11-25T04:00:00Z', { title: 'Sedang berlangsung: Statistika' });
    await classAt(db(), '2026-11-26T12:00:00Z', { title: 'Kamis: Peluang' });
    await classAt(db(), '2026-11-29T16:30:00Z', { title: 'Minggu malam: Fungsi' });
    await classAt(db(), '2026-11-29T17:30:00Z', { title: 'Minggu depan: Teorema Pythagoras' });

    await view(db(), raka.id, questions[0]!, '2026-11-22', '2026-11-22T12:00:00Z');
    await view(db(), raka.id, questions[1]!, '2026-11-23', '2026-11-23T10:00:00Z');
    await view(db(), raka.id, questions[1]!, '2026-11-24', '2026-11-24T10:00:00Z');
    await view(db(), raka.id, questions[2]!, '2026-11-25', '2026-11-25T01:00:00Z');
  });

  beforeEach(() => {
    h().clock.now = NOW;
  });

  it('shows this week’s classes as attended, missed and still to come, counted in WIB', async () => {
    const { response, body } = await report(sari.parent!, raka.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const week = body.data!;
    expect(week.student).toEqual({ id: raka.id, fullName: 'Raka Pratama' });
    expect(week.week).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
      label: '23–29 November 2026',
      isCurrent: true,
      previous: '2026-11-16',
      next: null,
    });
    // Monday 00.30 WIB (Sunday 17.30 UTC) is this week; Sunday 23.30 WIB the week before.
    expect(titles(week.classes.attended)).toEqual(['Senin dini hari: Himpunan', 'Aljabar']);
    expect(week.classes.attended[1]?.joinedAt).toBe('2026-11-23T11:50:00.000Z');
    // Not the free session he skipped, the cancelled class, nor another grade's.
    expect(titles(week.classes.missed)).toEqual(['Fisika: Gerak lurus']);
    expect(week.classes.missed[0]).toMatchObject({
      subjectName: 'Fisika',
      teacherName: 'Pak Hendra Wijaya',
      joinedAt: null,
    });
    // Running now, later this week, and Sunday 23.30 WIB; not Monday 00.30 WIB of next week.
    expect(titles(week.classes.toCome)).toEqual([
      'Sedang berlangsung: Statistika',
      'Kamis: Peluang',
      'Minggu malam: Fungsi',
    ]);
    expect(week.totals).toEqual({ attended: 2, missed: 1, toCome: 3, ratings: 1, questions: 1, videos: 2 });
  });

  it('lists the ratings, questions (hidden ones left out, shortened to text) and videos of the week', async () => {
    const week = (await report(sari.parent!, raka.id)).body.data!;
    expect(week.ratings).toEqual([
      expect.objectContaining({
        classTitle: 'Aljabar',
        stars: 5,
        comment: 'Jelas sekali',
        ratedAt: '2026-11-23T14:00:00.000Z',
      }),
    ]);
    expect(week.questions).toEqual([
      expect.objectContaining({
        classTitle: 'Aljabar',
        excerpt: 'Kenapa x² - 9 = (x-3)(x+3)?',
        answered: true,
      }),
    ]);
    // A video played on two days of the week is one video, from its first day.
    expect(week.videos.map((video) => [video.questionId, video.watchedOn])).toEqual([
      [questions[1], '2026-11-23'],
      [questions[2], '2026-11-25'],
    ]);
    expect(week.videos[0]?.path).toMatch(new RegExp(`^/tanya/${questions[1]}/tentukan-nilai-x`));
  });

  it('reads last week with ?week= (any day of it): the Sunday 23.30 WIB class and the rating at 23.59.59 WIB', async () => {
    const week = (await report(sari.parent!, raka.id, '2026-11-19')).body.data!;
    expect(week.week).toMatchObject({
      start: '2026-11-16',
      end: '2026-11-22',
      isCurrent: false,
      next: '2026-11-23',
    });
    expect(titles(week.classes.attended)).toEqual(['Minggu malam: Pola bilangan']);
    expect(week.classes.toCome).toEqual([]);
    expect(week.ratings.map((rating) => rating.stars)).toEqual([3]);
    expect(week.videos.map((video) => video.questionId)).toEqual([questions[0]]);
  });

  it('counts a FREE student’s free session as attended and no programme class as missed', async () => {
    const week = (await report(sari.parent!, nadia.id, '2026-11-16')).body.data!;
    expect(titles(week.classes.attended)).toEqual(['Kelas Gratis: Pecahan']);
    expect(week.classes.missed).toEqual([]);
  });

  it('counts a free session the student booked and did not come to as missed; an unbooked or given-back one not at all', async () => {
    const booked = await classAt(db(), '2026-11-24T10:00:00Z', {
      kind: 'free',
      grades: [5],
      title: 'Kelas Gratis: Dipesan',
    });
    const givenBack = await classAt(db(), '2026-11-24T11:30:00Z', {
      kind: 'free',
      grades: [5],
      title: 'Kelas Gratis: Batal',
    });
    await classAt(db(), '2026-11-24T13:00:00Z', {
      kind: 'free',
      grades: [5],
      title: 'Kelas Gratis: Tidak dipesan',
    });
    await db()
      .insertInto('class_bookings')
      .values([
        { class_id: booked.id, user_id: nadia.id, booked_at: new Date('2026-11-23T01:00:00Z') },
        {
          class_id: givenBack.id,
          user_id: nadia.id,
          booked_at: new Date('2026-11-23T01:00:00Z'),
          cancelled_at: new Date('2026-11-23T02:00:00Z'),
        },
      ])
      .execute();
    const week = (await report(sari.parent!, nadia.id)).body.data!;
    expect(titles(week.classes.missed)).toEqual(['Kelas Gratis: Dipesan']);
    expect(titles(week.classes.attended)).toEqual([]);
  });

  it('judges a class by the package in force when it ran: subscribed on Tuesday, Monday’s class is not missed', async () => {
    const late = await createFamily(db(), {
      parent: 'Bu Dewi',
      students: [{ name: 'Bayu Baru', subscription: 'PAID' }],
      since: new Date('2026-11-23T17:00:00Z'),
    });
    const week = (await report(late.parent!, late.students[0]!.id)).body.data!;
    expect(titles(week.classes.missed)).toEqual(['Fisika: Gerak lurus']);
  });

  it('lets any profile of the family read every child: Raka’s token reads Nadia’s week', async () => {
    const { response, body } = await report(raka, nadia.id, '2026-11-16');
    expect(response.status).toBe(200);
    expect(body.data?.student.fullName).toBe('Nadia Putri');
  });

  it('answers another family’s child, a parent, an unknown and a malformed id with the same 404', async () => {
    const answers = [];
    for (const id of [
      other.students[0]!.id,
      sari.parent!.id,
      other.parent!.id,
      '00000000-0000-4000-8000-000000000000',
      'bukan-id',
      "1' or '1'='1",
    ]) {
      const { response, body } = await report(sari.parent!, encodeURIComponent(id));
      answers.push([response.status, body]);
    }
    for (const answer of answers) {
      expect(answer).toEqual([
        404,
        { error: { code: 'not_found', message: WEEKLY_REPORT_MESSAGES.notFound } },
      ]);
    }
    // And the other way round.
    expect((await report(other.parent!, raka.id)).response.status).toBe(404);
    expect((await report(other.students[0]!, nadia.id)).response.status).toBe(404);
  });

  it('shows a student without a parent only their own week', async () => {
    const dimas = alone.students[0]!;
    expect((await report(dimas, dimas.id)).response.status).toBe(200);
    expect((await report(dimas, raka.id)).response.status).toBe(404);
  });

  it('refuses a week after this one, one older than 12 weeks and a date that is not one, with field week', async () => {
    const cases: [string, string][] = [
      ['2026-11-30', WEEKLY_REPORT_MESSAGES.futureWeek],
      ['2026-08-24', WEEKLY_REPORT_MESSAGES.tooOld],
      ['2026-02-30', 'Tulis minggunya sebagai tanggal, misalnya 2026-11-23.'],
      ['kemarin', 'Tulis minggunya sebagai tanggal, misalnya 2026-11-23.'],
    ];
    for (const [week, message] of cases) {
      const { response, body } = await report(sari.parent!, raka.id, week);
      expect(response.status, week).toBe(422);
      expect(body.error, week).toEqual({ code: 'validation_failed', message, field: 'week' });
    }
    expect((await report(sari.parent!, raka.id, '2026-08-31')).response.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    for (const path of [reportPath(raka.id), PREFERENCES]) {
      const response = await h().request('GET', path);
      expect(response.status).toBe(401);
    }
    expect((await h().request('PUT', PREFERENCES, { json: { whatsapp: true } })).status).toBe(401);
  });

  it('stores the WhatsApp summary choice on the family’s parent, from any profile of the family', async () => {
    const read = async (user: User) =>
      (
        (await (await h().request('GET', PREFERENCES, { token: await token(user) })).json()) as Body<{
          whatsapp: boolean;
        }>
      ).data;
    expect(await read(sari.parent!)).toEqual({ whatsapp: false });
    const saved = await h().request('PUT', PREFERENCES, {
      json: { whatsapp: true },
      token: await token(raka),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ data: { whatsapp: true } });
    expect(await read(sari.parent!)).toEqual({ whatsapp: true });
    const stored = await db()
      .selectFrom('users')
      .select(['id', 'weekly_report_whatsapp'])
      .where('account_id', '=', sari.accountId)
      .execute();
    expect(stored.filter((row) => row.weekly_report_whatsapp).map((row) => row.id)).toEqual([
      sari.parent!.id,
    ]);
    // Another family is untouched.
    expect(await read(other.parent!)).toEqual({ whatsapp: false });
    await h().request('PUT', PREFERENCES, { json: { whatsapp: false }, token: await token(sari.parent!) });
    expect(await read(raka)).toEqual({ whatsapp: false });
  });

  it('refuses the summary switch to an account without a parent, and a body that is not a choice', async () => {
    const dimas = alone.students[0]!;
    const refused = await h().request('PUT', PREFERENCES, {
      json: { whatsapp: true },
      token: await token(dimas),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'forbidden', message: WEEKLY_REPORT_MESSAGES.parentOnly },
    });
    const bad = await h().request('PUT', PREFERENCES, {
      json: { whatsapp: 'ya' },
      token: await token(sari.parent!),
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Body<never>).error).toMatchObject({
      field: 'whatsapp',
      message: 'Pilih ya atau tidak untuk ringkasan WhatsApp.',
    });
  });
});

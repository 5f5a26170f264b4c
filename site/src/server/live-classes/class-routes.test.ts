import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import type { SubscriptionType, User } from '../db/schema.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend, type Harness } from '../testing/backend-harness.ts';
import { CLASS_MESSAGES } from './class-routes.ts';
import { jitsiRoomName } from './live-room/jitsi-room.ts';
import {
  bookSeat,
  insertClass,
  insertParent,
  insertStudent,
  insertTeacher,
  type ClassOverrides,
} from './testing/class-fixtures.ts';
import { jitsiJoinPayload } from './testing/jitsi-token.ts';

const SESSIONS = '/sessions/v1/students/sessions';
const PAST = '/sessions/v1/students/sessions/past';
const detailPath = (id: string) => `/sessions/v1/sessions/${id}`;
const joinPath = (classId: string, studentId: string) =>
  `/api/v1/live_classes/${classId}/get_join_url/${studentId}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Wednesday 25 November 2026, 18.00 WIB. */
const NOW = new Date('2026-11-25T11:00:00Z');
const at = (iso: string) => new Date(iso);

type Sessions = { sessions: LiveClassBody[]; until: string };
type Past = { sessions: LiveClassBody[]; total: number; limit: number; offset: number };
type ErrorBody = { error: { code: string; message: string; opensAt?: string } };

function setup(h: () => Harness) {
  beforeEach(async () => {
    await resetTables(h().database);
    h().clock.now = NOW;
  });
  const db = () => h().database.db;
  const tokenFor = (user: Pick<User, 'id' | 'account_id' | 'role'>) =>
    mintAccessToken(db(), user, { config: h().config, now: h().clock.now });
  const student = (subscription?: SubscriptionType, grade?: string, accountId?: string) =>
    insertStudent(db(), { subscription, grade, accountId, now: NOW });
  const get = async <T>(path: string, user?: Pick<User, 'id' | 'account_id' | 'role'>) => {
    const response = await h().request('GET', path, user ? { token: await tokenFor(user) } : {});
    return { response, status: response.status, body: (await response.json()) as T };
  };
  const klass = (overrides: ClassOverrides = {}) => insertClass(db(), overrides);
  return { db, student, get, klass, tokenFor };
}

describeBackend('student sessions: GET /sessions/v1/students/sessions', (h) => {
  const { db, student, get, klass } = setup(h);

  it('lists ongoing then upcoming classes the student may attend, until next week’s Sunday 23.59.59 WIB', async () => {
    const raka = await student('PAID');
    const teacher = await insertTeacher(db());
    const make = (starts: string, overrides: ClassOverrides = {}) =>
      klass({
        teacher_id: teacher.id,
        starts_at: at(starts),
        ends_at: new Date(at(starts).getTime() + HOUR),
        ...overrides,
      });
    const ongoing = await make('2026-11-25T10:30:00Z');
    const laterToday = await make('2026-11-25T12:00:00Z');
    const free = await make('2026-11-26T12:00:00Z', { kind: 'free', grades: [7, 8, 9] });
    // Monday 00.30 WIB of next week is Sunday 17.30 UTC: it belongs to next week, and is listed.
    const nextMondayEarly = await make('2026-11-29T17:30:00Z');
    // Next week's Sunday 23.30 WIB: the last class listed.
    const lastSunday = await make('2026-12-06T16:30:00Z');
    // The Monday after, 00.30 WIB — still Sunday in UTC, but the week after next: not listed.
    await make('2026-12-06T17:30:00Z');
    await make('2026-11-25T08:00:00Z'); // ended at 09.00 UTC
    await make('2026-11-25T13:00:00Z', { grades: [9] });
    await make('2026-11-25T13:00:00Z', { cancelled_at: at('2026-11-24T00:00:00Z') });

    const { response, status, body } = await get<{ data: Sessions }>(SESSIONS, raka);
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.data.until).toBe('2026-12-06T16:59:59.999Z');
    expect(body.data.sessions.map((session) => session.id)).toEqual([
      ongoing.id,
      laterToday.id,
      free.id,
      nextMondayEarly.id,
      lastSunday.id,
    ]);
    expect(body.data.sessions.map((session) => session.phase)).toEqual([
      'ongoing',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(body.data.sessions[1]).toMatchObject({
      startsAt: '2026-11-25T12:00:00.000Z',
      joinOpensAt: '2026-11-25T11:45:00.000Z',
      teacher: { id: teacher.id, slug: teacher.slug, name: teacher.full_name },
      calendarUrl: `/api/v1/live_classes/${laterToday.id}/calendar.ics`,
    });
  });

  it('moves `until` at Monday 00.00 WIB, not at midnight UTC', async () => {
    const raka = await student('PAID');
    h().clock.now = at('2026-11-29T16:59:59Z'); // Sunday 23.59.59 WIB: still this week
    expect((await get<{ data: Sessions }>(SESSIONS, raka)).body.data.until).toBe('2026-12-06T16:59:59.999Z');
    h().clock.now = at('2026-11-29T17:00:00Z'); // Monday 00.00 WIB: a new week
    expect((await get<{ data: Sessions }>(SESSIONS, raka)).body.data.until).toBe('2026-12-13T16:59:59.999Z');
  });

  it('shows FREE and PAUSED students the free sessions they booked only, TRIAL students the programme too', async () => {
    const regular = await klass({ starts_at: at('2026-11-26T12:00:00Z') });
    const free = await klass({ kind: 'free', starts_at: at('2026-11-26T13:00:00Z') });
    const idsOf = async (subscription: SubscriptionType | undefined, { booked }: { booked: boolean }) => {
      const who = await student(subscription);
      if (booked) await bookSeat(db(), { classId: free.id, userId: who.id });
      return (await get<{ data: Sessions }>(SESSIONS, who)).body.data.sessions.map((s) => s.id);
    };
    // Without the programme a free session is theirs once they hold a seat (decision 074).
    expect(await idsOf(undefined, { booked: false })).toEqual([]);
    expect(await idsOf(undefined, { booked: true })).toEqual([free.id]);
    expect(await idsOf('PAUSED', { booked: true })).toEqual([free.id]);
    expect(await idsOf('FREE_AFTER_TRIAL', { booked: true })).toEqual([free.id]);
    expect(await idsOf('FREE_AFTER_TRIAL', { booked: false })).toEqual([]);
    // A cancelled booking is no seat.
    const changedMind = await student();
    await bookSeat(db(), { classId: free.id, userId: changedMind.id });
    await db()
      .updateTable('class_bookings')
      .set({ cancelled_at: NOW })
      .where('user_id', '=', changedMind.id)
      .execute();
    expect((await get<{ data: Sessions }>(SESSIONS, changedMind)).body.data.sessions).toEqual([]);
    expect(await idsOf('TRIAL', { booked: false })).toEqual([regular.id, free.id]);
  });

  it('narrows to the student’s stream and to the focus exams asked for', async () => {
    const dimas = await student('TRIAL', '12_IPA_SMA/MA');
    const ipa = await klass({ grades: [12], stream: 'IPA', starts_at: at('2026-11-26T12:00:00Z') });
    await klass({ grades: [12], stream: 'IPS', starts_at: at('2026-11-26T12:00:00Z') });
    const snbt = await klass({
      kind: 'focus_exam',
      focus_exam_id: 'utbk-snbt',
      grades: [12],
      starts_at: at('2026-11-27T12:00:00Z'),
    });
    const other = await klass({
      kind: 'focus_exam',
      focus_exam_id: 'utbk-lain',
      grades: [12],
      starts_at: at('2026-11-28T12:00:00Z'),
    });
    const ids = async (query: string) =>
      (await get<{ data: Sessions }>(`${SESSIONS}${query}`, dimas)).body.data.sessions.map((s) => s.id);
    expect(await ids('')).toEqual([ipa.id, snbt.id, other.id]);
    expect(await ids('?focusExamIds=utbk-snbt')).toEqual([snbt.id]);
    expect(await ids('?focusExamIds=utbk-snbt,utbk-lain')).toEqual([snbt.id, other.id]);
    expect(await ids('?focusExamIds=')).toEqual([ipa.id, snbt.id, other.id]);
    const bad = await get<ErrorBody>(`${SESSIONS}?focusExamIds=UTBK!`, dimas);
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it('answers empty lists to a student without a grade, and 403 for one of their classes', async () => {
    const noGrade = await student('PAID');
    await db()
      .updateTable('users')
      .set({ grade: null, class_type: null, stream: null })
      .where('id', '=', noGrade.id)
      .execute();
    const liveClass = await klass({ starts_at: at('2026-11-26T12:00:00Z') });
    expect((await get<{ data: Sessions }>(SESSIONS, noGrade)).body.data.sessions).toEqual([]);
    expect((await get<{ data: Past }>(PAST, noGrade)).body.data).toEqual({
      sessions: [],
      total: 0,
      limit: 10,
      offset: 0,
    });
    const one = await get<ErrorBody>(detailPath(liveClass.id), noGrade);
    expect(one.status).toBe(403);
    expect(one.body.error).toEqual({ code: 'class_not_entitled', message: CLASS_MESSAGES.noGrade });
  });

  it('answers 403 student_only to a parent’s own profile and 401 without a token', async () => {
    const raka = await student('PAID');
    const parent = await insertParent(db(), raka.account_id);
    for (const path of [SESSIONS, PAST]) {
      const { status, body } = await get<ErrorBody>(path, parent);
      expect(status, path).toBe(403);
      expect(body.error).toEqual({ code: 'student_only', message: CLASS_MESSAGES.studentOnly });
      expect(body.error.message).toContain('Pilih profil murid');
    }
    expect((await get<ErrorBody>(SESSIONS)).status).toBe(401);
  });
});

describeBackend('past sessions: GET /sessions/v1/students/sessions/past', (h) => {
  const { db, student, get, klass } = setup(h);

  it('pages newest first by 10 unless told, covering every class exactly once — identical start times too', async () => {
    const raka = await student('PAID');
    const teacher = await insertTeacher(db());
    const colleague = await insertTeacher(db());
    const ids: string[] = [];
    for (let index = 0; index < 23; index++) {
      // Pairs of classes start at the same instant (two teachers: one teacher is never in two
      // classes at once, decision 093): the id breaks the tie.
      const startsAt = new Date(NOW.getTime() - (Math.floor(index / 2) + 2) * HOUR * 24);
      const teacherId = index % 2 === 0 ? teacher.id : colleague.id;
      ids.push((await klass({ teacher_id: teacherId, starts_at: startsAt, recording_url: '/media/r.mp4' })).id);
    }
    await klass({ teacher_id: teacher.id, starts_at: new Date(NOW.getTime() - 30 * MINUTE) }); // ongoing: not past
    await klass({ starts_at: at('2026-11-20T12:00:00Z'), grades: [9] });

    const first = await get<{ data: Past }>(PAST, raka);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.data).toMatchObject({ total: 23, limit: 10, offset: 0 });
    expect(first.body.data.sessions).toHaveLength(10);
    expect(first.body.data.sessions[0]?.recordingUrl).toBe('/media/r.mp4');
    expect(first.body.data.sessions.every((session) => session.phase === 'past')).toBe(true);

    const seen: LiveClassBody[] = [];
    for (let offset = 0; offset < 30; offset += 4) {
      const page = await get<{ data: Past }>(`${PAST}?limit=4&offset=${offset}`, raka);
      expect(page.body.data).toMatchObject({ total: 23, limit: 4, offset });
      seen.push(...page.body.data.sessions);
    }
    expect(seen.map((session) => session.id).sort()).toEqual([...ids].sort());
    expect(new Set(seen.map((session) => session.id)).size).toBe(23);
    const starts = seen.map((session) => Date.parse(session.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('filters by focus exam and refuses limits outside 1–50', async () => {
    const dimas = await student('PAID', '12_IPS_SMA/MA');
    const snbt = await klass({
      kind: 'focus_exam',
      focus_exam_id: 'utbk-snbt',
      grades: [12],
      starts_at: at('2026-11-20T12:00:00Z'),
    });
    await klass({ grades: [12], starts_at: at('2026-11-21T12:00:00Z') });
    const page = await get<{ data: Past }>(`${PAST}?focusExamIds=utbk-snbt`, dimas);
    expect(page.body.data.sessions.map((session) => session.id)).toEqual([snbt.id]);
    expect(page.body.data.total).toBe(1);
    for (const query of ['limit=0', 'limit=51', 'offset=-1', 'limit=abc']) {
      expect((await get<ErrorBody>(`${PAST}?${query}`, dimas)).status, query).toBe(422);
    }
    expect((await get<{ data: Past }>(`${PAST}?limit=50`, dimas)).status).toBe(200);
  });
});

describeBackend('one session: GET /sessions/v1/sessions/{id}', (h) => {
  const { db, student, get, klass } = setup(h);

  it('answers the class with its teacher’s bio to an entitled student', async () => {
    const raka = await student('PAID');
    const teacher = await insertTeacher(db(), { bio: 'Guru matematika 10 tahun.' });
    const liveClass = await klass({
      teacher_id: teacher.id,
      materials: [{ kind: 'pdf', title: 'Ringkasan', url: '/media/kelas/ringkasan.pdf' }],
    });
    const { response, status, body } = await get<{
      data: { session: LiveClassBody & { teacherBio: string } };
    }>(detailPath(liveClass.id), raka);
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.data.session).toMatchObject({
      id: liveClass.id,
      teacherBio: 'Guru matematika 10 tahun.',
      cancelledAt: null,
      materials: [{ kind: 'pdf', title: 'Ringkasan', url: '/media/kelas/ringkasan.pdf' }],
    });
  });

  it('answers 403 class_not_entitled by subscription and by grade, 404 for an unknown class', async () => {
    const regular = await klass();
    const free = await klass({ kind: 'free' });
    const statusOf = async (subscription: SubscriptionType | undefined, id: string, grade?: string) =>
      (await get<ErrorBody>(detailPath(id), await student(subscription, grade))).status;
    expect(await statusOf('PAID', regular.id)).toBe(200);
    expect(await statusOf('TRIAL', regular.id)).toBe(200);
    expect(await statusOf(undefined, regular.id)).toBe(403);
    expect(await statusOf('PAUSED', regular.id)).toBe(403);
    expect(await statusOf(undefined, free.id)).toBe(200);
    expect(await statusOf('PAID', regular.id, '9__SMP/MTs')).toBe(403);

    const freeStudent = await get<ErrorBody>(detailPath(regular.id), await student());
    expect(freeStudent.body.error).toEqual({
      code: 'class_not_entitled',
      message: CLASS_MESSAGES.programmeOnly,
    });
    const otherGrade = await get<ErrorBody>(detailPath(regular.id), await student('PAID', '9__SMP/MTs'));
    expect(otherGrade.body.error).toEqual({ code: 'class_not_entitled', message: CLASS_MESSAGES.otherGrade });

    const unknown = await get<ErrorBody>(
      detailPath('6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f'),
      await student('PAID'),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });

  it('still answers a cancelled class, saying when it was cancelled', async () => {
    const liveClass = await klass({ cancelled_at: at('2026-11-24T03:00:00Z') });
    const { status, body } = await get<{ data: { session: { cancelledAt: string | null } } }>(
      detailPath(liveClass.id),
      await student('PAID'),
    );
    expect(status).toBe(200);
    expect(body.data.session.cancelledAt).toBe('2026-11-24T03:00:00.000Z');
  });

  it('answers 403 student_only to a parent’s own profile', async () => {
    const raka = await student('PAID');
    const liveClass = await klass();
    const { status } = await get<ErrorBody>(
      detailPath(liveClass.id),
      await insertParent(db(), raka.account_id),
    );
    expect(status).toBe(403);
  });
});

describeBackend('joining: GET /api/v1/live_classes/{id}/get_join_url/{id2}', (h) => {
  const { db, student, get, klass, tokenFor } = setup(h);
  // Starts Wednesday 25 November 19.00 WIB, ends 20.30 WIB; the window opens at 18.45 WIB.
  const startsAt = at('2026-11-25T12:00:00Z');
  const endsAt = at('2026-11-25T13:30:00Z');
  const attendance = (classId: string) =>
    db().selectFrom('class_attendance').selectAll().where('class_id', '=', classId).execute();

  it('opens exactly 15 minutes before the start and closes exactly at the end', async () => {
    const raka = await student('PAID');
    const liveClass = await klass({ starts_at: startsAt, ends_at: endsAt });
    const join = () => get<ErrorBody & { data: { joinUrl: string } }>(joinPath(liveClass.id, raka.id), raka);

    h().clock.now = new Date(startsAt.getTime() - 15 * MINUTE - 1);
    const early = await join();
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({
      code: 'class_not_open_yet',
      message:
        'Kelas belum dibuka. Kamu bisa masuk mulai Rabu, 25 November pukul 18.45 WIB (15 menit sebelum kelas mulai).',
      opensAt: '2026-11-25T11:45:00.000Z',
    });
    expect(await attendance(liveClass.id)).toEqual([]);

    h().clock.now = new Date(startsAt.getTime() - 15 * MINUTE);
    expect((await join()).status).toBe(200);
    h().clock.now = new Date(endsAt.getTime() - 1);
    expect((await join()).status).toBe(200);

    h().clock.now = endsAt;
    const ended = await join();
    expect(ended.status).toBe(409);
    expect(ended.body.error).toEqual({ code: 'class_ended', message: CLASS_MESSAGES.ended });
    expect(ended.body.error.message).toMatch(/^Kelas ini sudah selesai/);
  });

  it('writes when the room opens in the viewer’s zone from the page’s zone cookie, across the day boundary', async () => {
    const raka = await student('PAID');
    // Tuesday 24 November 23.30 WIB = Wednesday 01.30 WIT; the window opens 23.15 WIB = 01.15 WIT.
    const late = await klass({ starts_at: at('2026-11-24T16:30:00Z'), ends_at: at('2026-11-24T18:00:00Z') });
    h().clock.now = at('2026-11-24T10:00:00Z');
    const token = await tokenFor(raka);
    const message = async (cookie?: string) => {
      const response = await h().request('GET', joinPath(late.id, raka.id), {
        token,
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(409);
      return ((await response.json()) as ErrorBody).error.message;
    };
    expect(await message('bimbel_tz=Asia%2FJayapura')).toBe(
      'Kelas belum dibuka. Kamu bisa masuk mulai Rabu, 25 November pukul 01.15 WIT (15 menit sebelum kelas mulai).',
    );
    expect(await message('bimbel_tz=Asia%2FMakassar')).toContain('Rabu, 25 November pukul 00.15 WITA');
    expect(await message()).toContain('Selasa, 24 November pukul 23.15 WIB');
    // A zone the server does not know is not trusted: WIB.
    expect(await message('bimbel_tz=Europe%2FNowhere')).toContain('Selasa, 24 November pukul 23.15 WIB');
  });

  it('answers the demo room’s page of the class, and records attendance once, counting a second join', async () => {
    const raka = await student('PAID');
    const liveClass = await klass({ starts_at: startsAt, ends_at: endsAt });
    h().clock.now = at('2026-11-25T11:50:00Z');
    const first = await get<{
      data: { joinUrl: string; provider: string; opensAt: string; closesAt: string };
    }>(joinPath(liveClass.id, raka.id), raka);
    expect(first.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.data).toEqual({
      joinUrl: `/bimbel/user/kelas/${liveClass.id}`,
      provider: 'demo',
      opensAt: '2026-11-25T11:45:00.000Z',
      closesAt: '2026-11-25T13:30:00.000Z',
    });
    expect(await attendance(liveClass.id)).toEqual([
      expect.objectContaining({
        user_id: raka.id,
        first_joined_at: at('2026-11-25T11:50:00Z'),
        last_joined_at: at('2026-11-25T11:50:00Z'),
        join_count: 1,
      }),
    ]);

    h().clock.now = at('2026-11-25T12:10:00Z');
    expect((await get(joinPath(liveClass.id, raka.id), raka)).status).toBe(200);
    expect(await attendance(liveClass.id)).toEqual([
      expect.objectContaining({
        user_id: raka.id,
        first_joined_at: at('2026-11-25T11:50:00Z'),
        last_joined_at: at('2026-11-25T12:10:00Z'),
        join_count: 2,
      }),
    ]);
  });

  it('lets a parent’s token or a sibling ask for a student of the family, and nobody else', async () => {
    const raka = await student('PAID');
    const nadia = await student(undefined, '8__SMP/MTs', raka.account_id);
    const ibu = await insertParent(db(), raka.account_id);
    const stranger = await student('PAID');
    const liveClass = await klass({ starts_at: startsAt, ends_at: endsAt });
    h().clock.now = at('2026-11-25T12:00:00Z');

    const byParent = await get<{ data: { joinUrl: string } }>(joinPath(liveClass.id, raka.id), ibu);
    expect(byParent.status).toBe(200);
    expect((await attendance(liveClass.id)).map((row) => row.user_id)).toEqual([raka.id]);

    // Nadia's token asking for her brother: the same family, his entitlement.
    expect((await get(joinPath(liveClass.id, raka.id), nadia)).status).toBe(200);
    // Raka asking for Nadia, a FREE student: the family may ask, but she may not attend.
    const forNadia = await get<ErrorBody>(joinPath(liveClass.id, nadia.id), raka);
    expect(forNadia.status).toBe(403);
    expect(forNadia.body.error.code).toBe('class_not_entitled');

    const otherFamily = await get<ErrorBody>(joinPath(liveClass.id, stranger.id), ibu);
    expect(otherFamily.status).toBe(403);
    expect(otherFamily.body.error).toEqual({ code: 'forbidden', message: CLASS_MESSAGES.notYourStudent });
    expect((await get<ErrorBody>(joinPath(liveClass.id, raka.id), stranger)).body.error.code).toBe(
      'forbidden',
    );
    const parentAsStudent = await get<ErrorBody>(joinPath(liveClass.id, ibu.id), ibu);
    expect(parentAsStudent.body.error).toEqual({ code: 'forbidden', message: CLASS_MESSAGES.parentProfile });
    const nobody = await get<ErrorBody>(joinPath(liveClass.id, '6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f'), raka);
    expect(nobody.status).toBe(403);
    expect((await attendance(liveClass.id)).map((row) => row.user_id).sort()).toEqual([raka.id].sort());
  });

  it('checks entitlement by subscription, grade and stream for every kind of class', async () => {
    h().clock.now = at('2026-11-25T12:00:00Z');
    const regular = await klass({ starts_at: startsAt, ends_at: endsAt, grades: [8] });
    const free = await klass({ kind: 'free', starts_at: startsAt, ends_at: endsAt, grades: [8] });
    const ipa = await klass({ starts_at: startsAt, ends_at: endsAt, grades: [11], stream: 'IPA' });
    const statusOf = async (
      classId: string,
      subscription?: SubscriptionType,
      grade?: string,
      booked = false,
    ) => {
      const who = await student(subscription, grade);
      if (booked) await bookSeat(db(), { classId, userId: who.id });
      return (await get(joinPath(classId, who.id), who)).status;
    };
    expect(await statusOf(regular.id, 'PAID')).toBe(200);
    expect(await statusOf(regular.id, 'TRIAL')).toBe(200);
    expect(await statusOf(regular.id)).toBe(403);
    expect(await statusOf(regular.id, 'PAUSED')).toBe(403);
    expect(await statusOf(regular.id, 'FREE_AFTER_PAID')).toBe(403);
    // A free session: with a booked seat without the programme (decision 074), without one with it.
    expect(await statusOf(free.id, undefined, undefined, true)).toBe(200);
    expect(await statusOf(free.id, 'PAUSED', undefined, true)).toBe(200);
    expect(await statusOf(free.id)).toBe(403);
    expect(await statusOf(free.id, 'FREE_AFTER_PAID')).toBe(403);
    expect(await statusOf(free.id, 'PAID')).toBe(200);
    expect(await statusOf(free.id, 'TRIAL')).toBe(200);
    expect(await statusOf(free.id, undefined, '9__SMP/MTs', true)).toBe(403);
    expect(await statusOf(regular.id, 'PAID', '7__SMP/MTs')).toBe(403);
    expect(await statusOf(ipa.id, 'PAID', '11_IPA_SMA/MA')).toBe(200);
    expect(await statusOf(ipa.id, 'PAID', '11_IPS_SMA/MA')).toBe(403);
    expect(await statusOf(ipa.id, 'PAID', '11_SMK_SMK')).toBe(403);
  });

  it('asks a FREE student to book a free session first: 403 booking_required, nothing recorded', async () => {
    h().clock.now = at('2026-11-25T12:00:00Z');
    const free = await klass({ kind: 'free', starts_at: startsAt, ends_at: endsAt });
    const nadia = await student();
    const refused = await get<ErrorBody>(joinPath(free.id, nadia.id), nadia);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'booking_required', message: CLASS_MESSAGES.bookingRequired });
    expect(await attendance(free.id)).toEqual([]);
  });

  it('answers 409 class_cancelled for a cancelled class and 404 for an unknown one, recording nothing', async () => {
    const raka = await student('PAID');
    h().clock.now = at('2026-11-25T12:00:00Z');
    const cancelled = await klass({
      starts_at: startsAt,
      ends_at: endsAt,
      cancelled_at: at('2026-11-24T00:00:00Z'),
    });
    const response = await get<ErrorBody>(joinPath(cancelled.id, raka.id), raka);
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'class_cancelled', message: CLASS_MESSAGES.cancelled });
    const unknown = await get<ErrorBody>(joinPath('6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f', raka.id), raka);
    expect(unknown.status).toBe(404);
    expect(await attendance(cancelled.id)).toEqual([]);
    expect((await get<ErrorBody>(joinPath('kelas-1', raka.id), raka)).status).toBe(422);
  });
});

const JITSI_SECRET = 'jitsi-route-secret-0123456789abcdefghij';

describeBackend(
  'joining with Jitsi Meet configured',
  (h) => {
    const { student, get, klass } = setup(h);

    it('answers a Jitsi room URL with a token for the student, never moderator', async () => {
      const raka = await student('PAID');
      const liveClass = await klass({
        starts_at: at('2026-11-25T12:00:00Z'),
        ends_at: at('2026-11-25T13:30:00Z'),
      });
      h().clock.now = at('2026-11-25T12:05:00Z');
      const { status, body } = await get<{ data: { joinUrl: string; provider: string } }>(
        joinPath(liveClass.id, raka.id),
        raka,
      );
      expect(status).toBe(200);
      expect(body.data.provider).toBe('jitsi');
      const url = new URL(body.data.joinUrl);
      expect(`${url.origin}${url.pathname}`).toBe(
        `https://meet.bimbel.example.id/${jitsiRoomName(liveClass.id)}`,
      );
      expect(url.hash).toContain('config.disableDeepLinking=true');
      const payload = await jitsiJoinPayload(url, {
        secret: JITSI_SECRET,
        issuer: 'bimbel',
        currentDate: h().clock.now,
      });
      expect(payload).toMatchObject({
        sub: 'meet.bimbel.example.id',
        room: jitsiRoomName(liveClass.id),
        moderator: false,
        context: { user: { id: raka.id, name: raka.full_name, moderator: 'false' } },
        exp: Date.parse('2026-11-25T14:00:00Z') / 1000,
      });
    });
  },
  { JITSI_DOMAIN: 'meet.bimbel.example.id', JITSI_APP_ID: 'bimbel', JITSI_APP_SECRET: JITSI_SECRET },
);

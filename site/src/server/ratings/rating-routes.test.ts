import type { PastLiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { RATING_MESSAGES } from '@bimbel/domain/live-classes/class-rating';
import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import type { SubscriptionType, User } from '../db/schema.ts';
import { CLASS_MESSAGES } from '../live-classes/class-routes.ts';
import { recordAttendance } from '../live-classes/class-queries.ts';
import {
  insertClass,
  insertParent,
  insertStudent,
  insertTeacher,
  type ClassOverrides,
} from '../live-classes/testing/class-fixtures.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend, type Harness } from '../testing/backend-harness.ts';
import { loadTeacherProfiles } from '../live-classes/teachers-loader.ts';
import { loadTeacherRatingSummaries } from './rating-queries.ts';
import { RATING_ROUTE_MESSAGES } from './rating-routes.ts';

const ratePath = (id: string) => `/sessions/v1/sessions/${id}/rating`;
const PAST = '/sessions/v1/students/sessions/past';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Wednesday 25 November 2026, 18.00 WIB. */
const NOW = new Date('2026-11-25T11:00:00Z');
/** Yesterday's class: Tuesday 24 November, 19.00–20.30 WIB. */
const YESTERDAY = { starts_at: new Date('2026-11-24T12:00:00Z'), ends_at: new Date('2026-11-24T13:30:00Z') };

type Rated = {
  classId: string;
  studentId: string;
  rating: { stars: number; comment: string | null; createdAt: string; updatedAt: string };
  summary: { average: number; count: number };
};
type ErrorBody = { error: { code: string; message: string; field?: string } };
type Person = Pick<User, 'id' | 'account_id' | 'role'>;

function setup(h: () => Harness) {
  beforeEach(async () => {
    await resetTables(h().database);
    h().clock.now = NOW;
  });
  const db = () => h().database.db;
  const student = (subscription: SubscriptionType | undefined = 'PAID', grade?: string, accountId?: string) =>
    insertStudent(db(), { subscription, grade, accountId, now: NOW });
  const put = async <T>(id: string, user: Person | undefined, json: unknown) => {
    const token = user
      ? await mintAccessToken(db(), user, { config: h().config, now: h().clock.now })
      : undefined;
    const response = await h().request('PUT', ratePath(id), { token, json });
    return { response, status: response.status, body: (await response.json()) as T };
  };
  const past = async (user: Person) => {
    const token = await mintAccessToken(db(), user, { config: h().config, now: h().clock.now });
    const response = await h().request('GET', PAST, { token });
    return ((await response.json()) as { data: { sessions: PastLiveClassBody[] } }).data.sessions;
  };
  /** An ended class the student joined (a join URL was issued while it ran). */
  const joinedClass = async (user: Person, overrides: ClassOverrides = {}) => {
    const liveClass = await insertClass(db(), { ...YESTERDAY, ...overrides });
    await recordAttendance(db(), {
      classId: liveClass.id,
      userId: user.id,
      now: new Date(liveClass.starts_at.getTime() + 5 * MINUTE),
    });
    return liveClass;
  };
  return { db, student, put, past, joinedClass };
}

describeBackend('rating a class: PUT /sessions/v1/sessions/{id}/rating', (h) => {
  const { db, student, put, past, joinedClass } = setup(h);

  it('stores the rating of a student who joined the class, and a second rating replaces the first', async () => {
    const raka = await student();
    const liveClass = await joinedClass(raka);

    const first = await put<{ data: Rated }>(liveClass.id, raka, {
      stars: 4,
      comment: '  Penjelasannya runtut.  ',
    });
    expect(first.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.data).toMatchObject({
      classId: liveClass.id,
      studentId: raka.id,
      rating: { stars: 4, comment: 'Penjelasannya runtut.', createdAt: NOW.toISOString() },
      summary: { average: 4, count: 1 },
    });

    const second = await put<{ data: Rated }>(liveClass.id, raka, { stars: 2, comment: '   ' });
    expect(second.status).toBe(200);
    expect(second.body.data.rating).toMatchObject({ stars: 2, comment: null, createdAt: NOW.toISOString() });
    expect(second.body.data.summary).toEqual({ average: 2, count: 1 });

    const rows = await db().selectFrom('class_ratings').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ class_id: liveClass.id, user_id: raka.id, stars: 2, comment: null });
    // The table's trigger moves updated_at on the replacement; created_at stays the first rating's.
    expect(rows[0]!.updated_at.getTime()).not.toBe(rows[0]!.created_at.getTime());

    // The past classes answer it, with the class's ratings and whether it can still be changed.
    const [card] = await past(raka);
    expect(card).toMatchObject({
      id: liveClass.id,
      myRating: { stars: 2, comment: null },
      ratingSummary: { average: 2, count: 1 },
      ratingOpen: true,
      ratingClosesAt: '2026-12-24T13:30:00.000Z',
    });
  });

  it('keeps the comment when it is absent or null becomes none, and stores 500 characters (emoji count once)', async () => {
    const raka = await student();
    const liveClass = await joinedClass(raka);
    const emojis = '👍'.repeat(500);
    expect(
      (await put<{ data: Rated }>(liveClass.id, raka, { stars: 5, comment: emojis })).body.data.rating
        .comment,
    ).toBe(emojis);
    expect(
      (await put<{ data: Rated }>(liveClass.id, raka, { stars: 5 })).body.data.rating.comment,
    ).toBeNull();
    expect(
      (await put<{ data: Rated }>(liveClass.id, raka, { stars: 5, comment: null })).body.data.rating.comment,
    ).toBeNull();
    expect(
      (await put<{ data: Rated }>(liveClass.id, raka, { stars: 3, comment: 'Baris satu\nbaris dua' })).body
        .data.rating.comment,
    ).toBe('Baris satu\nbaris dua');
  });

  it('refuses bad stars and comments with Indonesian messages naming the field, and stores nothing', async () => {
    const raka = await student();
    const liveClass = await joinedClass(raka);
    const cases: [unknown, string, string][] = [
      [{}, 'stars', RATING_MESSAGES.stars],
      [{ stars: 0 }, 'stars', RATING_MESSAGES.stars],
      [{ stars: 6 }, 'stars', RATING_MESSAGES.stars],
      [{ stars: 4.5 }, 'stars', RATING_MESSAGES.stars],
      [{ stars: '4' }, 'stars', RATING_MESSAGES.stars],
      [{ stars: null }, 'stars', RATING_MESSAGES.stars],
      [{ stars: 4, comment: 'x'.repeat(501) }, 'comment', 'Komentar paling panjang 500 karakter, ya.'],
      [{ stars: 4, comment: 42 }, 'comment', RATING_MESSAGES.commentType],
      [{ stars: 4, comment: 'ada\u0000nul' }, 'comment', RATING_MESSAGES.commentUnreadable],
      [{ stars: 4, studentId: 'bukan-id' }, 'studentId', 'Murid tidak ditemukan.'],
    ];
    for (const [json, field, message] of cases) {
      const { status, body } = await put<ErrorBody>(liveClass.id, raka, json);
      expect(status, JSON.stringify(json)).toBe(422);
      expect(body.error, JSON.stringify(json)).toEqual({ code: 'validation_failed', message, field });
    }
    const bad = await put<ErrorBody>('bukan-uuid', raka, { stars: 4 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe('Kelas tidak ditemukan.');
    expect(await db().selectFrom('class_ratings').selectAll().execute()).toEqual([]);
  });

  it('answers 403 to a student the class is not for, and 403 class_not_attended to one who did not join it', async () => {
    const free = await student('FREE');
    const regular = await insertClass(db(), YESTERDAY);
    const refused = await put<ErrorBody>(regular.id, free, { stars: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'class_not_entitled', message: CLASS_MESSAGES.programmeOnly });

    const grade9 = await student('PAID', '9__SMP/MTs');
    expect((await put<ErrorBody>(regular.id, grade9, { stars: 5 })).body.error).toEqual({
      code: 'class_not_entitled',
      message: CLASS_MESSAGES.otherGrade,
    });

    const absent = await student('PAID');
    const notJoined = await put<ErrorBody>(regular.id, absent, { stars: 5 });
    expect(notJoined.status).toBe(403);
    expect(notJoined.body.error).toEqual({
      code: 'class_not_attended',
      message: RATING_MESSAGES.notAttended,
    });

    // A free session: a FREE student who joined it may rate it.
    const freeSession = await joinedClass(free, { kind: 'free' });
    expect((await put<{ data: Rated }>(freeSession.id, free, { stars: 5 })).status).toBe(200);
  });

  it('lets a student whose trial has ended rate the class they joined during it', async () => {
    const dimas = await student('TRIAL');
    const liveClass = await joinedClass(dimas);
    h().clock.now = new Date(NOW.getTime() + 8 * DAY); // the trial ended two days ago
    const { status, body } = await put<{ data: Rated }>(liveClass.id, dimas, { stars: 5 });
    expect(status).toBe(200);
    expect(body.data.rating.stars).toBe(5);
  });

  it('answers 409 before the class ends, for 30 days after it may be rated, then 409 rating_closed', async () => {
    const raka = await student();
    // Running now (17.30–19.00 WIB) and joined: not yet.
    const running = await joinedClass(raka, {
      starts_at: new Date(NOW.getTime() - 30 * MINUTE),
      ends_at: new Date(NOW.getTime() + 60 * MINUTE),
    });
    const early = await put<ErrorBody>(running.id, raka, { stars: 5 });
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({ code: 'class_not_ended', message: RATING_MESSAGES.notEnded });

    h().clock.now = running.ends_at;
    expect((await put<{ data: Rated }>(running.id, raka, { stars: 5 })).status).toBe(200);
    h().clock.now = new Date(running.ends_at.getTime() + 30 * DAY);
    expect((await put<{ data: Rated }>(running.id, raka, { stars: 4 })).status).toBe(200);
    h().clock.now = new Date(running.ends_at.getTime() + 30 * DAY + 1000);
    const late = await put<ErrorBody>(running.id, raka, { stars: 3 });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: 'rating_closed', message: RATING_MESSAGES.closed });
    const [stored] = await db().selectFrom('class_ratings').select('stars').execute();
    expect(stored?.stars).toBe(4);
    const [card] = await past(raka);
    expect(card).toMatchObject({ id: running.id, myRating: { stars: 4 }, ratingOpen: false });
  });

  it('refuses a cancelled class (409) and an unknown one (404)', async () => {
    const raka = await student();
    const cancelled = await joinedClass(raka, { cancelled_at: new Date('2026-11-24T14:00:00Z') });
    const { status, body } = await put<ErrorBody>(cancelled.id, raka, { stars: 1 });
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'class_cancelled', message: CLASS_MESSAGES.cancelled });
    const unknown = await put<ErrorBody>('54b42824-1746-4bad-942e-b5b94fc32086', raka, { stars: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: CLASS_MESSAGES.notFound });
  });

  it('lets a parent’s token rate for a student of the family, and nobody else’s', async () => {
    const raka = await student();
    const parent = await insertParent(db(), raka.account_id);
    const liveClass = await joinedClass(raka);

    const own = await put<ErrorBody>(liveClass.id, parent, { stars: 5 });
    expect(own.status).toBe(403);
    expect(own.body.error).toEqual({ code: 'student_only', message: RATING_ROUTE_MESSAGES.studentOnly });

    const forChild = await put<{ data: Rated }>(liveClass.id, parent, { stars: 5, studentId: raka.id });
    expect(forChild.status).toBe(200);
    expect(forChild.body.data.studentId).toBe(raka.id);
    expect(await db().selectFrom('class_ratings').select(['user_id', 'stars']).execute()).toEqual([
      { user_id: raka.id, stars: 5 },
    ]);

    const stranger = await student();
    const other = await put<ErrorBody>(liveClass.id, stranger, { stars: 1, studentId: raka.id });
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({ code: 'forbidden', message: CLASS_MESSAGES.notYourStudent });
    const asParent = await put<ErrorBody>(liveClass.id, raka, { stars: 1, studentId: parent.id });
    expect(asParent.body.error).toEqual({ code: 'forbidden', message: CLASS_MESSAGES.parentProfile });
    expect((await put<ErrorBody>(liveClass.id, undefined, { stars: 1 })).status).toBe(401);
  });

  it('averages every student’s ratings of the class to one decimal', async () => {
    const teacher = await insertTeacher(db());
    const liveClass = await insertClass(db(), { ...YESTERDAY, teacher_id: teacher.id });
    const profileOf = async () =>
      (await loadTeacherProfiles(h().clock.now, db())).find((profile) => profile.slug === teacher.slug)
        ?.ratings;
    expect(await profileOf()).toEqual({ count: 0, average: null });
    let last: Rated | undefined;
    for (const [index, stars] of [5, 4, 4].entries()) {
      const rater = await student();
      await recordAttendance(db(), { classId: liveClass.id, userId: rater.id, now: YESTERDAY.starts_at });
      last = (await put<{ data: Rated }>(liveClass.id, rater, { stars })).body.data;
      // /gurujuara shows a teacher's average from the third rating on.
      if (index === 1) expect(await profileOf()).toEqual({ count: 2, average: null });
    }
    expect(last?.summary).toEqual({ average: 4.3, count: 3 });
    expect((await loadTeacherRatingSummaries(db())).get(teacher.id)).toEqual({ average: 4.3, count: 3 });
    expect(await profileOf()).toEqual({ count: 3, average: 4.3 });
  });

  it('keeps one row when two saves arrive at once', async () => {
    const raka = await student();
    const liveClass = await joinedClass(raka);
    const answers = await Promise.all([
      put<{ data: Rated }>(liveClass.id, raka, { stars: 1 }),
      put<{ data: Rated }>(liveClass.id, raka, { stars: 5 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await db().selectFrom('class_ratings').select('stars').execute();
    expect(rows).toHaveLength(1);
    expect([1, 5]).toContain(rows[0]!.stars);
  });

  it('limits a student to 30 saves in 10 minutes, with Retry-After', async () => {
    const raka = await student();
    const liveClass = await joinedClass(raka);
    for (let index = 0; index < 30; index += 1) {
      expect((await put<{ data: Rated }>(liveClass.id, raka, { stars: (index % 5) + 1 })).status).toBe(200);
    }
    const refused = await put<ErrorBody>(liveClass.id, raka, { stars: 5 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(/^Terlalu banyak percobaan/);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

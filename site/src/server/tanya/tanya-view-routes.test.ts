import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { createFamily, importTanyaQuestions } from '../weekly-report/testing/report-fixtures.ts';
import { TANYA_VIEW_LIMIT, TANYA_VIEW_MESSAGES } from './tanya-view-routes.ts';

/** Wednesday 25 November 2026, 23.30 WIB: half an hour before the Jakarta day turns. */
const NOW = new Date('2026-11-25T16:30:00Z');
const viewPath = (id: string) => `/api/v1/tanya/questions/${id}/views`;

type Body = {
  data?: { questionId: string; day: string; firstViewedAt: string; repeated: boolean };
  error?: { code: string; message: string };
};

describeBackend('Tanya video views', (h) => {
  const db = () => h().database.db;
  let student: User;
  let parent: User;
  let questions: string[];
  const token = (user: User) => mintAccessToken(db(), user, { config: h().config, now: h().clock.now });
  const post = async (user: User | null, id: string) => {
    const response = await h().request('POST', viewPath(id), user ? { token: await token(user) } : {});
    return { response, body: (await response.json()) as Body };
  };
  const stored = () =>
    db()
      .selectFrom('tanya_video_views')
      .selectAll()
      .where('user_id', '=', student.id)
      .orderBy('view_date')
      .execute();

  beforeAll(async () => {
    const family = await createFamily(db(), { students: [{ name: 'Raka Pratama', subscription: 'PAID' }] });
    student = family.students[0]!;
    parent = family.parent!;
    questions = await importTanyaQuestions(db(), 2);
  });

  beforeEach(async () => {
    h().clock.now = NOW;
    await db().deleteFrom('tanya_video_views').execute();
    await db().deleteFrom('rate_limit_counters').execute();
  });

  it('records the first play of the day (201) and answers a replay that day with the same view (200)', async () => {
    const first = await post(student, questions[0]!);
    expect(first.response.status).toBe(201);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.data).toEqual({
      questionId: questions[0],
      day: '2026-11-25',
      firstViewedAt: NOW.toISOString(),
      repeated: false,
    });
    h().clock.advance(20 * 60_000);
    const again = await post(student, questions[0]!);
    expect(again.response.status).toBe(200);
    expect(again.body.data).toEqual({ ...first.body.data, repeated: true });
    expect(await stored()).toHaveLength(1);
  });

  it('counts a play after midnight WIB on the new Jakarta day', async () => {
    await post(student, questions[0]!);
    h().clock.advance(30 * 60_000); // 00.00 WIB, Thursday
    const next = await post(student, questions[0]!);
    expect(next.response.status).toBe(201);
    expect(next.body.data?.day).toBe('2026-11-26');
    expect((await stored()).map((row) => row.view_date)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('stores one view when the same play is sent twice at once', async () => {
    const answers = await Promise.all([post(student, questions[1]!), post(student, questions[1]!)]);
    expect(answers.map(({ response }) => response.status).sort()).toEqual([200, 201]);
    expect(await stored()).toHaveLength(1);
  });

  it('answers 401 without a session and stores nothing (anonymous plays are not recorded)', async () => {
    const { response, body } = await post(null, questions[0]!);
    expect(response.status).toBe(401);
    expect(body.error?.code).toBe('unauthorized');
    expect(await db().selectFrom('tanya_video_views').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed question, 403 for a parent’s profile', async () => {
    for (const id of ['00000000-0000-4000-8000-000000009999', 'bukan-soal']) {
      const { response, body } = await post(student, id);
      expect(response.status, id).toBe(404);
      expect(body.error).toEqual({ code: 'not_found', message: 'Soal tidak ditemukan.' });
    }
    const { response, body } = await post(parent, questions[0]!);
    expect(response.status).toBe(403);
    expect(body.error).toEqual({ code: 'student_only', message: TANYA_VIEW_MESSAGES.studentOnly });
    expect(await stored()).toEqual([]);
  });

  it(`refuses a call past ${TANYA_VIEW_LIMIT.limit} within an hour with 429 and Retry-After, then lets the student on`, async () => {
    for (let index = 0; index < TANYA_VIEW_LIMIT.limit; index += 1) {
      const { response } = await post(student, questions[index % 2]!);
      expect(response.status).toBeLessThan(300);
    }
    const { response, body } = await post(student, questions[0]!);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.error?.code).toBe('rate_limited');
    h().clock.advance(Number(response.headers.get('retry-after')) * 1000);
    expect((await post(student, questions[0]!)).response.status).toBeLessThan(300);
  });
});

import type { MyFocusExam } from '@bimbel/domain/contracts/focus-exam-contracts';
import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import type { SubscriptionType, User } from '../db/schema.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend, type Harness } from '../testing/backend-harness.ts';
import { FOCUS_EXAM_MESSAGES } from './focus-exam-routes.ts';
import { insertClass, insertParent, insertStudent, type ClassOverrides } from './testing/class-fixtures.ts';

const MY_FOCUS_EXAM = '/sessions/v1/students/my-focus-exam';
const SESSIONS = '/sessions/v1/students/sessions';
const PAST = '/sessions/v1/students/sessions/past';
/** Wednesday 25 November 2026, 18.00 WIB. */
const NOW = new Date('2026-11-25T11:00:00Z');
const at = (iso: string) => new Date(iso);

type ErrorBody = { error: { code: string; message: string; field?: string } };
type Person = Pick<User, 'id' | 'account_id' | 'role'>;

function setup(h: () => Harness) {
  beforeEach(async () => {
    await resetTables(h().database);
    h().clock.now = NOW;
  });
  const db = () => h().database.db;
  const student = (subscription: SubscriptionType | undefined, grade = '12_IPA_SMA/MA') =>
    insertStudent(db(), { subscription, grade, now: NOW });
  const get = async <T>(path: string, user?: Person) => {
    const token = user
      ? await mintAccessToken(db(), user, { config: h().config, now: h().clock.now })
      : undefined;
    const response = await h().request('GET', path, { token });
    return { response, status: response.status, body: (await response.json()) as T };
  };
  const snbtClass = (overrides: ClassOverrides = {}) =>
    insertClass(db(), {
      kind: 'focus_exam',
      focus_exam_id: 'utbk-snbt',
      grades: [12],
      title: 'UTBK-SNBT — Penalaran Umum',
      ...overrides,
    });
  return { db, student, get, snbtClass };
}

describeBackend('my focus exam: GET /sessions/v1/students/my-focus-exam', (h) => {
  const { db, student, get, snbtClass } = setup(h);

  it('gives a PAID grade-12 student UTBK-SNBT with its seven subtests and the next class of the programme', async () => {
    const paid = await student('PAID');
    await insertClass(db(), { grades: [12], stream: 'IPA', starts_at: at('2026-11-25T12:00:00Z') }); // regular: not the programme
    await snbtClass({ starts_at: at('2026-11-25T09:00:00Z'), ends_at: at('2026-11-25T10:30:00Z') }); // ended
    await snbtClass({ starts_at: at('2026-11-25T12:00:00Z'), cancelled_at: at('2026-11-24T00:00:00Z') });
    await insertClass(db(), {
      kind: 'focus_exam',
      focus_exam_id: 'utbk-lain',
      grades: [12],
      starts_at: at('2026-11-25T12:30:00Z'),
    });
    const tryout = await snbtClass({
      title: 'Tryout UTBK-SNBT: paket soal 2',
      starts_at: at('2026-11-26T10:30:00Z'),
    });
    await snbtClass({ starts_at: at('2026-11-27T12:00:00Z') });

    const { response, status, body } = await get<{ data: MyFocusExam }>(MY_FOCUS_EXAM, paid);
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const exam = body.data.focusExam!;
    expect(exam).toMatchObject({
      id: 'utbk-snbt',
      name: 'UTBK-SNBT',
      grades: [12],
      durationMinutes: 195,
      access: 'classes',
      pagePath: '/bimbel/paket/utbk-snbt',
    });
    expect(exam.subtests.map((subtest) => subtest.shortName)).toEqual([
      'PU',
      'PPU',
      'PBM',
      'PK',
      'Literasi Indonesia',
      'Literasi Inggris',
      'PM',
    ]);
    expect(exam.subtests[0]).toMatchObject({
      group: 'tps',
      groupName: 'Tes Potensi Skolastik (TPS)',
      coveredInClasses: true,
    });
    expect(exam.subtests[6]).toMatchObject({
      name: 'Penalaran Matematika',
      group: 'literasi',
      groupName: 'Tes Literasi',
    });
    expect(exam.nextClass).toMatchObject({
      id: tryout.id,
      kind: 'focus_exam',
      focusExamId: 'utbk-snbt',
      tryout: true,
    });
  });

  it('gives TRIAL students the classes and the other grade-12 students a preview without classes', async () => {
    await snbtClass({ starts_at: at('2026-11-26T12:00:00Z') });
    const trial = (await get<{ data: MyFocusExam }>(MY_FOCUS_EXAM, await student('TRIAL', '12_SMK_SMK'))).body
      .data;
    expect(trial.focusExam).toMatchObject({ access: 'classes', nextClass: { tryout: false } });
    for (const subscription of ['FREE', 'FREE_AFTER_PAID', 'PAUSED', undefined] as const) {
      const { body } = await get<{ data: MyFocusExam }>(
        MY_FOCUS_EXAM,
        await student(subscription, '12_IPS_SMA/MA'),
      );
      expect(body.data.focusExam, String(subscription)).toMatchObject({
        id: 'utbk-snbt',
        access: 'preview',
        nextClass: null,
      });
    }
  });

  it('answers null for the other grades and a student without a grade', async () => {
    for (const grade of ['11_IPA_SMA/MA', '10_SMK_SMK', '8__SMP/MTs', '5_SD_SD']) {
      const { body } = await get<{ data: MyFocusExam }>(MY_FOCUS_EXAM, await student('PAID', grade));
      expect(body.data, grade).toEqual({ focusExam: null });
    }
    const noGrade = await student('PAID');
    await db()
      .updateTable('users')
      .set({ grade: null, class_type: null, stream: null })
      .where('id', '=', noGrade.id)
      .execute();
    expect((await get<{ data: MyFocusExam }>(MY_FOCUS_EXAM, noGrade)).body.data).toEqual({ focusExam: null });
  });

  it('answers 403 student_only to a parent’s profile and 401 without a token', async () => {
    const dimas = await student('PAID');
    const parent = await insertParent(db(), dimas.account_id);
    const refused = await get<ErrorBody>(MY_FOCUS_EXAM, parent);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'student_only', message: FOCUS_EXAM_MESSAGES.studentOnly });
    expect((await get<ErrorBody>(MY_FOCUS_EXAM)).status).toBe(401);
  });
});

describeBackend('the focusExamIds filter of the session calls', (h) => {
  const { student, get, snbtClass } = setup(h);
  const ids = async (path: string, user: Person) =>
    (await get<{ data: { sessions: LiveClassBody[] } }>(path, user)).body.data.sessions.map(
      (session) => session.id,
    );

  it('never shows focus exam classes to a student who does not follow them, even when asked', async () => {
    await snbtClass({ starts_at: at('2026-11-26T12:00:00Z') });
    await snbtClass({ starts_at: at('2026-11-20T12:00:00Z') });
    const free = await student('FREE');
    expect(await ids(`${SESSIONS}?focusExamIds=utbk-snbt`, free)).toEqual([]);
    expect(await ids(`${PAST}?focusExamIds=utbk-snbt`, free)).toEqual([]);
  });

  it('reads spaces and repeated ids, filters past classes by several ids, and pages them', async () => {
    const paid = await student('PAID');
    const snbt = await snbtClass({ starts_at: at('2026-11-20T12:00:00Z') });
    const older = await snbtClass({ starts_at: at('2026-11-18T12:00:00Z') });
    const other = await insertClass(h().database.db, {
      kind: 'focus_exam',
      focus_exam_id: 'utbk-lain',
      grades: [12],
      starts_at: at('2026-11-19T12:00:00Z'),
    });
    await insertClass(h().database.db, { grades: [12], starts_at: at('2026-11-21T12:00:00Z') });
    expect(await ids(`${PAST}?focusExamIds=${encodeURIComponent(' utbk-snbt , utbk-snbt ')}`, paid)).toEqual([
      snbt.id,
      older.id,
    ]);
    expect(await ids(`${PAST}?focusExamIds=utbk-snbt,utbk-lain`, paid)).toEqual([
      snbt.id,
      other.id,
      older.id,
    ]);
    expect(await ids(`${PAST}?focusExamIds=utbk-snbt,utbk-lain&limit=1&offset=1`, paid)).toEqual([other.id]);
    const page = await get<{ data: { total: number } }>(`${PAST}?focusExamIds=utbk-snbt`, paid);
    expect(page.body.data.total).toBe(2);
    expect(await ids(`${PAST}?focusExamIds=tidak-ada`, paid)).toEqual([]);
  });

  it('refuses malformed, too many or too long lists with Indonesian messages', async () => {
    const paid = await student('PAID');
    const cases: [string, string][] = [
      ['UTBK!', 'focusExamIds berisi id yang tidak dikenal.'],
      [
        Array.from({ length: 11 }, (_, index) => `ujian-${index}`).join(','),
        'Paling banyak 10 focusExamIds, ya.',
      ],
      ['a'.repeat(401), 'Daftar focusExamIds terlalu panjang.'],
    ];
    for (const path of [SESSIONS, PAST]) {
      for (const [value, message] of cases) {
        const { status, body } = await get<ErrorBody>(
          `${path}?focusExamIds=${encodeURIComponent(value)}`,
          paid,
        );
        expect(status, `${path} ${value.slice(0, 20)}`).toBe(422);
        expect(body.error.code).toBe('validation_failed');
        expect(body.error.message).toBe(message);
      }
    }
  });
});

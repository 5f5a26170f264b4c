import type {
  ClassQuestionBody,
  ClassQuestionsBody,
} from '@bimbel/domain/contracts/class-question-contracts';
import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import type { SubscriptionType, User } from '../db/schema.ts';
import { CLASS_MESSAGES } from '../live-classes/class-routes.ts';
import {
  insertClass,
  insertParent,
  insertStudent,
  type ClassOverrides,
} from '../live-classes/testing/class-fixtures.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend, type Harness } from '../testing/backend-harness.ts';
import { QNA_MESSAGES } from './qna-access.ts';

/** Wednesday 25 November 2026, 18.00 WIB; the default class runs 26 November 12.00–13.30 UTC. */
const NOW = new Date('2026-11-25T11:00:00Z');
const DAY = 86_400_000;

type ErrorBody = { error: { code: string; message: string; field?: string } };
type Caller = Pick<User, 'id' | 'account_id' | 'role'>;

const questionsPath = (classId: string, studentId?: string) =>
  `/sessions/v1/sessions/${classId}/questions${studentId ? `?studentId=${studentId}` : ''}`;
const votePath = (classId: string, questionId: string, studentId?: string) =>
  `/sessions/v1/sessions/${classId}/questions/${questionId}/vote${studentId ? `?studentId=${studentId}` : ''}`;
const questionPath = (classId: string, questionId: string, studentId?: string) =>
  `/sessions/v1/sessions/${classId}/questions/${questionId}${studentId ? `?studentId=${studentId}` : ''}`;

function setup(h: () => Harness) {
  beforeEach(async () => {
    await resetTables(h().database);
    h().clock.now = NOW;
  });
  const db = () => h().database.db;
  const student = (subscription: SubscriptionType | undefined = 'PAID', grade?: string, accountId?: string) =>
    insertStudent(db(), { subscription, grade, accountId, now: NOW, name: 'Raka Pratama' });
  const klass = (overrides: ClassOverrides = {}) => insertClass(db(), overrides);
  const call = async <T>(method: string, path: string, user: Caller | undefined, json?: unknown) => {
    const token = user
      ? await mintAccessToken(db(), user, { config: h().config, now: h().clock.now })
      : undefined;
    const response = await h().request(method, path, { token, json });
    return { response, status: response.status, body: (await response.json()) as T };
  };
  const ask = (classId: string, user: Caller, text: string, studentId?: string) =>
    call<{ data: { question: ClassQuestionBody } } & ErrorBody>(
      'POST',
      questionsPath(classId, studentId),
      user,
      {
        body: text,
      },
    );
  const list = (classId: string, user: Caller, studentId?: string) =>
    call<{ data: ClassQuestionsBody } & ErrorBody>('GET', questionsPath(classId, studentId), user);
  const vote = (classId: string, questionId: string, user: Caller, method: 'PUT' | 'DELETE' = 'PUT') =>
    call<{ data: { questionId: string; votes: number; votedByMe: boolean } } & ErrorBody>(
      method,
      votePath(classId, questionId),
      user,
    );
  const admin = (method: string, path: string, json?: unknown, token = h().config.adminToken?.reveal()) =>
    h().request(method, path, { json, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { db, student, klass, call, ask, list, vote, admin };
}

describeBackend('class Q&A: asking', (h) => {
  const { student, klass, ask, list } = setup(h);

  it('posts a question (201), normalised, and lists it for the class with the asker’s first name', async () => {
    const raka = await student();
    const dimas = await student('TRIAL');
    const liveClass = await klass();
    const posted = await ask(
      liveClass.id,
      raka,
      '  Kenapa $x^2 = 4$ punya dua jawaban?\r\n\r\n\r\n\r\nBingung  ',
    );
    expect(posted.status).toBe(201);
    expect(posted.response.headers.get('cache-control')).toBe('private, no-store');
    expect(posted.body.data.question).toMatchObject({
      body: 'Kenapa $x^2 = 4$ punya dua jawaban?\n\nBingung',
      askedBy: 'Raka',
      mine: true,
      votes: 0,
      votedByMe: false,
      hidden: false,
      answer: null,
      createdAt: NOW.toISOString(),
    });
    const seen = await list(liveClass.id, dimas);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      state: 'open',
      openUntil: new Date(liveClass.ends_at.getTime() + 7 * DAY).toISOString(),
      limits: { bodyMin: 10, bodyMax: 500 },
    });
    expect(seen.body.data.questions).toEqual([{ ...posted.body.data.question, mine: false }]);
  });

  it.each([
    ['empty', '   ', 'Tulis pertanyaanmu dulu, ya.'],
    ['too short', 'Berapa x?', 'Tulis pertanyaanmu minimal 10 karakter, ya.'],
    ['too long', 'a'.repeat(501), 'Pertanyaan maksimal 500 karakter, ya.'],
    [
      'an invisible control character',
      'Berapa nilai\u0000 x?',
      'Pertanyaan berisi karakter tak terlihat. Hapus dulu, ya.',
    ],
  ])('refuses a question that is %s with 422 and an Indonesian message', async (_, text, message) => {
    const raka = await student();
    const liveClass = await klass();
    const refused = await ask(liveClass.id, raka, text);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ code: 'validation_failed', message, field: 'body' });
    expect((await list(liveClass.id, raka)).body.data.questions).toEqual([]);
  });

  it('counts characters as a person does: 500 emoji fit, 501 do not', async () => {
    const raka = await student();
    const liveClass = await klass();
    expect((await ask(liveClass.id, raka, '🤔'.repeat(500))).status).toBe(201);
    expect((await ask(liveClass.id, raka, '🤯'.repeat(501))).status).toBe(422);
  });

  it('refuses a body that is not text, with the field named', async () => {
    const raka = await student();
    const liveClass = await klass();
    const { status, body } = await ask(liveClass.id, raka, 42 as unknown as string);
    expect(status).toBe(422);
    expect(body.error.field).toBe('body');
    expect(body.error.message).toBe('Tulis pertanyaanmu dulu, ya.');
  });

  it('takes 5 questions per 10 minutes from a student, then 429 with Retry-After in Indonesian', async () => {
    const raka = await student();
    const [first, second] = [await klass(), await klass()];
    for (let n = 1; n <= 5; n++) {
      expect(
        (await ask(n % 2 ? first.id : second.id, raka, `Pertanyaan nomor ${n} tentang materi`)).status,
      ).toBe(201);
    }
    const refused = await ask(first.id, raka, 'Pertanyaan nomor 6 tentang materi');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(
      /^Terlalu banyak percobaan\. Coba lagi dalam \d+ (menit|detik), ya\.$/,
    );
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(20 * 60);
    // Another student is not held back by Raka's limit.
    expect((await ask(first.id, await student(), 'Pertanyaan teman sekelas tentang materi')).status).toBe(
      201,
    );
    // After waiting what Retry-After said, Raka may ask again.
    h().clock.advance(retryAfter * 1000);
    expect((await ask(first.id, raka, 'Pertanyaan nomor 6 tentang materi')).status).toBe(201);
  });

  it('answers the same text sent twice within 10 minutes with the first question (a double tap), not a second one', async () => {
    const raka = await student();
    const liveClass = await klass();
    const first = await ask(liveClass.id, raka, 'Apa bedanya sin dan cos?');
    h().clock.advance(2_000);
    const again = await ask(liveClass.id, raka, '  Apa bedanya sin dan cos? ');
    expect(again.status).toBe(201);
    expect(again.body.data.question.id).toBe(first.body.data.question.id);
    expect((await list(liveClass.id, raka)).body.data.questions).toHaveLength(1);
  });

  it('takes questions before the class and until 7 days after its end, then 409 qna_closed; a cancelled class 409', async () => {
    const raka = await student();
    const liveClass = await klass();
    h().clock.now = new Date(liveClass.ends_at.getTime() + 7 * DAY - 1_000);
    expect((await ask(liveClass.id, raka, 'Masih boleh bertanya, kan?')).status).toBe(201);
    h().clock.now = new Date(liveClass.ends_at.getTime() + 7 * DAY);
    const closed = await ask(liveClass.id, raka, 'Sekarang sudah ditutup?');
    expect(closed.status).toBe(409);
    expect(closed.body.error).toEqual({ code: 'qna_closed', message: QNA_MESSAGES.closed });
    // Still readable.
    const read = await list(liveClass.id, raka);
    expect(read.body.data.state).toBe('closed');
    expect(read.body.data.questions).toHaveLength(1);

    h().clock.now = NOW;
    const cancelled = await klass({ cancelled_at: NOW });
    const refused = await ask(cancelled.id, raka, 'Kelasnya jadi atau tidak?');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('class_cancelled');
    expect((await list(cancelled.id, raka)).body.data.state).toBe('cancelled');
  });
});

describeBackend('class Q&A: who may take part', (h) => {
  const { db, student, klass, ask, list, call } = setup(h);

  it('refuses a FREE student on a regular class of their grade, and a student of another grade (403 with the reason)', async () => {
    const liveClass = await klass();
    const free = await list(liveClass.id, await student('FREE'));
    expect(free.status).toBe(403);
    expect(free.body.error).toEqual({ code: 'class_not_entitled', message: CLASS_MESSAGES.programmeOnly });
    const otherGrade = await ask(
      liveClass.id,
      await student('PAID', '5_SD_SD'),
      'Boleh ikut bertanya di sini?',
    );
    expect(otherGrade.status).toBe(403);
    expect(otherGrade.body.error).toEqual({ code: 'class_not_entitled', message: CLASS_MESSAGES.otherGrade });
    // A free session is every student's of the grade.
    const freeSession = await klass({ kind: 'free' });
    expect((await ask(freeSession.id, await student('FREE'), 'Sesi gratis juga bisa tanya?')).status).toBe(
      201,
    );
  });

  it('answers 404 for an unknown class and 422 for an id that is not one', async () => {
    const raka = await student();
    const missing = await list('00000000-0000-4000-8000-000000000000', raka);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'Kelas tidak ditemukan.' });
    const malformed = await list('bukan-kelas', raka);
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.message).toBe('Kelas tidak ditemukan.');
  });

  it('needs a session (401)', async () => {
    const liveClass = await klass();
    expect((await list(liveClass.id, undefined as unknown as Caller)).status).toBe(401);
  });

  it('lets a parent act for a child of the family (studentId), and refuses another family’s child (403)', async () => {
    const raka = await student();
    const parent = await insertParent(db(), raka.account_id);
    const liveClass = await klass();
    const own = await list(liveClass.id, parent);
    expect(own.status).toBe(403);
    expect(own.body.error).toEqual({ code: 'student_only', message: QNA_MESSAGES.studentOnly });

    const asked = await ask(liveClass.id, parent, 'Ditanyakan lewat HP ibu, ya', raka.id);
    expect(asked.status).toBe(201);
    expect(asked.body.data.question).toMatchObject({ askedBy: 'Raka', mine: true });
    expect((await list(liveClass.id, raka)).body.data.questions[0]?.mine).toBe(true);

    const other = await student();
    for (const [caller, studentId] of [
      [parent, other.id],
      [other, raka.id],
      [parent, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await list(liveClass.id, caller, studentId);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: 'forbidden', message: QNA_MESSAGES.notYourStudent });
    }
    // A parent's id as studentId is not a student.
    const parentAsStudent = await call<ErrorBody>('GET', questionsPath(liveClass.id, parent.id), parent);
    expect(parentAsStudent.body.error).toEqual({ code: 'forbidden', message: QNA_MESSAGES.parentProfile });
    // The child's entitlement decides: a FREE sibling may not.
    const nadia = await insertStudent(db(), { accountId: raka.account_id, grade: '8__SMP/MTs', now: NOW });
    expect((await list(liveClass.id, parent, nadia.id)).body.error.code).toBe('class_not_entitled');
  });
});

describeBackend('class Q&A: votes and order', (h) => {
  const { db, student, klass, ask, list, vote } = setup(h);

  it('counts one vote per student: repeated, it stays one; unvote takes it back, twice is harmless', async () => {
    const [raka, dimas] = [await student(), await student('TRIAL')];
    const liveClass = await klass();
    const question = (await ask(liveClass.id, dimas, 'Bagaimana cara memfaktorkan?')).body.data.question;
    for (let n = 0; n < 2; n++) {
      const voted = await vote(liveClass.id, question.id, raka);
      expect(voted.status).toBe(200);
      expect(voted.body.data).toEqual({ questionId: question.id, votes: 1, votedByMe: true });
    }
    expect((await list(liveClass.id, raka)).body.data.questions[0]).toMatchObject({
      votes: 1,
      votedByMe: true,
    });
    expect((await list(liveClass.id, dimas)).body.data.questions[0]).toMatchObject({
      votes: 1,
      votedByMe: false,
    });
    for (let n = 0; n < 2; n++) {
      const unvoted = await vote(liveClass.id, question.id, raka, 'DELETE');
      expect(unvoted.status).toBe(200);
      expect(unvoted.body.data).toEqual({ questionId: question.id, votes: 0, votedByMe: false });
    }
  });

  it('makes 20 simultaneous votes of one student one vote, every answer 200', async () => {
    const [raka, dimas] = [await student(), await student('TRIAL')];
    const liveClass = await klass();
    const question = (await ask(liveClass.id, dimas, 'Bagaimana cara memfaktorkan?')).body.data.question;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => vote(liveClass.id, question.id, raka)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const stored = await db()
      .selectFrom('class_question_votes')
      .select('user_id')
      .where('question_id', '=', question.id)
      .execute();
    expect(stored).toEqual([{ user_id: raka.id }]);
    expect((await list(liveClass.id, dimas)).body.data.questions[0]?.votes).toBe(1);
  });

  it('refuses a vote for one’s own question (403 own_question_vote)', async () => {
    const raka = await student();
    const liveClass = await klass();
    const question = (await ask(liveClass.id, raka, 'Pertanyaanku sendiri, nih')).body.data.question;
    const refused = await vote(liveClass.id, question.id, raka);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'own_question_vote', message: QNA_MESSAGES.ownVote });
    expect((await list(liveClass.id, raka)).body.data.questions[0]?.votes).toBe(0);
  });

  it('answers 404 for a question of another class, and refuses votes once the Q&A closed', async () => {
    const [raka, dimas] = [await student(), await student('TRIAL')];
    const [liveClass, other] = [await klass(), await klass()];
    const question = (await ask(other.id, dimas, 'Pertanyaan di kelas lain')).body.data.question;
    const wrongClass = await vote(liveClass.id, question.id, raka);
    expect(wrongClass.status).toBe(404);
    expect(wrongClass.body.error).toEqual({ code: 'not_found', message: QNA_MESSAGES.questionNotFound });
    h().clock.now = new Date(other.ends_at.getTime() + 8 * DAY);
    expect((await vote(other.id, question.id, raka)).body.error.code).toBe('qna_closed');
  });

  it('lists by votes, then oldest first, then id — the same order on every read, ties included', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => student()));
    const liveClass = await klass();
    const [asker] = students as [User, ...User[]];
    const askAt = async (minutes: number, text: string, by: User = asker) => {
      h().clock.now = new Date(NOW.getTime() + minutes * 60_000);
      return (await ask(liveClass.id, by, text)).body.data.question.id;
    };
    const oldQuiet = await askAt(0, 'Pertanyaan pertama tanpa dukungan');
    const popular = await askAt(1, 'Pertanyaan yang paling didukung');
    const middle = await askAt(2, 'Pertanyaan dengan satu dukungan');
    const newQuiet = await askAt(3, 'Pertanyaan terakhir tanpa dukungan');
    // Two asked in the same instant by two students: the id breaks the tie.
    h().clock.now = new Date(NOW.getTime() + 4 * 60_000);
    const twinA = (await ask(liveClass.id, students[1]!, 'Pertanyaan kembar satu')).body.data.question.id;
    const twinB = (await ask(liveClass.id, students[2]!, 'Pertanyaan kembar dua')).body.data.question.id;
    for (const voter of students.slice(1)) await vote(liveClass.id, popular, voter);
    await vote(liveClass.id, middle, students[3]!);
    const twins = [twinA, twinB].sort();
    const expected = [popular, middle, oldQuiet, newQuiet, ...twins];
    for (let read = 0; read < 3; read++) {
      const ids = (await list(liveClass.id, students[3]!)).body.data.questions.map((question) => question.id);
      expect(ids).toEqual(expected);
    }
  });
});

describeBackend('class Q&A: deleting, hiding and the teacher’s answer', (h) => {
  const { student, klass, ask, list, vote, call, admin } = setup(h);

  it('deletes one’s own question (its votes with it), refuses another’s (403), 404 once gone', async () => {
    const [raka, dimas] = [await student(), await student('TRIAL')];
    const liveClass = await klass();
    const mine = (await ask(liveClass.id, raka, 'Pertanyaan yang akan kuhapus')).body.data.question;
    const theirs = (await ask(liveClass.id, dimas, 'Pertanyaan milik Dimas')).body.data.question;
    await vote(liveClass.id, mine.id, dimas);
    const refused = await call<ErrorBody>('DELETE', questionPath(liveClass.id, theirs.id), raka);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'forbidden', message: QNA_MESSAGES.notYourQuestion });
    const deleted = await call<{ data: unknown }>('DELETE', questionPath(liveClass.id, mine.id), raka);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ questionId: mine.id, deleted: true });
    expect((await list(liveClass.id, dimas)).body.data.questions.map((q) => q.id)).toEqual([theirs.id]);
    const again = await call<ErrorBody>('DELETE', questionPath(liveClass.id, mine.id), raka);
    expect(again.status).toBe(404);
  });

  it('lets the teacher answer (with maths) and take it back through the admin API', async () => {
    const [raka, dimas] = [await student(), await student('TRIAL')];
    const liveClass = await klass();
    const question = (await ask(liveClass.id, raka, 'Kenapa akar 2 irasional?')).body.data.question;
    const path = `/api/admin/live-classes/${liveClass.id}/questions/${question.id}/answer`;
    expect((await admin('POST', path, { answer: 'x' }, 'salah')).status).toBe(401);
    const answered = await admin('POST', path, { answer: 'Misalkan $\\sqrt{2} = \\frac{p}{q}$ …' });
    expect(answered.status).toBe(200);
    const { data } = (await answered.json()) as { data: { question: { answer: unknown; askedBy: unknown } } };
    expect(data.question.askedBy).toEqual({ id: raka.id, name: 'Raka Pratama' });
    const teacherName = (
      await h().database.db.selectFrom('teachers').select('full_name').executeTakeFirstOrThrow()
    ).full_name;
    expect(data.question.answer).toEqual({
      text: 'Misalkan $\\sqrt{2} = \\frac{p}{q}$ …',
      answeredBy: teacherName,
      answeredAt: NOW.toISOString(),
    });
    expect((await list(liveClass.id, dimas)).body.data.questions[0]?.answer?.answeredBy).toBe(teacherName);

    const named = await admin('POST', path, { answer: 'Jawaban baru', answeredBy: 'Tim Akademik' });
    expect(
      ((await named.json()) as { data: { question: { answer: { answeredBy: string } } } }).data.question
        .answer.answeredBy,
    ).toBe('Tim Akademik');
    const tooLong = await admin('POST', path, { answer: 'a'.repeat(2001) });
    expect(tooLong.status).toBe(422);
    expect(((await tooLong.json()) as ErrorBody).error.message).toBe('Jawaban maksimal 2000 karakter, ya.');
    expect((await admin('POST', path, { answer: null })).status).toBe(200);
    expect((await list(liveClass.id, dimas)).body.data.questions[0]?.answer).toBeNull();

    const unknown = await admin(
      'POST',
      `/api/admin/live-classes/${liveClass.id}/questions/00000000-0000-4000-8000-000000000000/answer`,
      {
        answer: 'Halo',
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('hides an abusive question from the class: its author still sees it marked and may delete it; others cannot vote on it', async () => {
    const [raka, dimas] = [await student(), await student('TRIAL')];
    const liveClass = await klass();
    const rude = (await ask(liveClass.id, raka, 'Kalimat kasar yang tidak pantas')).body.data.question;
    const hidePath = `/api/admin/live-classes/${liveClass.id}/questions/${rude.id}/hide`;
    const hidden = await admin('POST', hidePath, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(
      ((await hidden.json()) as { data: { question: { hiddenAt: string } } }).data.question.hiddenAt,
    ).toBe(NOW.toISOString());
    expect((await list(liveClass.id, dimas)).body.data.questions).toEqual([]);
    expect((await list(liveClass.id, raka)).body.data.questions).toEqual([{ ...rude, hidden: true }]);
    expect((await vote(liveClass.id, rude.id, dimas)).status).toBe(404);

    const teacherList = await admin('GET', `/api/admin/live-classes/${liveClass.id}/questions`);
    const teacherQuestions = (
      (await teacherList.json()) as { data: { questions: { id: string; hiddenAt: string }[] } }
    ).data.questions;
    expect(teacherQuestions.map((q) => [q.id, q.hiddenAt])).toEqual([[rude.id, NOW.toISOString()]]);

    expect((await admin('POST', hidePath, { hidden: false })).status).toBe(200);
    expect((await list(liveClass.id, dimas)).body.data.questions.map((q) => q.id)).toEqual([rude.id]);
    await admin('POST', hidePath, { hidden: true });
    expect((await call('DELETE', questionPath(liveClass.id, rude.id), raka)).status).toBe(200);
  });
});

describeBackend('class Q&A: the teacher link', (h) => {
  {
    const { student, klass, ask, list, admin } = setup(h);

    it('issues a link for the class; its token answers and hides that class’s questions only, until it expires', async () => {
      const raka = await student();
      const [liveClass, other] = [await klass(), await klass()];
      const question = (await ask(liveClass.id, raka, 'Apa itu gradien garis?')).body.data.question;
      const issued = await admin('GET', `/api/admin/live-classes/${liveClass.id}/teacher-qna-url`);
      expect(issued.status).toBe(200);
      const { url, expiresAt } = ((await issued.json()) as { data: { url: string; expiresAt: string } }).data;
      expect(expiresAt).toBe(new Date(liveClass.ends_at.getTime() + 7 * DAY).toISOString());
      const match = new RegExp(`^http://localhost:3000/guru/tanya-jawab/${liveClass.id}/([^/]+)$`).exec(url);
      expect(match).not.toBeNull();
      const token = decodeURIComponent(match![1]!);

      const answerPath = (classId: string) =>
        `/api/v1/live_classes/${classId}/teacher-qna/questions/${question.id}/answer`;
      const answered = await h().request('POST', answerPath(liveClass.id), {
        json: { token, answer: 'Gradien $m = \\frac{\\Delta y}{\\Delta x}$' },
      });
      expect(answered.status).toBe(200);
      expect((await list(liveClass.id, raka)).body.data.questions[0]?.answer?.text).toBe(
        'Gradien $m = \\frac{\\Delta y}{\\Delta x}$',
      );

      const refusals = [
        await h().request('POST', answerPath(other.id), { json: { token, answer: 'Salah kelas' } }),
        await h().request('POST', answerPath(liveClass.id), {
          json: { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, answer: 'Palsu' },
        }),
      ];
      for (const refused of refusals) {
        expect(refused.status).toBe(403);
        expect(((await refused.json()) as ErrorBody).error).toEqual({
          code: 'forbidden',
          message: QNA_MESSAGES.teacherLinkInvalid,
        });
      }

      const hidden = await h().request(
        'POST',
        `/api/v1/live_classes/${liveClass.id}/teacher-qna/questions/${question.id}/hide`,
        {
          json: { token, hidden: true },
        },
      );
      expect(hidden.status).toBe(200);

      h().clock.now = new Date(expiresAt);
      const expired = await h().request('POST', answerPath(liveClass.id), {
        json: { token, answer: 'Terlambat' },
      });
      expect(expired.status).toBe(403);
    });
  }
});

import { beforeEach, expect, it } from 'vitest';
import { Secret } from '../config/secret.ts';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { insertClass, insertStudent } from '../live-classes/testing/class-fixtures.ts';
import { insertQuestion } from './question-queries.ts';
import { loadTeacherQna } from './teacher-qna-loader.ts';
import { signTeacherQnaToken, verifyTeacherQnaToken } from './teacher-qna-token.ts';

const NOW = new Date('2026-11-26T12:30:00Z');
const secret = new Secret('teacher-link-test-secret-0123456789abcdef');

describeEachDatabase('the teacher link’s page', (database) => {
  const db = () => database().db;
  beforeEach(async () => {
    await resetTables(database());
  });

  it('shows every question of the class — hidden ones marked, full names — to a valid link only', async () => {
    const liveClass = await insertClass(db());
    const other = await insertClass(db());
    const raka = await insertStudent(db(), { subscription: 'PAID', name: 'Raka Pratama', now: NOW });
    const hidden = await insertQuestion(db(), {
      classId: liveClass.id,
      userId: raka.id,
      body: 'Kata kasar',
      now: NOW,
    });
    // A minute later: equal votes list the older first (the id would decide a tie of times).
    await insertQuestion(db(), {
      classId: liveClass.id,
      userId: raka.id,
      body: 'Berapa $2^{10}$?',
      now: new Date(NOW.getTime() + 60_000),
    });
    await db().updateTable('class_questions').set({ hidden_at: NOW }).where('id', '=', hidden).execute();
    const expiresAt = new Date(liveClass.ends_at.getTime() + 7 * 86_400_000);
    const token = signTeacherQnaToken(liveClass.id, expiresAt, secret);

    const page = await loadTeacherQna(db(), { classId: liveClass.id, token, secret, now: NOW });
    if (page.kind !== 'qna') throw new Error(page.kind);
    expect(page.questions.map((question) => [question.askedBy, question.hidden])).toEqual([
      ['Raka Pratama', true],
      ['Raka Pratama', false],
    ]);
    expect(page.questions[1]?.bodyHtml).toContain('<math');

    const refused = [
      { classId: other.id, token, secret, now: NOW },
      {
        classId: liveClass.id,
        token,
        secret: new Secret('another-secret-of-the-right-length-000000'),
        now: NOW,
      },
      { classId: liveClass.id, token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), secret, now: NOW },
      { classId: liveClass.id, token, secret, now: expiresAt },
      { classId: liveClass.id, token: 'zzz', secret, now: NOW },
    ];
    for (const input of refused) expect((await loadTeacherQna(db(), input)).kind).toBe('invalid-link');
    expect((await loadTeacherQna(db(), { classId: 'bukan-kelas', token, secret, now: NOW })).kind).toBe(
      'not-found',
    );
  });

  it('accepts one spelling of a token: a longer expiry with the same digits, or a padded number, is refused', () => {
    const classId = '54b42824-1746-4bad-942e-b5b94fc32086';
    const token = signTeacherQnaToken(classId, new Date('2026-12-03T13:30:00Z'), secret);
    expect(verifyTeacherQnaToken(token, classId, secret, NOW)).toBe(true);
    expect(verifyTeacherQnaToken(`0${token}`, classId, secret, NOW)).toBe(false);
    const [expiry, signature] = token.split('.') as [string, string];
    const later = (Number.parseInt(expiry, 36) + 86_400).toString(36);
    expect(verifyTeacherQnaToken(`${later}.${signature}`, classId, secret, NOW)).toBe(false);
  });
});

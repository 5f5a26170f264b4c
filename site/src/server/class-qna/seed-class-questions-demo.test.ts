import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { seedLiveClassesDemo } from '../live-classes/seed-live-classes-demo.ts';
import { listCurrentClasses, loadClassViewer } from '../live-classes/class-queries.ts';
import { findUserByName } from '../sessions/subscription-fixtures.ts';
import { loadClassQna } from './qna-page-loader.ts';
import { lessonOf } from '../live-classes/demo-lessons.ts';
import { demoTopicSlugOf } from '../live-classes/seed-live-classes-demo.ts';
import { seedClassQuestionsDemo } from './seed-class-questions-demo.ts';

/**
 * Wednesday 2 December 2026, 13.30 WIB: Raka's running class (the extra review class, started at
 * 13.10) goes over Monday's Matematika class, "Pola bilangan", whose lesson is written.
 */
const NOW = atZone('2026-12-02 13:30');
const DAY = 86_400_000;

describeEachDatabase('demo class Q&A', (database) => {
  beforeEach(async () => {
    await resetTables(database());
  });
  const db = () => database().db;

  /** Raka's class running at `now` and its Q&A as his page shows it. */
  async function rakasRunningQna(now: Date) {
    const raka = await findUserByName(db(), 'Raka Pratama');
    const viewer = await loadClassViewer(db(), raka.id, now);
    const running = (
      await listCurrentClasses(db(), viewer!, { now, until: new Date(now.getTime() + DAY) })
    ).find((row) => row.starts_at <= now);
    expect(running).toBeDefined();
    const qna = await loadClassQna(db(), { userId: raka.id, accountId: raka.account_id }, running!.id, now);
    if (qna.kind !== 'qna') throw new Error(`no Q&A: ${qna.kind}`);
    return qna;
  }

  /** The stored texts of the questions a Q&A page lists, in its order. */
  async function bodiesOf(qna: { questions: { id: string }[] }): Promise<string[]> {
    const rows = await db()
      .selectFrom('class_questions')
      .select(['id', 'body'])
      .where(
        'id',
        'in',
        qna.questions.map((question) => question.id),
      )
      .execute();
    return qna.questions.map((question) => rows.find((row) => row.id === question.id)!.body);
  }

  it('gives Raka’s running class his classmates’ questions, by votes, the top one answered with maths', async () => {
    await seedDemo(db());
    await seedLiveClassesDemo(db(), NOW);
    expect(await seedClassQuestionsDemo(db(), NOW)).toBeGreaterThanOrEqual(3);
    const qna = await rakasRunningQna(NOW);
    expect(qna.state).toBe('open');
    expect(qna.liveClass.topic).toBe('Pola bilangan');
    // The questions asked so far in the class (the fourth comes after it), by votes.
    expect(qna.questions.map((question) => [question.askedBy, question.votes, question.mine])).toEqual([
      ['Salsa', 3, false],
      ['Fikri', 2, false],
      ['Intan', 1, false],
    ]);
    // They are the lesson's own questions about the topic.
    const lesson = lessonOf('pola-bilangan')!;
    expect(await bodiesOf(qna)).toEqual(lesson.classQuestions.slice(0, 3).map((question) => question.text));
    const [top] = qna.questions;
    expect(top?.bodyHtml).toContain('<math');
    expect(top?.answer?.html).toContain('<math');
    expect(top?.answer?.answeredBy).toBe(qna.liveClass.teacher.name);
  });

  it('is idempotent, keeps what a teacher changed, and follows the timetable a week on', async () => {
    await seedDemo(db());
    await seedLiveClassesDemo(db(), NOW);
    await seedClassQuestionsDemo(db(), NOW);
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('class_questions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const votes = async () =>
      Number(
        (
          await db()
            .selectFrom('class_question_votes')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [questions, voteCount] = [await count(), await votes()];
    const first = await rakasRunningQna(NOW);
    await db()
      .updateTable('class_questions')
      .set({ hidden_at: NOW })
      .where('id', '=', first.questions[2]!.id)
      .execute();

    expect(await seedClassQuestionsDemo(db(), NOW)).toBe(0);
    expect([await count(), await votes()]).toEqual([questions, voteCount]);
    expect((await rakasRunningQna(NOW)).questions).toHaveLength(2);

    // A week on, the running class reviews Monday's "Relasi dan fungsi": its own lesson's questions.
    const weekLater = new Date(NOW.getTime() + 7 * DAY);
    await seedLiveClassesDemo(db(), weekLater);
    expect(await seedClassQuestionsDemo(db(), weekLater)).toBeGreaterThan(0);
    const later = await rakasRunningQna(weekLater);
    expect(later.liveClass.topic).toBe('Relasi dan fungsi');
    expect((await bodiesOf(later)).sort()).toEqual(
      lessonOf('relasi-dan-fungsi')!
        .classQuestions.slice(0, 3)
        .map((question) => question.text)
        .sort(),
    );
    // The classmates are made once.
    const classmates = await db()
      .selectFrom('users')
      .select('id')
      .where('full_name', '=', 'Salsa Nuraini')
      .execute();
    expect(classmates).toHaveLength(1);
  });

  it('asks only about each class’s own topic, during the class or up to a day after it, answers after asking', async () => {
    // A week on, the last two weeks hold classes of all three topics with a lesson.
    const later = new Date(NOW.getTime() + 7 * DAY);
    await seedDemo(db());
    await seedLiveClassesDemo(db(), later);
    await seedClassQuestionsDemo(db(), later);
    const rows = await db()
      .selectFrom('class_questions')
      .innerJoin('live_classes', 'live_classes.id', 'class_questions.class_id')
      .select([
        'class_questions.body',
        'class_questions.created_at',
        'class_questions.answer',
        'class_questions.answered_at',
        'live_classes.topic',
        'live_classes.plan_key',
        'live_classes.plan_position',
        'live_classes.starts_at',
        'live_classes.ends_at',
      ])
      .execute();
    // Past kelas 8 classes of "Pola bilangan", "Koordinat Kartesius" and "Relasi dan fungsi" too.
    expect(new Set(rows.map((row) => row.topic)).size).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const lesson = lessonOf(demoTopicSlugOf(row)!);
      expect(lesson?.name).toBe(row.topic);
      expect(lesson!.classQuestions.map((question) => question.text)).toContain(row.body);
      expect(row.created_at >= row.starts_at, row.body).toBe(true);
      expect(row.created_at.getTime()).toBeLessThanOrEqual(row.ends_at.getTime() + DAY);
      expect(row.created_at <= later).toBe(true);
      if (row.answered_at) {
        expect(row.answered_at > row.created_at).toBe(true);
        expect(row.answered_at <= later).toBe(true);
      }
    }
    // Every kelas 8 class whose topic has no lesson yet has no question at all.
    const withoutLesson = await db()
      .selectFrom('live_classes')
      .leftJoin('class_questions', 'class_questions.class_id', 'live_classes.id')
      .select([
        'live_classes.topic',
        'live_classes.plan_key',
        'live_classes.plan_position',
        'class_questions.id as question',
      ])
      .where(sql<boolean>`live_classes.grades @> array[8]::smallint[]`)
      .execute();
    for (const row of withoutLesson) {
      if (!lessonOf(demoTopicSlugOf(row)!)) expect(row.question, row.topic).toBeNull();
    }
  });

  it('leaves a database without the demo family alone', async () => {
    // The timetable seeds its own demo classmates (ratings, seats); the Q&A adds none of its own.
    await seedLiveClassesDemo(db(), NOW);
    const accounts = async () =>
      (await db().selectFrom('accounts').select('id').orderBy('id').execute()).map((row) => row.id);
    const before = await accounts();
    expect(await seedClassQuestionsDemo(db(), NOW)).toBe(0);
    expect(await accounts()).toEqual(before);
    expect(await db().selectFrom('class_questions').select('id').execute()).toEqual([]);
  });
});

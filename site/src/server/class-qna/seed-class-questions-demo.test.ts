import { beforeEach, expect, it } from 'vitest';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { seedLiveClassesDemo } from '../live-classes/seed-live-classes-demo.ts';
import { listCurrentClasses, loadClassViewer } from '../live-classes/class-queries.ts';
import { findUserByName } from '../sessions/subscription-fixtures.ts';
import { loadClassQna } from './qna-page-loader.ts';
import { DEMO_QUESTIONS, seedClassQuestionsDemo } from './seed-class-questions-demo.ts';

/** Wednesday 25 November 2026, 13.00 WIB. */
const NOW = atZone('2026-11-25 13:00');
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

  it('gives Raka’s running class his classmates’ questions, by votes, the top one answered with maths', async () => {
    await seedDemo(db());
    await seedLiveClassesDemo(db(), NOW);
    expect(await seedClassQuestionsDemo(db(), NOW)).toBeGreaterThanOrEqual(DEMO_QUESTIONS.length);
    const qna = await rakasRunningQna(NOW);
    expect(qna.state).toBe('open');
    expect(qna.questions.map((question) => [question.askedBy, question.votes, question.mine])).toEqual([
      ['Salsa', 3, false],
      ['Fikri', 2, false],
      ['Intan', 1, false],
      ['Yoga', 0, false],
      ['Salsa', 0, false],
    ]);
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
      .where('id', '=', first.questions[3]!.id)
      .execute();

    expect(await seedClassQuestionsDemo(db(), NOW)).toBe(0);
    expect([await count(), await votes()]).toEqual([questions, voteCount]);
    expect((await rakasRunningQna(NOW)).questions).toHaveLength(4);

    const weekLater = new Date(NOW.getTime() + 7 * DAY);
    await seedLiveClassesDemo(db(), weekLater);
    expect(await seedClassQuestionsDemo(db(), weekLater)).toBeGreaterThan(0);
    expect((await rakasRunningQna(weekLater)).questions).toHaveLength(DEMO_QUESTIONS.length);
    // The classmates are made once.
    const classmates = await db()
      .selectFrom('users')
      .select('id')
      .where('full_name', '=', 'Salsa Nuraini')
      .execute();
    expect(classmates).toHaveLength(1);
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

import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { sql } from 'kysely';
import { fillDemoWorkedSteps, seedTanyaDemo } from './seed-tanya-demo.ts';
import { countQuestions, searchQuestions } from './tanya-queries.ts';

describeEachDatabase('Tanya demo content', (database) => {
  it('imports the demo library once, through the real validation, covering every grade and subject', async () => {
    const { db } = database();
    const imported = await seedTanyaDemo(db);
    expect(imported).toBeGreaterThanOrEqual(60);
    expect(await countQuestions(db)).toBe(imported);
    const coverage = await db.selectFrom('tanya_questions').select(['grade', 'subject']).distinct().execute();
    const grades = new Set(coverage.map((row) => row.grade));
    expect([...grades].sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(coverage.map((row) => row.subject))).toEqual(new Set(['matematika', 'fisika', 'kimia']));
    expect((await searchQuestions(db, 'menghitung', 1)).total).toBeGreaterThan(0);
    // Every video is narrated by a roster teacher, linked for the portrait and the Guru Juara card.
    const narrators = await db
      .selectFrom('tanya_videos')
      .leftJoin('teachers', 'teachers.id', 'tanya_videos.teacher_id')
      .select(['tanya_videos.teacher_name', 'teachers.full_name', 'teachers.demo'])
      .execute();
    expect(narrators).toHaveLength(imported);
    for (const narrator of narrators)
      expect(narrator).toEqual({
        teacher_name: narrator.full_name,
        full_name: narrator.teacher_name,
        demo: true,
      });
    // Every demo question comes with its worked steps and answer (decision 096).
    const bare = await db
      .selectFrom('tanya_questions')
      .select('id')
      .where(sql<boolean>`steps = '[]'::jsonb or answer is null`)
      .execute();
    expect(bare).toEqual([]);
    await expect(seedTanyaDemo(db)).resolves.toBe(0);
    expect(await countQuestions(db)).toBe(imported);
  });

  it('gives a library seeded before worked steps existed the demo steps, never over imported ones', async () => {
    const { db } = database();
    if ((await countQuestions(db)) === 0) await seedTanyaDemo(db);
    const [first, second] = await db
      .selectFrom('tanya_questions')
      .select(['id', 'steps', 'answer'])
      .orderBy('id')
      .limit(2)
      .execute();
    // As a demo database migrated to 0020: no steps, no answer. The second was re-imported by hand.
    await db
      .updateTable('tanya_questions')
      .set({ steps: '[]', answer: null })
      .where('id', '=', first!.id)
      .execute();
    await db
      .updateTable('tanya_questions')
      .set({ steps: JSON.stringify(['Langkah dari impor sendiri.']), answer: null })
      .where('id', '=', second!.id)
      .execute();

    await expect(seedTanyaDemo(db)).resolves.toBe(0);
    const after = await db
      .selectFrom('tanya_questions')
      .select(['id', 'steps', 'answer'])
      .where('id', 'in', [first!.id, second!.id])
      .orderBy('id')
      .execute();
    expect(after).toEqual([first, { id: second!.id, steps: ['Langkah dari impor sendiri.'], answer: null }]);
    await expect(fillDemoWorkedSteps(db)).resolves.toBe(0);
  });
});

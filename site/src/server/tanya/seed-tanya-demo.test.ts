import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { seedTanyaDemo } from './seed-tanya-demo.ts';
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
    await expect(seedTanyaDemo(db)).resolves.toBe(0);
    expect(await countQuestions(db)).toBe(imported);
  });
});

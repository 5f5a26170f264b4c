import { sql, type Kysely } from 'kysely';
import { TanyaQuestionRecordSchema } from '@bimbel/domain/tanya/tanya-question-record';
import type { Tables } from '../db/schema.ts';
import demoQuestions from './demo/demo-questions.json' with { type: 'json' };
import { ensureDemoTeachers } from '../live-classes/seed-demo-teachers.ts';
import { importQuestions } from './import-questions.ts';

/**
 * Imports the demo questions (site/src/server/tanya/demo/demo-questions.json, videos under
 * site/public/media/tanya/) through the same validation as the import CLI, when there is no
 * Tanya question yet. Separate from the family seed: a database seeded before Tanya existed
 * still gets the library. A library seeded before worked steps existed gets them (fillDemoWorkedSteps).
 * @returns the number of questions imported (0 when the library already had questions)
 */
export async function seedTanyaDemo(db: Kysely<Tables>): Promise<number> {
  const existing = await db.selectFrom('tanya_questions').select('id').limit(1).executeTakeFirst();
  if (existing) {
    await fillDemoWorkedSteps(db);
    return 0;
  }
  // The narrators are the roster's teachers (decision 093): they are put in first, so the import
  // links each video to its teacher (portrait, /gurujuara card).
  await ensureDemoTeachers(db);
  const records = (demoQuestions as unknown[]).map((value, index) => ({
    line: index + 1,
    value,
    file: 'demo-questions.json',
  }));
  const outcome = await importQuestions(db, { records, problems: [] });
  if (!outcome.ok) {
    const first = outcome.problems[0];
    throw new Error(`demo Tanya content is invalid: record ${first?.line} ${first?.reason}`);
  }
  return outcome.imported;
}

/**
 * A demo library imported before migration 0020 has no worked steps, and the seed never imports
 * over an existing library: the demo questions that still have neither steps nor an answer get
 * the demo file's (validated as an import would). Steps someone imported are never touched.
 * @returns how many questions got their steps
 */
export async function fillDemoWorkedSteps(db: Kysely<Tables>): Promise<number> {
  const solutions = new Map<string, { steps: string[]; answer: string | null }>();
  for (const value of demoQuestions as unknown[]) {
    const parsed = TanyaQuestionRecordSchema.safeParse(value);
    if (parsed.success && parsed.data.steps.length > 0)
      solutions.set(parsed.data.id, { steps: parsed.data.steps, answer: parsed.data.answer ?? null });
  }
  if (solutions.size === 0) return 0;
  const bare = await db
    .selectFrom('tanya_questions')
    .select('id')
    .where('id', 'in', [...solutions.keys()])
    .where(sql<boolean>`steps = '[]'::jsonb`)
    .where('answer', 'is', null)
    .execute();
  if (bare.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const { id } of bare) {
      const { steps, answer } = solutions.get(id)!;
      await trx
        .updateTable('tanya_questions')
        .set({ steps: JSON.stringify(steps), answer })
        .where('id', '=', id)
        .execute();
    }
  });
  return bare.length;
}

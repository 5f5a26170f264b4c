import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import demoQuestions from './demo/demo-questions.json' with { type: 'json' };
import { ensureDemoTeachers } from '../live-classes/seed-demo-teachers.ts';
import { importQuestions } from './import-questions.ts';

/**
 * Imports the demo questions (site/src/server/tanya/demo/demo-questions.json, videos under
 * site/public/media/tanya/) through the same validation as the import CLI, when there is no
 * Tanya question yet. Separate from the family seed: a database seeded before Tanya existed
 * still gets the library.
 * @returns the number of questions imported (0 when the library already had questions)
 */
export async function seedTanyaDemo(db: Kysely<Tables>): Promise<number> {
  const existing = await db.selectFrom('tanya_questions').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
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

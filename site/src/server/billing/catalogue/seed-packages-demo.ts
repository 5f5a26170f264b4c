import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { DEMO_PACKAGES } from './demo-packages.ts';
import { importPackages } from './import-packages.ts';

/**
 * Seeds the demo catalogue into a database that has no package yet, through the import (so the
 * demo data obeys the import's rules). Answers how many packages were created: 0 when a catalogue
 * exists, which is never touched.
 */
export async function seedPackagesDemo(db: Kysely<Tables>): Promise<number> {
  const existing = await db.selectFrom('packages').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const outcome = await importPackages(
    db,
    DEMO_PACKAGES.map((value, index) => ({ place: { index }, value })),
  );
  if (!outcome.ok)
    throw new Error(
      `demo catalogue is invalid: ${outcome.problems.map((problem) => problem.reason).join('; ')}`,
    );
  return outcome.counts.created;
}

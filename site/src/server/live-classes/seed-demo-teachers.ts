import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { DEMO_TEACHERS } from './demo-teachers.ts';

/**
 * Puts the demo roster (demo-teachers.ts, decision 093) into the database: a missing teacher is
 * inserted (`demo = true`), and a demo row that differs from the roster is brought in line, so a
 * demo server follows roster changes on its next roll-forward. A teacher an import has taken
 * over (`demo = false`) is left as the import wrote it. Unchanged rows are not written.
 *
 * @returns the id of every roster teacher by slug
 */
export async function ensureDemoTeachers(db: Kysely<Tables>): Promise<Map<string, string>> {
  await db
    .insertInto('teachers')
    .values(
      DEMO_TEACHERS.map((teacher) => ({
        slug: teacher.slug,
        full_name: teacher.fullName,
        photo_url: teacher.photoUrl,
        subjects: teacher.subjects,
        levels: teacher.levels,
        education: teacher.education,
        teaching_since: teacher.teachingSince,
        bio: teacher.bio,
        verified: teacher.verified,
        demo: true,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .column('slug')
        .doUpdateSet((eb) => ({
          full_name: eb.ref('excluded.full_name'),
          photo_url: eb.ref('excluded.photo_url'),
          subjects: eb.ref('excluded.subjects'),
          levels: eb.ref('excluded.levels'),
          education: eb.ref('excluded.education'),
          teaching_since: eb.ref('excluded.teaching_since'),
          bio: eb.ref('excluded.bio'),
          verified: eb.ref('excluded.verified'),
        }))
        .where('teachers.demo', '=', true)
        .where(
          sql<boolean>`(teachers.full_name, teachers.photo_url, teachers.subjects, teachers.levels, teachers.education,
            teachers.teaching_since, teachers.bio, teachers.verified)
            is distinct from (excluded.full_name, excluded.photo_url, excluded.subjects, excluded.levels,
            excluded.education, excluded.teaching_since, excluded.bio, excluded.verified)`,
        ),
    )
    .execute();
  const rows = await db
    .selectFrom('teachers')
    .select(['id', 'slug'])
    .where(
      'slug',
      'in',
      DEMO_TEACHERS.map((teacher) => teacher.slug),
    )
    .execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

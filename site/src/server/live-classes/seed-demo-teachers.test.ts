import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { DEMO_TEACHERS } from './demo-teachers.ts';
import { ensureDemoTeachers } from './seed-demo-teachers.ts';

describeEachDatabase('demo roster seed', (database) => {
  const db = () => database().db;
  beforeEach(() => resetTables(database()));

  it('puts the roster in with every field, marked demo, and answers every teacher’s id', async () => {
    const ids = await ensureDemoTeachers(db());
    expect([...ids.keys()].sort()).toEqual(DEMO_TEACHERS.map((teacher) => teacher.slug).sort());
    const andi = await db()
      .selectFrom('teachers')
      .selectAll()
      .where('slug', '=', 'andi-saputra')
      .executeTakeFirstOrThrow();
    expect(andi).toMatchObject({
      id: ids.get('andi-saputra'),
      full_name: 'Pak Andi Saputra, S.Pd.',
      photo_url: '/media/guru/andi-saputra.svg',
      subjects: ['matematika'],
      levels: ['SMP'],
      education: 'S.Pd. Pendidikan Matematika, Universitas Negeri Makassar',
      teaching_since: 2018,
      verified: true,
      demo: true,
    });
  });

  it('brings an outdated demo row in line with the roster, writes nothing when nothing changed, and leaves an imported teacher alone', async () => {
    await ensureDemoTeachers(db());
    // A demo row from an older roster, and a teacher the content team imported over a roster slug.
    await db()
      .updateTable('teachers')
      .set({ bio: 'Bio lama.', levels: [], photo_url: null })
      .where('slug', '=', 'hendra-wijaya')
      .execute();
    await db()
      .updateTable('teachers')
      .set({ bio: 'Bio dari tim konten.', demo: false })
      .where('slug', '=', 'maya-lubis')
      .execute();
    const before = await db().selectFrom('teachers').select(['slug', 'updated_at']).execute();
    await ensureDemoTeachers(db());
    const rows = await db().selectFrom('teachers').selectAll().execute();
    const row = (slug: string) => rows.find((candidate) => candidate.slug === slug);
    expect(row('hendra-wijaya')).toMatchObject({
      bio: DEMO_TEACHERS.find((teacher) => teacher.slug === 'hendra-wijaya')?.bio,
      levels: ['SMP'],
      photo_url: '/media/guru/hendra-wijaya.svg',
    });
    expect(row('maya-lubis')).toMatchObject({ bio: 'Bio dari tim konten.', demo: false });
    // Only the outdated row was written (updated_at moves on a write).
    const moved = rows
      .filter(
        (candidate) =>
          before.find((old) => old.slug === candidate.slug)?.updated_at.getTime() !==
          candidate.updated_at.getTime(),
      )
      .map((candidate) => candidate.slug);
    expect(moved).toEqual(['hendra-wijaya']);
  });
});

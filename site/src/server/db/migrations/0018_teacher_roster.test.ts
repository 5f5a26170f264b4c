import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../migrate.ts';
import { openDatabase, type Database, type DatabaseKind } from '../open-database.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { MIGRATIONS } from './index.ts';

/*
 * Migration 0018 (decision 093) on a database that lived before it: the demo roster's rows get
 * their new fields, Tanya narrators are linked, overlapping demo classes make way for the
 * no-overlap constraint, and overlapping real classes stop the migration with the pairs named.
 */

const BEFORE_0018 = MIGRATIONS.filter(({ id }) => id < '0018');

/** An empty database (PGlite: a fresh folder, ~5 s of initdb), closed and removed by `close`. */
async function emptyDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'postgres') return createTestDatabase('postgres', { migrated: false });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-0018-'));
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Raw = Record<string, unknown>;
const insert = (database: Database, table: string, row: Raw) => {
  const columns = Object.keys(row);
  return sql<{
    id: string;
  }>`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(columns.map((column) => row[column]))}) returning id`
    .execute(database.db)
    .then((result) => result.rows[0]?.id as string);
};

/** A teacher as the demo seed of decision 072 wrote it (no levels, education, year or photo). */
const oldTeacher = (database: Database, slug: string, fullName: string) =>
  insert(database, 'teachers', {
    slug,
    full_name: fullName,
    subjects: sql`array['matematika']::text[]`,
    bio: 'Mengajar Matematika.',
    verified: true,
  });

/** A class on Monday 7 December 2026, `start`–`end` WIB. */
const oldClass = (
  database: Database,
  teacherId: string,
  externalId: string,
  [start, end]: [string, string],
  extra: Raw = {},
) =>
  insert(database, 'live_classes', {
    external_id: externalId,
    kind: 'regular',
    subject: 'matematika',
    grades: sql`array[8]::smallint[]`,
    curriculum: 'Kurikulum Merdeka',
    title: `Kelas ${externalId}`,
    topic: 'Teorema Pythagoras',
    teacher_id: teacherId,
    starts_at: new Date(`2026-12-07T${start}:00+07:00`),
    ends_at: new Date(`2026-12-07T${end}:00+07:00`),
    capacity: 60,
    ...extra,
  });

async function oldTanyaVideo(database: Database, teacherName: string) {
  const chapter = await insert(database, 'tanya_chapters', {
    grade: 10,
    subject: 'kimia',
    slug: `bab-${randomUUID().slice(0, 8)}`,
    name: 'Stoikiometri',
  });
  const topic = await insert(database, 'tanya_topics', {
    chapter_id: chapter,
    grade: 10,
    subject: 'kimia',
    slug: `topik-${randomUUID().slice(0, 8)}`,
    name: 'Konsep mol',
  });
  const question = await insert(database, 'tanya_questions', {
    id: randomUUID(),
    text: 'Berapa mol 18 gram air?',
    plain_text: 'Berapa mol 18 gram air?',
    slug: 'berapa-mol-18-gram-air',
    grade: 10,
    subject: 'kimia',
    chapter_id: chapter,
    topic_id: topic,
    curriculum: 'Kurikulum Merdeka',
    search_text: 'mol air',
  });
  await sql`insert into tanya_videos (question_id, source_url, source_type, duration_seconds, teacher_name)
    values (${question}, '/media/tanya/x.mp4', 'mp4', 30, ${teacherName})`.execute(database.db);
  return question;
}

for (const kind of databaseKinds()) {
  // A fresh PGlite folder costs an initdb and every migration (seconds, more on a busy machine).
  describe(`migration 0018: one roster, no overlapping classes [${kind}]`, { timeout: 120_000 }, () => {
    let database: Database | undefined;
    afterEach(async () => {
      await database?.close();
      database = undefined;
    });

    it('fills the demo roster’s rows, links narrators and clears overlapping demo classes for the constraint', async () => {
      database = await emptyDatabase(kind);
      const db = database;
      await migrate(db, BEFORE_0018);
      const hendra = await oldTeacher(db, 'hendra-wijaya', 'Pak Hendra Wijaya, S.Pd.');
      const rina = await oldTeacher(db, 'rina-kartika', 'Bu Rina Kartika, S.Pd.');
      const fajar = await oldTeacher(db, 'fajar-nugroho', 'Pak Fajar Nugroho, S.Pd.');
      const siti = await oldTeacher(db, 'siti-rahmawati', 'Bu Siti Rahmawati, S.Si.');
      // A real teacher who happens to have a roster slug: not the demo's row, left alone.
      await oldTeacher(db, 'maya-lubis', 'Maya Lubis');

      // Pak Hendra's demo evening: a 19.00 class, one at 20.00 overlapping it, one at 21.00 after both.
      await oldClass(db, hendra, 'demo:h19', ['19:00', '20:30'], { demo: true });
      await oldClass(db, hendra, 'demo:h20', ['20:00', '21:00'], { demo: true });
      await oldClass(db, hendra, 'demo:h21', ['21:00', '22:00'], { demo: true });
      // Bu Rina: a cancelled class overlapping a live one clashes with nothing.
      await oldClass(db, rina, 'demo:r16', ['16:00', '17:00'], { demo: true });
      await oldClass(db, rina, 'demo:r1630', ['16:30', '17:30'], { demo: true, cancelled_at: new Date() });
      // Pak Fajar: a real (imported) class wins over the demo class on top of it.
      await oldClass(db, fajar, 'demo:f1930', ['19:30', '20:30'], { demo: true });
      await oldClass(db, fajar, 'impor-f19', ['19:00', '20:30']);

      const byName = await oldTanyaVideo(db, 'Bu Siti Rahmawati, S.Si.');
      const bySlug = await oldTanyaVideo(db, 'siti-rahmawati');
      const outside = await oldTanyaVideo(db, 'Pak Agus Wijaya');

      await migrate(db);

      const teachers = await db.db
        .selectFrom('teachers')
        .select(['slug', 'full_name', 'levels', 'education', 'teaching_since', 'photo_url', 'demo'])
        .orderBy('slug')
        .execute();
      expect(teachers).toEqual([
        {
          slug: 'fajar-nugroho',
          full_name: 'Pak Fajar Nugroho, S.Pd.',
          levels: ['SMK'],
          education: 'S.Pd. Pendidikan Matematika, Universitas Negeri Semarang',
          teaching_since: 2011,
          photo_url: '/media/guru/fajar-nugroho.svg',
          demo: true,
        },
        {
          slug: 'hendra-wijaya',
          full_name: 'Pak Hendra Wijaya, S.Pd.',
          levels: ['SMP'],
          education: 'S.Pd. Pendidikan Matematika, Universitas Negeri Yogyakarta',
          teaching_since: 2010,
          photo_url: '/media/guru/hendra-wijaya.svg',
          demo: true,
        },
        {
          slug: 'maya-lubis',
          full_name: 'Maya Lubis',
          levels: [],
          education: null,
          teaching_since: null,
          photo_url: null,
          demo: false,
        },
        {
          slug: 'rina-kartika',
          full_name: 'Bu Rina Kartika, S.Pd.',
          levels: ['SD'],
          education: 'S.Pd. Pendidikan Guru Sekolah Dasar, Universitas Pendidikan Indonesia',
          teaching_since: 2012,
          photo_url: '/media/guru/rina-kartika.svg',
          demo: true,
        },
        {
          slug: 'siti-rahmawati',
          full_name: 'Bu Siti Rahmawati, S.Si.',
          levels: ['SMP', 'SMA'],
          education: 'S.Si. Kimia, Universitas Padjadjaran',
          teaching_since: 2015,
          photo_url: '/media/guru/siti-rahmawati.svg',
          demo: true,
        },
      ]);

      const classes = await db.db
        .selectFrom('live_classes')
        .select('external_id')
        .orderBy('external_id')
        .execute();
      expect(classes.map((row) => row.external_id)).toEqual([
        'demo:h19',
        'demo:h21',
        'demo:r16',
        'demo:r1630',
        'impor-f19',
      ]);

      const narrators = await db.db
        .selectFrom('tanya_videos')
        .select(['question_id', 'teacher_id'])
        .execute();
      const narratorOf = (question: string) =>
        narrators.find((row) => row.question_id === question)?.teacher_id;
      expect(narratorOf(byName)).toBe(siti);
      expect(narratorOf(bySlug)).toBe(siti);
      expect(narratorOf(outside)).toBeNull();

      // The constraint holds from now on; a cancelled class still clashes with nothing.
      await expect(oldClass(db, hendra, 'baru-h2030', ['20:30', '21:30'])).rejects.toMatchObject({
        code: '23P01',
      });
      await oldClass(db, hendra, 'baru-batal', ['20:30', '21:30'], { cancelled_at: new Date() });
      await expect(
        db.db
          .updateTable('teachers')
          .set({ levels: sql`array['SMU']::text[]` as never })
          .where('id', '=', hendra)
          .execute(),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        db.db.updateTable('teachers').set({ teaching_since: 1900 }).where('id', '=', hendra).execute(),
      ).rejects.toMatchObject({ code: '23514' });
    });

    it('stops on overlapping real classes, naming the pairs, and changes nothing', async () => {
      database = await emptyDatabase(kind);
      const db = database;
      await migrate(db, BEFORE_0018);
      const teacher = await oldTeacher(db, 'pak-budi', 'Pak Budi');
      await oldClass(db, teacher, 'kelas-a', ['19:00', '20:30']);
      await oldClass(db, teacher, 'kelas-b', ['20:00', '21:00']);
      await expect(migrate(db)).rejects.toThrow(
        /Migration 0018 stopped: a teacher has overlapping classes\. .*pak-budi: kelas-a \(.*\) and kelas-b/,
      );
      const applied = await db.db.selectFrom('schema_migrations').select('id').execute();
      expect(applied.map((row) => row.id)).not.toContain('0018_teacher_roster');
      const columns = await sql<{ column_name: string }>`
        select column_name from information_schema.columns where table_name = 'teachers'`.execute(db.db);
      expect(columns.rows.map((row) => row.column_name)).not.toContain('levels');
      // Moved apart, the migration goes through.
      await db.db
        .updateTable('live_classes')
        .set({
          starts_at: new Date('2026-12-07T20:30:00+07:00'),
          ends_at: new Date('2026-12-07T21:30:00+07:00'),
        })
        .where('external_id', '=', 'kelas-b')
        .execute();
      await expect(migrate(db)).resolves.toContain('0018_teacher_roster');
    });
  });
}

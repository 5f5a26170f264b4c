import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { readImportText } from './import-file.ts';
import { importQuestions } from './import-questions.ts';
import { findQuestionPage } from './tanya-queries.ts';
import { insertTeacher } from '../live-classes/testing/class-fixtures.ts';
import { makeRecord, questionId } from './testing/tanya-fixtures.ts';

const json = (records: unknown[]) => readImportText('soal.json', JSON.stringify(records, null, 2));

describeEachDatabase('Tanya import', (database) => {
  const db = () => database().db;
  beforeEach(() => resetTables(database()));

  it('imports a good file: catalogue, questions, videos and related questions', async () => {
    const outcome = await importQuestions(
      db(),
      json([
        makeRecord(1, { related: [questionId(2)] }),
        makeRecord(2, {
          topic: 'Keliling lingkaran',
          text: 'Tentukan keliling lingkaran berdiameter $14$ cm.',
        }),
      ]),
    );
    expect(outcome).toEqual({ ok: true, imported: 2 });
    const page = await findQuestionPage(db(), questionId(1));
    expect(page).toMatchObject({
      slug: 'hitung-luas-lingkaran-yang-berjari-jari-1-cm-dengan-3-14',
      plainText: 'Hitung luas lingkaran yang berjari-jari 1 cm dengan π = 3,14.',
      chapterName: 'Lingkaran',
      chapterSlug: 'lingkaran',
      topicSlug: 'luas-lingkaran',
      sourceType: 'mp4',
      teacherName: 'Kak Rina Amelia',
      verified: true,
    });
    expect(page?.transcript).toHaveLength(2);
    expect(page?.keyMoments).toEqual([{ start: 0, end: 6, name: 'Rumus luas' }]);
    expect(page?.related.map((card) => card.id)).toEqual([questionId(2)]);
    const chapters = await db().selectFrom('tanya_chapters').selectAll().execute();
    expect(chapters).toHaveLength(1);
    expect(await db().selectFrom('tanya_topics').select('slug').orderBy('slug').execute()).toEqual([
      { slug: 'keliling-lingkaran' },
      { slug: 'luas-lingkaran' },
    ]);
  });

  it('reports every bad record with its line and reason, and writes nothing', async () => {
    const text = JSON.stringify(
      [
        makeRecord(1),
        makeRecord(2, { id: 'bukan-uuid' }),
        makeRecord(3, { grade: 3 }),
        makeRecord(4, { subject: 'biologi' }),
        makeRecord(5, { text: '' }),
        makeRecord(6, { video: { ...makeRecord(6).video, duration_seconds: 10 } }),
        makeRecord(1),
        makeRecord(7, { related: [questionId(99)] }),
        makeRecord(8, { related: [questionId(8)] }),
        makeRecord(9, { video: { ...makeRecord(9).video, source_url: 'ftp://contoh/video.mp4' } }),
        makeRecord(10, {
          video: {
            ...makeRecord(10).video,
            transcript: [{ start: 0, end: 5, text: 'Teks rusak \u0000 di sini.' }],
          },
        }),
      ],
      null,
      2,
    );
    const outcome = await importQuestions(db(), readImportText('soal.json', text));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const lines = text.split('\n');
    const lineOfRecord = (index: number) =>
      lines.findIndex(
        (line, at) => line === '  {' && lines.slice(0, at).filter((l) => l === '  {').length === index,
      ) + 1;
    const byLine = Object.fromEntries(outcome.problems.map((problem) => [problem.line, problem.reason]));
    expect(byLine[lineOfRecord(1)]).toContain('id harus UUID');
    expect(byLine[lineOfRecord(2)]).toContain('kelas harus 4 sampai 12');
    expect(byLine[lineOfRecord(3)]).toContain('mapel harus matematika, fisika, atau kimia');
    expect(byLine[lineOfRecord(4)]).toContain('teks soal minimal 5 karakter');
    expect(byLine[lineOfRecord(5)]).toContain('transkrip melewati durasi video');
    expect(byLine[lineOfRecord(6)]).toBe(`id sama dengan soal di baris ${lineOfRecord(0)}`);
    expect(byLine[lineOfRecord(7)]).toContain(`soal terkait ${questionId(99)} tidak ada`);
    expect(byLine[lineOfRecord(8)]).toContain('soal terkait tidak boleh soal itu sendiri');
    expect(byLine[lineOfRecord(9)]).toContain('alamat video harus URL http(s)');
    expect(byLine[lineOfRecord(10)]).toBe(
      'video.transcript.0.text: ada karakter kontrol tak terlihat (mis. NUL); hapus dulu',
    );
    expect(outcome.problems.every((problem) => problem.file === 'soal.json')).toBe(true);
    // All or nothing: the good record was not written either.
    expect(await db().selectFrom('tanya_questions').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('tanya_chapters').select('id').execute()).toEqual([]);
  });

  it('rolls back everything when the database refuses a record half-way', async () => {
    // Passes validation, but a trigger makes the database refuse record 551: the second chunk fails.
    const records = Array.from({ length: 600 }, (_, index) => makeRecord(index + 1));
    await sql`create function refuse_question() returns trigger language plpgsql as $$
      begin
        if new.id = ${sql.lit(questionId(551))}::uuid then raise exception 'ditolak'; end if;
        return new;
      end $$`.execute(db());
    await sql`create trigger refuse_question before insert on tanya_questions for each row execute function refuse_question()`.execute(
      db(),
    );
    try {
      await expect(importQuestions(db(), json(records))).rejects.toThrow('ditolak');
    } finally {
      await sql`drop trigger refuse_question on tanya_questions`.execute(db());
      await sql`drop function refuse_question()`.execute(db());
    }
    expect(await db().selectFrom('tanya_questions').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('tanya_topics').select('id').execute()).toEqual([]);
  });

  it('updates questions on a repeated import instead of duplicating them', async () => {
    await importQuestions(db(), json([makeRecord(1), makeRecord(2)]));
    const outcome = await importQuestions(
      db(),
      json([
        makeRecord(1, { text: 'Hitung keliling lingkaran berjari-jari $7$ cm.', related: [questionId(2)] }),
      ]),
    );
    expect(outcome).toEqual({ ok: true, imported: 1 });
    expect(await db().selectFrom('tanya_questions').select('id').execute()).toHaveLength(2);
    const page = await findQuestionPage(db(), questionId(1));
    expect(page?.slug).toBe('hitung-keliling-lingkaran-berjari-jari-7-cm');
    // A related id already in the database (not in the file) is accepted.
    expect(page?.related.map((card) => card.id)).toEqual([questionId(2)]);
  });

  it('stores the worked steps and answer, and a repeated import replaces or clears them', async () => {
    const stepsOf = () =>
      db().selectFrom('tanya_questions').select(['id', 'steps', 'answer']).orderBy('id').execute();
    const steps = ['Rumus luas lingkaran: $L = \\pi r^2$.', 'Substitusi: $L = 3{,}14 \\times 1^2 = 3{,}14$.'];
    await importQuestions(db(), json([makeRecord(1, { steps, answer: '$3{,}14$ cm$^2$' }), makeRecord(2)]));
    expect(await stepsOf()).toEqual([
      { id: questionId(1), steps, answer: '$3{,}14$ cm$^2$' },
      { id: questionId(2), steps: [], answer: null },
    ]);
    expect(await findQuestionPage(db(), questionId(1))).toMatchObject({ steps, answer: '$3{,}14$ cm$^2$' });

    // The file is the question as it should now read: new steps replace the old, none clears them.
    const corrected = ['Luas lingkaran: $L = \\pi r^2 = 3{,}14$ cm$^2$.'];
    await importQuestions(db(), json([makeRecord(1), makeRecord(2, { steps: corrected, answer: '$3{,}14$' })]));
    expect(await stepsOf()).toEqual([
      { id: questionId(1), steps: [], answer: null },
      { id: questionId(2), steps: corrected, answer: '$3{,}14$' },
    ]);
  });

  it('links a narrator named by a roster teacher’s exact name or slug; any other name stays text only', async () => {
    const rina = await insertTeacher(db(), {
      slug: 'rina-kartika',
      full_name: 'Bu Rina Kartika, S.Pd.',
      photo_url: '/media/guru/rina-kartika.svg',
    });
    // Two teachers with one name: the name alone does not say which, so it is not linked.
    await insertTeacher(db(), { slug: 'budi-1', full_name: 'Pak Budi' });
    await insertTeacher(db(), { slug: 'budi-2', full_name: 'Pak Budi' });
    const video = (teacher: string) => ({ ...makeRecord(0).video, teacher });
    const outcome = await importQuestions(
      db(),
      json([
        makeRecord(1, { video: video('Bu Rina Kartika, S.Pd.') }),
        makeRecord(2, { video: video('rina-kartika') }),
        makeRecord(3, { video: video('Rina Kartika') }),
        makeRecord(4, { video: video('Pak Budi') }),
        makeRecord(5, { video: video('Kak Rina Amelia') }),
      ]),
    );
    expect(outcome).toEqual({ ok: true, imported: 5 });
    const narrator = async (n: number) => {
      const page = await findQuestionPage(db(), questionId(n));
      return [page?.teacherName, page?.teacher];
    };
    const linked = { name: 'Bu Rina Kartika, S.Pd.', slug: 'rina-kartika', photoUrl: '/media/guru/rina-kartika.svg' };
    expect(await narrator(1)).toEqual(['Bu Rina Kartika, S.Pd.', linked]);
    // Given by slug, stored under the full name the pages show.
    expect(await narrator(2)).toEqual(['Bu Rina Kartika, S.Pd.', linked]);
    expect(await narrator(3)).toEqual(['Rina Kartika', { name: 'Rina Kartika', slug: null, photoUrl: null }]);
    expect(await narrator(4)).toEqual(['Pak Budi', { name: 'Pak Budi', slug: null, photoUrl: null }]);
    expect(await narrator(5)).toEqual(['Kak Rina Amelia', { name: 'Kak Rina Amelia', slug: null, photoUrl: null }]);
    const ids = await db().selectFrom('tanya_videos').select('teacher_id').orderBy('question_id').execute();
    expect(ids.map((row) => row.teacher_id)).toEqual([rina.id, rina.id, null, null, null]);
  });

  it('refuses two chapter names that would share one address', async () => {
    const outcome = await importQuestions(
      db(),
      json([
        makeRecord(1, { chapter: 'Bangun Datar' }),
        makeRecord(2, { chapter: 'Bangun datar!', topic: 'Persegi' }),
      ]),
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problems[0]?.reason).toContain('bentrok dengan bab "Bangun Datar"');
  });

  it('refuses one topic under two chapters of the same grade and subject', async () => {
    const outcome = await importQuestions(
      db(),
      json([makeRecord(1), makeRecord(2, { chapter: 'Bangun Datar' })]),
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problems).toEqual([
      expect.objectContaining({
        id: questionId(2),
        reason: 'topik "Luas lingkaran" sudah dipakai di bab lain pada kelas dan mapel yang sama',
      }),
    ]);
    // The same topic name in another grade is another topic.
    expect(
      await importQuestions(
        db(),
        json([makeRecord(1), makeRecord(2, { chapter: 'Bangun Datar', grade: 7 })]),
      ),
    ).toEqual({ ok: true, imported: 2 });
  });

  it('imports CSV rows, JSON cells included, and reports CSV lines', async () => {
    const header =
      'id,text,grade,subject,chapter,topic,curriculum,video_url,video_type,duration_seconds,thumbnail_url,teacher,verified,transcript,key_moments,related';
    const transcript = JSON.stringify([{ start: 0, end: 5, text: 'Pindahkan 3 ke ruas kanan.' }]).replaceAll(
      '"',
      '""',
    );
    const good = `${questionId(1)},"Tentukan nilai $x$ jika $2x + 3 = 11$.",7,Matematika,Persamaan Linear Satu Variabel,Menyelesaikan PLSV,Kurikulum Merdeka,/media/tanya/hls/persamaan-linear/index.m3u8,,35,,Pak Budi Santoso,ya,"${transcript}",,${questionId(2)}`;
    const second = `${questionId(2)},"Tentukan nilai $y$ jika $y - 4 = 10$.",7,matematika,Persamaan Linear Satu Variabel,Menyelesaikan PLSV,,/media/tanya/persamaan-linear.mp4,mp4,35,,Pak Budi Santoso,false,,,`;
    const bad = `${questionId(3)},"Soal tanpa guru, baris ketiga",7,matematika,Aljabar,Bentuk aljabar,,/media/tanya/pecahan.mp4,,25,,,true,,,`;
    const withBad = await importQuestions(
      db(),
      readImportText('soal.csv', [header, good, second, bad].join('\n')),
    );
    expect(withBad).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({
          line: 4,
          file: 'soal.csv',
          reason: expect.stringContaining('nama guru wajib diisi'),
        }),
      ],
    });

    const outcome = await importQuestions(
      db(),
      readImportText('soal.csv', [header, good, second].join('\n')),
    );
    expect(outcome).toEqual({ ok: true, imported: 2 });
    const page = await findQuestionPage(db(), questionId(1));
    expect(page).toMatchObject({
      sourceType: 'hls',
      curriculum: 'Kurikulum Merdeka',
      subject: 'matematika',
      verified: true,
      grade: 7,
    });
    expect(page?.transcript).toEqual([{ start: 0, end: 5, text: 'Pindahkan 3 ke ruas kanan.' }]);
    // No steps or answer column: the question has none.
    expect(page).toMatchObject({ steps: [], answer: null });
  });

  it('reads CSV steps one per line of their cell, and the answer column', async () => {
    const header = 'id,text,grade,subject,chapter,topic,video_url,duration_seconds,teacher,steps,answer';
    // A step may hold | and ; (absolute values, lists): only a line break separates steps. A
    // blank line (an extra Alt+Enter) and Windows line ends are harmless.
    const steps = 'Pindahkan $3$ ke ruas kanan: $2x = 11 - 3 = 8$.\r\n\nBagi dengan $2$: $x = 4$; cek $|2 \\cdot 4 + 3| = 11$.\n';
    const row = (n: number, stepsCell: string, answer: string) =>
      `${questionId(n)},"Tentukan nilai $x$ jika $2x + 3 = 11$ (soal ${n}).",7,matematika,Persamaan Linear Satu Variabel,Menyelesaikan PLSV,/media/tanya/persamaan-linear.mp4,35,Pak Budi Santoso,"${stepsCell}",${answer}`;
    const outcome = await importQuestions(
      db(),
      readImportText('soal.csv', [header, row(1, steps, '"$x = 4$"'), row(2, '', '')].join('\n')),
    );
    expect(outcome).toEqual({ ok: true, imported: 2 });
    expect(await findQuestionPage(db(), questionId(1))).toMatchObject({
      steps: ['Pindahkan $3$ ke ruas kanan: $2x = 11 - 3 = 8$.', 'Bagi dengan $2$: $x = 4$; cek $|2 \\cdot 4 + 3| = 11$.'],
      answer: '$x = 4$',
    });
    expect(await findQuestionPage(db(), questionId(2))).toMatchObject({ steps: [], answer: null });

    const tooLong = await importQuestions(
      db(),
      readImportText('soal.csv', [header, row(3, `Langkah pertama.\n${'a'.repeat(601)}`, '')].join('\n')),
    );
    expect(tooLong).toEqual({
      ok: false,
      problems: [expect.objectContaining({ line: 2, reason: 'steps.1: langkah pembahasan paling panjang 600 karakter' })],
    });
  });

  it('reads JSON Lines with one record per line', async () => {
    const text = [JSON.stringify(makeRecord(1)), '', '{ rusak', JSON.stringify(makeRecord(2))].join('\n');
    const outcome = await importQuestions(db(), readImportText('soal.jsonl', text));
    expect(outcome).toEqual({
      ok: false,
      problems: [expect.objectContaining({ line: 3, reason: expect.stringContaining('JSON tidak valid') })],
    });
  });
});

it('refuses a file type it cannot read', () => {
  expect(readImportText('soal.xlsx', '')).toEqual({
    records: [],
    problems: [
      {
        line: 1,
        file: 'soal.xlsx',
        reason: 'jenis file .xlsx tidak didukung: pakai .json, .jsonl, atau .csv',
      },
    ],
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { importCliRunner } from '../testing/import-cli-runner.ts';
import { IMPORT_CLASSES_USAGE, runImportClasses } from './import-class-cli.ts';
import { jsonListLines, materialsCell, readClassImportText } from './import-class-file.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../docs/examples');
const SAMPLE_JSON = path.join(EXAMPLES, 'live-classes.sample.json');
const SAMPLE_CSV = path.join(EXAMPLES, 'live-classes.sample.csv');

const BAD_JSON = `{
  "teachers": [
    { "slug": "bu-ani", "name": "Bu Ani", "subjects": ["matematika"], "bio": "Guru matematika." }
  ],
  "classes": [
    {
      "externalId": "baik-1", "kind": "regular", "subject": "matematika", "grades": [8],
      "title": "Bilangan Bulat", "topic": "Operasi bilangan bulat", "teacher": "bu-ani",
      "startsAt": "2026-11-30T19:00:00+07:00", "endsAt": "2026-11-30T20:00:00+07:00", "capacity": 100
    },
    {
      "externalId": "tanpa-zona", "kind": "regular", "subject": "matematika", "grades": [8],
      "title": "Bilangan Bulat", "topic": "Operasi bilangan bulat", "teacher": "bu-ani",
      "startsAt": "2026-11-30 19:00", "endsAt": "2026-11-30T20:00:00+07:00", "capacity": 100
    }
  ]
}
`;

const BAD_CSV = [
  'external_id,kind,subject,grades,title,topic,teacher,starts_at,ends_at,capacity',
  'csv-1,regular,matematika,"7,8",Pecahan,Pecahan senilai,bu-ani,2026-12-01T19:00:00+07:00,2026-12-01T20:00:00+07:00,100',
  'csv-2,regular,biologi,8,Sel,"Sel hewan,',
  'dan tumbuhan",bu-ani,2026-12-01T19:00:00+07:00,2026-12-01T20:00:00+07:00,100',
  'csv-3,regular,matematika,8,Pecahan,Pecahan senilai,guru-hilang,2026-12-01T19:00:00+07:00,2026-12-01T20:00:00+07:00,banyak',
].join('\n');

describe('reading class import files', () => {
  it('finds the line of every element of each list, ignoring brackets inside texts', () => {
    const text =
      '{\n  "teachers": [\n    {"bio": "a [b] {c}"}\n  ],\n  "classes": [{"x": [1, 2]},\n {"y": "]"}, 3]\n}';
    expect(Object.fromEntries(jsonListLines(text))).toEqual({ teachers: [3], classes: [5, 6, 6] });
    expect(Object.fromEntries(jsonListLines('[\n{"a": 1},\n\n{"b": [2]}\n]'))).toEqual({ '': [2, 4] });
  });

  it('reads materials cells as JSON or title|url pairs, guessing pdf from the address', () => {
    expect(materialsCell('Ringkasan|https://x.id/r.pdf; Slide|https://x.id/s.pptx')).toEqual([
      { kind: 'pdf', title: 'Ringkasan', url: 'https://x.id/r.pdf' },
      { kind: 'slides', title: 'Slide', url: 'https://x.id/s.pptx' },
    ]);
    expect(materialsCell('slides|Peta konsep|https://x.id/p.pdf')).toEqual([
      { kind: 'slides', title: 'Peta konsep', url: 'https://x.id/p.pdf' },
    ]);
    expect(materialsCell('[{"kind":"pdf","title":"A","url":"/a.pdf"}]')).toEqual([
      { kind: 'pdf', title: 'A', url: '/a.pdf' },
    ]);
    expect(materialsCell('')).toBeUndefined();
  });

  it('names missing and unknown CSV columns, and refuses other file types', () => {
    const read = readClassImportText('x.csv', 'external_id,kind,start_at\na,regular,b\n');
    expect(read.problems.map((problem) => problem.reason)).toEqual([
      'kolom wajib tidak ada: subject, grades, title, topic, teacher, starts_at, ends_at, capacity',
      'kolom tidak dikenal: start_at',
    ]);
    expect(readClassImportText('x.xlsx', '').problems[0]?.reason).toBe(
      'jenis file .xlsx tidak didukung: pakai .json atau .csv',
    );
    expect(readClassImportText('x.json', '{"kelas": []}').problems[0]?.reason).toMatch(
      /^kunci tidak dikenal: kelas/,
    );
  });
});

describeEachDatabase('classes:import CLI', (database) => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-classes-cli-'));
    await fs.writeFile(path.join(cwd, 'campur.json'), BAD_JSON);
    await fs.writeFile(path.join(cwd, 'campur.csv'), BAD_CSV);
  });
  afterAll(() => fs.rm(cwd, { recursive: true, force: true }));
  beforeEach(() => resetTables(database()));

  const cli = importCliRunner(runImportClasses, { database, cwd: () => cwd });
  const run = cli.run;
  const db = () => database().db;
  const classCount = async () => (await db().selectFrom('live_classes').select('id').execute()).length;

  it('imports the sample JSON and CSV together, exits 0, and a second run changes nothing', async () => {
    const closedBefore = cli.closes();
    expect(await run(['--', SAMPLE_JSON, SAMPLE_CSV])).toEqual({
      code: 0,
      stdout: '✔ Diimpor: guru 2 baru, 0 diperbarui, 0 tetap; kelas 6 baru, 0 diperbarui, 0 tetap.\n',
      stderr: '',
    });
    expect(cli.closes()).toBe(closedBefore + 1);
    const newton = await db()
      .selectFrom('live_classes')
      .selectAll()
      .where('external_id', '=', '2026-w49-fis-11-ipa-hukum-newton')
      .executeTakeFirstOrThrow();
    expect(newton).toMatchObject({
      grades: [11],
      stream: 'IPA',
      starts_at: new Date('2026-12-05T02:00:00Z'),
      description: 'Siapkan penggaris dan pensil.',
      materials: [
        {
          kind: 'pdf',
          title: 'Ringkasan Hukum Newton',
          url: 'https://cdn.bimbel.example.id/materi/newton.pdf',
        },
        {
          kind: 'slides',
          title: 'Slide Newton',
          url: 'https://cdn.bimbel.example.id/materi/newton-slide.pptx',
        },
      ],
    });
    const free = await db()
      .selectFrom('live_classes')
      .select(['grades', 'stream'])
      .where('external_id', '=', '2026-w49-mtk-9-10-gratis-fungsi')
      .executeTakeFirstOrThrow();
    expect(free).toEqual({ grades: [9, 10], stream: null });

    expect((await run([SAMPLE_JSON, SAMPLE_CSV])).stdout).toBe(
      '✔ Diimpor: guru 0 baru, 0 diperbarui, 2 tetap; kelas 0 baru, 0 diperbarui, 6 tetap.\n',
    );
    const sequences = await db().selectFrom('live_classes').select('sequence').execute();
    expect(sequences.every((row) => row.sequence === 0)).toBe(true);
  });

  it('checks and counts without writing anything with --dry-run', async () => {
    expect(await run([SAMPLE_JSON, '--dry-run'])).toEqual({
      code: 0,
      stdout:
        '✔ Valid: guru 2 baru, 0 diperbarui, 0 tetap; kelas 4 baru, 0 diperbarui, 0 tetap (--dry-run: tidak ada yang ditulis).\n',
      stderr: '',
    });
    expect(await classCount()).toBe(0);
  });

  it('prints every bad line as file:line [key] reason in Indonesian, exits 1 and writes nothing', async () => {
    const result = await run(['campur.json', 'campur.csv']);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      'campur.csv:3 [csv-2] subject: mapel harus matematika, fisika, atau kimia',
      'campur.csv:5 [csv-3] capacity: capacity harus angka 1 sampai 5000',
      'campur.json:11 [tanpa-zona] startsAt: startsAt harus tanggal dan jam ISO 8601 dengan zona waktu, mis. 2026-11-30T19:00:00+07:00',
      '✖ 3 masalah ditemukan. Tidak ada yang ditulis.',
      '',
    ]);
    expect(await classCount()).toBe(0);
    expect(await db().selectFrom('teachers').select('id').execute()).toEqual([]);
  });

  it('names a teacher that is neither in the files nor stored', async () => {
    await fs.writeFile(
      path.join(cwd, 'guru-hilang.csv'),
      BAD_CSV.split('\n')
        .filter((_, index) => index === 0 || index === 1)
        .join('\n'),
    );
    const result = await run(['guru-hilang.csv']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'guru-hilang.csv:2 [csv-1] teacher: guru "bu-ani" tidak ada di impor ini maupun di database',
    );
  });

  it('reports a file it cannot read as a problem, writing nothing from the others', async () => {
    const result = await run([SAMPLE_JSON, 'tidak-ada.json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('tidak-ada.json:0 file tidak bisa dibaca (ENOENT)');
    expect(await classCount()).toBe(0);
  });

  it('explains its use and exits 2 without a file or with an unknown option', async () => {
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(`✖ Sebutkan file yang mau diimpor.\n\n${IMPORT_CLASSES_USAGE}`);
    expect((await run([SAMPLE_JSON, '--paksa'])).code).toBe(2);
    expect(await run(['--help'])).toEqual({ code: 0, stdout: IMPORT_CLASSES_USAGE, stderr: '' });
  });

  it('tells the user to stop the server when the embedded database is in use', async () => {
    const result = await run([SAMPLE_JSON], async () => {
      throw new DataDirLockedError('/data/bimbel', '/data/bimbel/.lock', undefined);
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^✖ Tidak bisa membuka basis data: basis data tertanam di .* sedang dipakai proses lain/,
    );
  });
});

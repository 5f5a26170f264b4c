import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { IMPORT_TANYA_USAGE, runImportTanya } from './import-cli.ts';
import { makeRecord, questionId } from './testing/tanya-fixtures.ts';
import { importCliRunner } from '../testing/import-cli-runner.ts';

describeEachDatabase('tanya:import CLI', (database) => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-import-cli-'));
    await fs.writeFile(
      path.join(cwd, 'baik.json'),
      JSON.stringify([makeRecord(1), makeRecord(2, { related: [questionId(1)] })], null, 2),
    );
    await fs.writeFile(
      path.join(cwd, 'campur.jsonl'),
      [
        JSON.stringify(makeRecord(3)),
        JSON.stringify(makeRecord(4, { grade: 13 })),
        JSON.stringify(makeRecord(5, { id: 'bukan-uuid' })),
      ].join('\n'),
    );
  });
  afterAll(() => fs.rm(cwd, { recursive: true, force: true }));
  beforeEach(() => resetTables(database()));

  const cli = importCliRunner(runImportTanya, { database, cwd: () => cwd });
  const run = cli.run;
  const questionCount = async () =>
    (await database().db.selectFrom('tanya_questions').select('id').execute()).length;

  it('imports a good file, says how many, exits 0 and closes the database', async () => {
    const closedBefore = cli.closes();
    expect(await run(['--', 'baik.json'])).toEqual({ code: 0, stdout: '✔ 2 soal diimpor.\n', stderr: '' });
    expect(await questionCount()).toBe(2);
    expect(cli.closes()).toBe(closedBefore + 1);
  });

  it('checks without writing anything with --check', async () => {
    expect(await run(['baik.json', '--check'])).toMatchObject({
      code: 0,
      stdout: '✔ 2 soal valid (--check: tidak ada yang ditulis).\n',
    });
    expect(await questionCount()).toBe(0);
  });

  it('prints every bad line as file:line [id] reason, exits 1 and writes nothing from any file', async () => {
    const result = await run(['baik.json', 'campur.jsonl']);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `campur.jsonl:2 [${questionId(4)}] grade: kelas harus 4 sampai 12`,
      'campur.jsonl:3 [bukan-uuid] id: id harus UUID',
      '✖ 2 masalah ditemukan. Tidak ada soal yang ditulis.',
      '',
    ]);
    expect(await questionCount()).toBe(0);
  });

  it('reports a file it cannot read as a problem of that file, writing nothing', async () => {
    const result = await run(['baik.json', 'tidak-ada.csv']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('tidak-ada.csv:0 file tidak bisa dibaca (ENOENT)');
    expect(await questionCount()).toBe(0);
  });

  it('explains its use and exits 2 without a file or with an unknown option', async () => {
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(`✖ Sebutkan file yang mau diimpor.\n\n${IMPORT_TANYA_USAGE}`);
    expect((await run(['baik.json', '--paksa'])).code).toBe(2);
    expect(await run(['--help'])).toEqual({ code: 0, stdout: IMPORT_TANYA_USAGE, stderr: '' });
  });

  it('tells the user to stop the server when the embedded database is in use', async () => {
    const result = await run(['baik.json'], async () => {
      throw new DataDirLockedError('/data/bimbel', '/data/bimbel/.lock', undefined);
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^✖ Tidak bisa membuka basis data: basis data tertanam di .* sedang dipakai proses lain .*hentikan dulu/,
    );
  });
});

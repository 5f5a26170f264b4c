import { readImportFile, runImportCli, type ImportCliIo } from '../import/import-cli-core.ts';
import { readImportText, type ImportProblem, type RawImportRecord } from './import-file.ts';
import { importQuestions } from './import-questions.ts';

export const IMPORT_TANYA_USAGE = `Impor soal Tanya beserta video pembahasannya dari file JSON, JSONL, atau CSV.

  pnpm --filter site tanya:import -- <file> [<file> …] [--check]

  <file>    .json (array soal), .jsonl/.ndjson (satu soal per baris), atau .csv (satu soal per baris;
            kolom: lihat site/src/server/tanya/README.md)
  --check   hanya periksa, tidak menulis apa pun

Setiap soal diperiksa dulu. Kalau ada satu saja yang salah, setiap baris yang salah dilaporkan
beserta alasannya dan TIDAK ADA yang ditulis. Soal dengan id yang sudah ada diperbarui.
Basis data: DATABASE_URL, atau folder DATA_DIR (bawaan .data/ di akar repo; hentikan server dulu).
`;

export type ImportTanyaIo = ImportCliIo;

async function readFiles(files: readonly string[], cwd: string) {
  const records: RawImportRecord[] = [];
  const problems: ImportProblem[] = [];
  for (const file of files) {
    const content = await readImportFile(file, cwd);
    if ('problem' in content) {
      problems.push(content.problem);
      continue;
    }
    const read = readImportText(file, content.text);
    records.push(...read.records);
    problems.push(...read.problems);
  }
  return { records, problems };
}

/**
 * `tanya:import`: validates every record of every file, reports each bad line with its reason
 * (`file:line [id] reason`), and writes all records in one transaction only when none is bad.
 * Returns the exit code: 0 imported (or checked), 1 bad records or a database failure, 2 usage.
 */
export function runImportTanya(argv: readonly string[], io: ImportTanyaIo): Promise<number> {
  return runImportCli(argv, io, {
    usage: IMPORT_TANYA_USAGE,
    checkOption: 'check',
    nothingWritten: 'Tidak ada soal yang ditulis.',
    read: readFiles,
    run: async (database, read, { checkOnly }) => {
      const outcome = await importQuestions(database.db, read, { dryRun: checkOnly });
      if (!outcome.ok)
        return { problems: outcome.problems.map(({ id, ...problem }) => ({ ...problem, key: id })) };
      return {
        done: checkOnly
          ? `✔ ${outcome.imported} soal valid (--check: tidak ada yang ditulis).`
          : `✔ ${outcome.imported} soal diimpor.`,
      };
    },
  });
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import type { Database } from '../db/database.ts';
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

export type ImportTanyaIo = {
  openDatabase: () => Promise<Database>;
  closeDatabase: () => Promise<void>;
  stdout: Writable;
  stderr: Writable;
  /** Where relative file names are resolved: the folder the user ran pnpm in. */
  cwd: string;
};

function parse(argv: readonly string[]): { files: string[]; check: boolean; help: boolean } {
  const { values, positionals } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (!values.help && positionals.length === 0) throw new Error('Sebutkan file yang mau diimpor.');
  return { files: positionals, check: values.check ?? false, help: values.help ?? false };
}

async function readFiles(files: readonly string[], cwd: string) {
  const records: RawImportRecord[] = [];
  const problems: ImportProblem[] = [];
  for (const file of files) {
    try {
      const read = readImportText(file, await fs.readFile(path.resolve(cwd, file), 'utf8'));
      records.push(...read.records);
      problems.push(...read.problems);
    } catch (error) {
      problems.push({
        file,
        line: 0,
        reason: `file tidak bisa dibaca (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      });
    }
  }
  return { records, problems };
}

/**
 * `tanya:import`: validates every record of every file, reports each bad line with its reason
 * (`file:line [id] reason`), and writes all records in one transaction only when none is bad.
 * Returns the exit code: 0 imported (or checked), 1 bad records or a database failure, 2 usage.
 */
export async function runImportTanya(argv: readonly string[], io: ImportTanyaIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    io.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n\n${IMPORT_TANYA_USAGE}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(IMPORT_TANYA_USAGE);
    return 0;
  }
  const read = await readFiles(args.files, io.cwd);

  let database: Database;
  try {
    database = await io.openDatabase();
  } catch (error) {
    const reason =
      error instanceof DataDirLockedError
        ? `basis data tertanam di ${error.dataDir} sedang dipakai proses lain (biasanya server yang berjalan): hentikan dulu, lalu ulangi.`
        : error instanceof Error
          ? error.message
          : String(error);
    io.stderr.write(`✖ Tidak bisa membuka basis data: ${reason}\n`);
    return 1;
  }
  try {
    const outcome = await importQuestions(database.db, read, { dryRun: args.check });
    if (!outcome.ok) {
      for (const problem of outcome.problems) {
        io.stderr.write(
          `${problem.file ?? ''}:${problem.line}${problem.id ? ` [${problem.id}]` : ''} ${problem.reason}\n`,
        );
      }
      io.stderr.write(`✖ ${outcome.problems.length} masalah ditemukan. Tidak ada soal yang ditulis.\n`);
      return 1;
    }
    io.stdout.write(
      args.check
        ? `✔ ${outcome.imported} soal valid (--check: tidak ada yang ditulis).\n`
        : `✔ ${outcome.imported} soal diimpor.\n`,
    );
    return 0;
  } catch (error) {
    io.stderr.write(
      `✖ Impor gagal, tidak ada yang ditulis: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    await io.closeDatabase();
  }
}

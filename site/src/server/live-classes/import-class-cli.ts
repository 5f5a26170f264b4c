import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import type { Database } from '../db/database.ts';
import { readClassImportText, type FileProblem } from './import-class-file.ts';
import { importLiveClasses, type ClassImportCounts, type RawImportRecord } from './import-classes.ts';

export const IMPORT_CLASSES_USAGE = `Impor guru dan jadwal kelas live dari file JSON atau CSV.

  pnpm --filter site classes:import -- <file> [<file> …] [--dry-run]

  <file>      .json: { "teachers": [...], "classes": [...] } (atau array kelas saja)
              .csv: satu kelas per baris (kolom: lihat docs/decisions/071-live-room-and-class-admin.md)
              contoh: docs/examples/live-classes.sample.json dan .csv
  --dry-run   hanya periksa dan hitung, tidak menulis apa pun

Setiap guru dan kelas diperiksa dulu. Kalau ada satu saja yang salah, setiap baris yang salah
dilaporkan beserta alasannya dan TIDAK ADA yang ditulis. Guru dengan slug yang sudah ada dan kelas
dengan externalId yang sudah ada diperbarui; yang tidak berubah dibiarkan.
Basis data: DATABASE_URL, atau folder DATA_DIR (bawaan .data/ di akar repo; hentikan server dulu).
`;

export type ImportClassesIo = {
  openDatabase: () => Promise<Database>;
  closeDatabase: () => Promise<void>;
  stdout: Writable;
  stderr: Writable;
  /** Where relative file names are resolved: the folder the user ran pnpm in. */
  cwd: string;
};

function parse(argv: readonly string[]): { files: string[]; dryRun: boolean; help: boolean } {
  const { values, positionals } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (!values.help && positionals.length === 0) throw new Error('Sebutkan file yang mau diimpor.');
  return { files: positionals, dryRun: values['dry-run'] ?? false, help: values.help ?? false };
}

async function readFiles(files: readonly string[], cwd: string) {
  const teachers: RawImportRecord[] = [];
  const classes: RawImportRecord[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await fs.readFile(path.resolve(cwd, file), 'utf8');
    } catch (error) {
      problems.push({
        file,
        line: 0,
        reason: `file tidak bisa dibaca (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      });
      continue;
    }
    const read = readClassImportText(file, text);
    // Several files are one import: places count across them, lines stay each file's own.
    teachers.push(
      ...read.teachers.map((record) => ({
        ...record,
        place: { ...record.place, index: teachers.length + record.place.index },
      })),
    );
    classes.push(
      ...read.classes.map((record) => ({
        ...record,
        place: { ...record.place, index: classes.length + record.place.index },
      })),
    );
    problems.push(...read.problems);
  }
  return { teachers, classes, problems };
}

const describeCounts = ({ teachers, classes }: ClassImportCounts) =>
  `guru ${teachers.created} baru, ${teachers.updated} diperbarui, ${teachers.unchanged} tetap; ` +
  `kelas ${classes.created} baru, ${classes.updated} diperbarui, ${classes.unchanged} tetap`;

/**
 * `classes:import`: reads every file, validates every teacher and class, reports each bad line
 * as `file:line [key] reason`, and writes everything in one transaction only when nothing is bad.
 * Returns the exit code: 0 imported (or checked), 1 bad records or a database failure, 2 usage.
 */
export async function runImportClasses(argv: readonly string[], io: ImportClassesIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    io.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n\n${IMPORT_CLASSES_USAGE}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(IMPORT_CLASSES_USAGE);
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
    // A file that could not be read fails the import: its records are still checked (every
    // problem is reported at once), inside a transaction that is rolled back.
    const outcome = await importLiveClasses(database.db, read, {
      dryRun: args.dryRun || read.problems.length > 0,
    });
    const problems = [
      ...read.problems.map((problem) => ({ ...problem, key: undefined as string | undefined })),
      ...(outcome.ok ? [] : outcome.problems),
    ].sort((a, b) =>
      (a.file ?? '') === (b.file ?? '')
        ? (a.line ?? 0) - (b.line ?? 0)
        : (a.file ?? '') < (b.file ?? '')
          ? -1
          : 1,
    );
    if (problems.length > 0) {
      for (const problem of problems) {
        io.stderr.write(
          `${problem.file ?? ''}:${problem.line ?? 0}${problem.key ? ` [${problem.key}]` : ''} ${problem.reason}\n`,
        );
      }
      io.stderr.write(`✖ ${problems.length} masalah ditemukan. Tidak ada yang ditulis.\n`);
      return 1;
    }
    if (!outcome.ok) return 1;
    io.stdout.write(
      args.dryRun
        ? `✔ Valid: ${describeCounts(outcome.counts)} (--dry-run: tidak ada yang ditulis).\n`
        : `✔ Diimpor: ${describeCounts(outcome.counts)}.\n`,
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

import { readImportFile, runImportCli, type ImportCliIo } from '../import/import-cli-core.ts';
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

export type ImportClassesIo = ImportCliIo;

async function readFiles(files: readonly string[], cwd: string) {
  const teachers: RawImportRecord[] = [];
  const classes: RawImportRecord[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    const content = await readImportFile(file, cwd);
    if ('problem' in content) {
      problems.push(content.problem);
      continue;
    }
    const read = readClassImportText(file, content.text);
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
export function runImportClasses(argv: readonly string[], io: ImportClassesIo): Promise<number> {
  return runImportCli(argv, io, {
    usage: IMPORT_CLASSES_USAGE,
    checkOption: 'dry-run',
    nothingWritten: 'Tidak ada yang ditulis.',
    read: readFiles,
    run: async (database, read, { checkOnly }) => {
      // A file that could not be read fails the import: its records are still checked (every
      // problem is reported at once), inside a transaction that is rolled back.
      const outcome = await importLiveClasses(database.db, read, {
        dryRun: checkOnly || read.problems.length > 0,
      });
      // importLiveClasses answers ok: false only with problems, so a failed outcome is never silent.
      if (!outcome.ok || read.problems.length > 0) {
        const problems = [...read.problems, ...(outcome.ok ? [] : outcome.problems)].sort((a, b) =>
          (a.file ?? '') === (b.file ?? '')
            ? (a.line ?? 0) - (b.line ?? 0)
            : (a.file ?? '') < (b.file ?? '')
              ? -1
              : 1,
        );
        return { problems };
      }
      return {
        done: checkOnly
          ? `✔ Valid: ${describeCounts(outcome.counts)} (--dry-run: tidak ada yang ditulis).`
          : `✔ Diimpor: ${describeCounts(outcome.counts)}.`,
      };
    },
  });
}

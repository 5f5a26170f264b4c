import path from 'node:path';
import { readImportFile, runImportCli, type ImportCliIo } from '../../import/import-cli-core.ts';
import { jsonListLines } from '../../live-classes/import-class-file.ts';
import { importPackages, type PackageImportCounts, type RawPackageRecord } from './import-packages.ts';

export const IMPORT_PACKAGES_USAGE = `Impor katalog paket (harga dan durasi langganan) dari file JSON.

  pnpm --filter site packages:import -- <file> [<file> …] [--dry-run]

  <file>      .json: { "packages": [...] } (atau array paket saja)
              contoh: docs/examples/packages.sample.json
  --dry-run   hanya periksa dan hitung, tidak menulis apa pun

Setiap paket diperiksa dulu. Kalau ada satu saja yang salah, setiap paket yang salah dilaporkan
beserta alasannya dan TIDAK ADA yang ditulis. Paket dengan id yang sudah ada diperbarui; yang tidak
berubah dibiarkan; paket yang tidak ada di file tetap seperti semula (tarik dengan "active": false).
Pesanan yang sudah dibuat tidak ikut berubah harganya.
Basis data: DATABASE_URL, atau folder DATA_DIR (bawaan .data/ di akar repo; hentikan server dulu).
`;

type FileProblem = { file: string; line: number; reason: string };
type ReadPackages = { records: RawPackageRecord[]; problems: FileProblem[] };

/** A package import file's records with their line numbers (`{ "packages": [...] }` or a bare array). */
export function readPackageImportText(file: string, text: string, offset = 0): ReadPackages {
  if (path.extname(file).toLowerCase() !== '.json') {
    return { records: [], problems: [{ file, line: 1, reason: 'jenis file tidak didukung: pakai .json' }] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      records: [],
      problems: [{ file, line: 1, reason: `JSON tidak valid: ${(error as Error).message}` }],
    };
  }
  const lines = jsonListLines(text);
  const object =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  const list = Array.isArray(parsed) ? parsed : object?.packages;
  const unknown = object ? Object.keys(object).filter((key) => key !== 'packages') : [];
  if (!Array.isArray(list) || unknown.length > 0) {
    const reason =
      unknown.length > 0
        ? `kunci tidak dikenal: ${unknown.join(', ')}`
        : 'file JSON harus berisi { "packages": [...] } atau array paket';
    return { records: [], problems: [{ file, line: 1, reason }] };
  }
  const listLines = Array.isArray(parsed) ? lines.get('') : lines.get('packages');
  return {
    records: list.map((value, index) => ({
      place: { index: offset + index, file, line: listLines?.[index] ?? 1 },
      value,
    })),
    problems: [],
  };
}

async function readFiles(files: readonly string[], cwd: string): Promise<ReadPackages> {
  const records: RawPackageRecord[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    const content = await readImportFile(file, cwd);
    if ('problem' in content) {
      problems.push(content.problem);
      continue;
    }
    const read = readPackageImportText(file, content.text, records.length);
    records.push(...read.records);
    problems.push(...read.problems);
  }
  return { records, problems };
}

const describeCounts = ({ created, updated, unchanged }: PackageImportCounts) =>
  `paket ${created} baru, ${updated} diperbarui, ${unchanged} tetap`;

/**
 * `packages:import`: reads every file, validates every package, reports each bad one as
 * `file:line [id] reason`, and writes everything in one transaction only when nothing is bad.
 * Returns the exit code: 0 imported (or checked), 1 bad records or a database failure, 2 usage.
 */
export function runImportPackages(argv: readonly string[], io: ImportCliIo): Promise<number> {
  return runImportCli(argv, io, {
    usage: IMPORT_PACKAGES_USAGE,
    checkOption: 'dry-run',
    nothingWritten: 'Tidak ada yang ditulis.',
    read: readFiles,
    run: async (database, read, { checkOnly }) => {
      const outcome = await importPackages(database.db, read.records, {
        dryRun: checkOnly || read.problems.length > 0,
      });
      if (!outcome.ok || read.problems.length > 0) {
        return { problems: [...read.problems, ...(outcome.ok ? [] : outcome.problems)] };
      }
      return {
        done: checkOnly
          ? `✔ Valid: ${describeCounts(outcome.counts)} (--dry-run: tidak ada yang ditulis).`
          : `✔ Diimpor: ${describeCounts(outcome.counts)}.`,
      };
    },
  });
}

import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Database } from '../db/database.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { LEAD_EXPORT_FORMATS, type LeadExportFormat } from '@bimbel/domain/lead/lead-export-query';
import { exportLeadChunks, LeadDateRangeSchema } from './lead-export.ts';

export const EXPORT_LEADS_USAGE = `Ekspor lead (permintaan telepon balik) ke CSV atau JSON.

  pnpm --filter site leads:export -- --from 2026-11-01 --to 2026-11-30 [--out leads.csv] [--format csv|json]

  --from, --to   hari pertama dan terakhir (YYYY-MM-DD, zona Asia/Jakarta, keduanya ikut); boleh dikosongkan
  --out          file tujuan (tanpa --out: ke layar/stdout)
  --format       csv (bawaan; untuk Excel) atau json

Basis data: DATABASE_URL, atau folder DATA_DIR (bawaan .data/ di akar repo). Folder tertanam
hanya boleh dibuka satu proses: hentikan server dulu, atau unduh dari server yang berjalan:
  curl -H "Authorization: Bearer $ADMIN_TOKEN" "http://localhost:3000/api/admin/leads?from=…&to=…&format=csv" -o leads.csv
`;

export type ExportLeadsIo = {
  /** Opens (and migrates) the configured database; getDatabase() in the script. */
  openDatabase: () => Promise<Database>;
  closeDatabase: () => Promise<void>;
  stdout: Writable;
  stderr: Writable;
  /** Where a relative --out is resolved: the folder the user ran pnpm in. */
  cwd: string;
};

type ParsedArgs = { from?: string; to?: string; out?: string; format: LeadExportFormat; help: boolean };

function parse(argv: readonly string[]): ParsedArgs {
  // pnpm passes the `--` of `pnpm leads:export -- --from …` through; it separates nothing here.
  const args = argv.filter((arg) => arg !== '--');
  const { values } = parseArgs({
    args,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string', short: 'o' },
      format: { type: 'string', default: 'csv' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!(LEAD_EXPORT_FORMATS as readonly string[]).includes(values.format ?? '')) {
    throw new Error(`--format harus csv atau json (bukan "${values.format}").`);
  }
  return { ...values, format: values.format as LeadExportFormat, help: values.help ?? false };
}

function describeOpenFailure(error: unknown): string {
  if (error instanceof DataDirLockedError) {
    return [
      `Tidak bisa mengekspor: basis data tertanam di ${error.dataDir} sedang dipakai proses lain` +
        `${error.owner ? ` (pid ${error.owner.pid})` : ''} — biasanya server yang sedang berjalan.`,
      'Hentikan server itu dulu (Ctrl+C di terminalnya) lalu ulangi, atau unduh ekspor dari server yang berjalan:',
      '  curl -H "Authorization: Bearer $ADMIN_TOKEN" "http://localhost:3000/api/admin/leads?from=…&to=…&format=csv" -o leads.csv',
      `(${error.message})`,
    ].join('\n');
  }
  return `Tidak bisa membuka basis data: ${error instanceof Error ? error.message : String(error)}`;
}

async function write(stream: Writable, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function finish(stream: fs.WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    stream.end(() => resolve());
  });
}

/**
 * `leads:export`: writes the leads of a date range (Asia/Jakarta days) as CSV or JSON to a
 * file or stdout. Returns the exit code; messages go to stderr. A file is written under a
 * temporary name and renamed at the end, so a failed export never leaves half a file.
 */
export async function runExportLeads(argv: readonly string[], io: ExportLeadsIo): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parse(argv);
  } catch (error) {
    io.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n\n${EXPORT_LEADS_USAGE}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(EXPORT_LEADS_USAGE);
    return 0;
  }
  const dates = LeadDateRangeSchema.safeParse({ from: args.from, to: args.to });
  if (!dates.success) {
    io.stderr.write(`✖ ${dates.error.issues[0]?.message ?? 'Tanggal tidak valid.'}\n`);
    return 2;
  }

  let database: Database;
  try {
    database = await io.openDatabase();
  } catch (error) {
    io.stderr.write(`✖ ${describeOpenFailure(error)}\n`);
    return 1;
  }

  const outPath = args.out ? path.resolve(io.cwd, args.out) : undefined;
  const partPath = outPath ? `${outPath}.part-${process.pid}` : undefined;
  const progress = { rows: 0 };
  try {
    const target = partPath ? fs.createWriteStream(partPath) : io.stdout;
    try {
      for await (const chunk of exportLeadChunks(
        database.db,
        { range: dates.data.range, format: args.format },
        progress,
      )) {
        await write(target, chunk);
      }
      if (target instanceof fs.WriteStream) await finish(target);
    } catch (error) {
      if (target instanceof fs.WriteStream) target.destroy();
      throw error;
    }
    if (partPath && outPath) await fs.promises.rename(partPath, outPath);
  } catch (error) {
    if (partPath) await fs.promises.rm(partPath, { force: true });
    io.stderr.write(`✖ Ekspor gagal: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await io.closeDatabase();
  }

  const span = `${dates.data.from ?? 'awal'} s.d. ${dates.data.to ?? 'akhir'}`;
  io.stderr.write(`✔ ${progress.rows} lead (${span}) diekspor${outPath ? ` ke ${outPath}` : ''}.\n`);
  return 0;
}

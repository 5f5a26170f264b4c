import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import type { Database } from '../db/database.ts';

/** What an import CLI talks to; the scripts pass the real database and streams, tests their own. */
export type ImportCliIo = {
  openDatabase: () => Promise<Database>;
  closeDatabase: () => Promise<void>;
  stdout: Writable;
  stderr: Writable;
  /** Where relative file names are resolved: the folder the user ran pnpm in. */
  cwd: string;
};

/** One bad line, printed as `file:line [key] reason`. */
export type ImportCliProblem = { file?: string; line?: number; key?: string; reason: string };

/** What an import did: the bad lines (nothing written), or the sentence that says what it wrote. */
export type ImportCliResult = { problems: readonly ImportCliProblem[] } | { done: string };

export type ImportCliSpec<Read> = {
  usage: string;
  /** The option that checks without writing, e.g. `dry-run` or `check`. */
  checkOption: string;
  /** Said after the count of problems, e.g. `Tidak ada yang ditulis.` */
  nothingWritten: string;
  /** Reads every file (before the database is opened); unreadable files are problems of the read. */
  read: (files: readonly string[], cwd: string) => Promise<Read>;
  /** Validates and writes (or only checks) in one transaction. */
  run: (database: Database, read: Read, options: { checkOnly: boolean }) => Promise<ImportCliResult>;
};

type ParsedArgs = { files: string[]; checkOnly: boolean; help: boolean };

function parse(argv: readonly string[], checkOption: string): ParsedArgs {
  const { values, positionals } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      [checkOption]: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (!values.help && positionals.length === 0) throw new Error('Sebutkan file yang mau diimpor.');
  return { files: positionals, checkOnly: values[checkOption] === true, help: values.help === true };
}

/** The text of one import file, or the problem that it cannot be read (reported at line 0). */
export async function readImportFile(
  file: string,
  cwd: string,
): Promise<{ text: string } | { problem: { file: string; line: number; reason: string } }> {
  try {
    return { text: await fs.readFile(path.resolve(cwd, file), 'utf8') };
  } catch (error) {
    return {
      problem: {
        file,
        line: 0,
        reason: `file tidak bisa dibaca (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      },
    };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The plumbing shared by the import CLIs (`tanya:import`, `classes:import`): parses
 * `<file> [<file> …] [--<checkOption>] [--help]`, reads the files, opens the database, runs the
 * import, reports each bad line as `file:line [key] reason` on stderr and closes the database.
 * Returns the exit code: 0 imported (or checked), 1 bad records or a database failure, 2 usage.
 */
export async function runImportCli<Read>(
  argv: readonly string[],
  io: ImportCliIo,
  spec: ImportCliSpec<Read>,
): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parse(argv, spec.checkOption);
  } catch (error) {
    io.stderr.write(`✖ ${messageOf(error)}\n\n${spec.usage}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(spec.usage);
    return 0;
  }
  const read = await spec.read(args.files, io.cwd);

  let database: Database;
  try {
    database = await io.openDatabase();
  } catch (error) {
    const reason =
      error instanceof DataDirLockedError
        ? `basis data tertanam di ${error.dataDir} sedang dipakai proses lain (biasanya server yang berjalan): hentikan dulu, lalu ulangi.`
        : messageOf(error);
    io.stderr.write(`✖ Tidak bisa membuka basis data: ${reason}\n`);
    return 1;
  }
  try {
    const result = await spec.run(database, read, { checkOnly: args.checkOnly });
    if ('problems' in result) {
      for (const problem of result.problems) {
        io.stderr.write(
          `${problem.file ?? ''}:${problem.line ?? 0}${problem.key ? ` [${problem.key}]` : ''} ${problem.reason}\n`,
        );
      }
      io.stderr.write(`✖ ${result.problems.length} masalah ditemukan. ${spec.nothingWritten}\n`);
      return 1;
    }
    io.stdout.write(`${result.done}\n`);
    return 0;
  } catch (error) {
    io.stderr.write(`✖ Impor gagal, tidak ada yang ditulis: ${messageOf(error)}\n`);
    return 1;
  } finally {
    await io.closeDatabase();
  }
}

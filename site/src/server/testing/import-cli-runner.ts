import type { Database } from '../db/database.ts';
import type { ImportCliIo } from '../import/import-cli-core.ts';
import { collectOutput } from './output-collector.ts';

/**
 * Runs an import CLI (`runImportTanya`, `runImportClasses`) against the suite's database with
 * collected stdout and stderr. The suite owns the database, so closing it only counts the closes.
 *
 * @example
 * const cli = importCliRunner(runImportTanya, { database, cwd: () => cwd });
 * expect(await cli.run(['baik.json'])).toEqual({ code: 0, stdout: '✔ 2 soal diimpor.\n', stderr: '' });
 */
export function importCliRunner(
  runCli: (argv: readonly string[], io: ImportCliIo) => Promise<number>,
  options: { database: () => Database; cwd: () => string },
) {
  let closed = 0;
  return {
    closes: () => closed,
    run: async (argv: string[], openDatabase = async () => options.database()) => {
      const stdout = collectOutput();
      const stderr = collectOutput();
      const code = await runCli(argv, {
        openDatabase,
        closeDatabase: async () => {
          closed += 1;
        },
        stdout: stdout.stream,
        stderr: stderr.stream,
        cwd: options.cwd(),
      });
      return { code, stdout: stdout.text(), stderr: stderr.text() };
    },
  };
}

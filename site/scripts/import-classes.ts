// `pnpm --filter site classes:import -- jadwal.json [--dry-run]`: the academic team's import of
// teachers and live classes (src/server/live-classes/import-class-cli.ts has the details).
import { closeDatabase, getDatabase } from '#site/server/db/database.ts';
import { runImportClasses } from '#site/server/live-classes/import-class-cli.ts';

process.env.DATA_DIR ??= new URL('../../.data', import.meta.url).pathname;
process.exitCode = await runImportClasses(process.argv.slice(2), {
  openDatabase: () => getDatabase(),
  closeDatabase,
  stdout: process.stdout,
  stderr: process.stderr,
  // pnpm runs scripts in site/; relative files are where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});

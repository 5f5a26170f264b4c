// `pnpm --filter site tanya:import -- soal.json [--check]`: the content team's import of Tanya
// questions and videos (src/server/tanya/import-cli.ts has the details).
import { closeDatabase, getDatabase } from '#site/server/db/database.ts';
import { runImportTanya } from '#site/server/tanya/import-cli.ts';

process.env.DATA_DIR ??= new URL('../../.data', import.meta.url).pathname;
process.exitCode = await runImportTanya(process.argv.slice(2), {
  openDatabase: () => getDatabase(),
  closeDatabase,
  stdout: process.stdout,
  stderr: process.stderr,
  // pnpm runs scripts in site/; relative files are where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});

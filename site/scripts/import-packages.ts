// `pnpm --filter site packages:import -- paket.json [--dry-run]`: the catalogue import of packages
// and their tenure prices (src/server/billing/catalogue/import-package-cli.ts has the details).
import { closeDatabase, getDatabase } from '#site/server/db/database.ts';
import { runImportPackages } from '#site/server/billing/catalogue/import-package-cli.ts';

process.env.DATA_DIR ??= new URL('../../.data', import.meta.url).pathname;
process.exitCode = await runImportPackages(process.argv.slice(2), {
  openDatabase: () => getDatabase(),
  closeDatabase,
  stdout: process.stdout,
  stderr: process.stderr,
  // pnpm runs scripts in site/; relative files are where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});

// `pnpm --filter site leads:export -- --from 2026-11-01 --to 2026-11-30 [--out leads.csv]`:
// the sales team's export of leads (src/server/leads/export-leads-cli.ts has the details).
import { closeDatabase, getDatabase } from '#site/server/db/database.ts';
import { runExportLeads } from '#site/server/leads/export-leads-cli.ts';

process.env.DATA_DIR ??= new URL('../../.data', import.meta.url).pathname;
process.exitCode = await runExportLeads(process.argv.slice(2), {
  openDatabase: () => getDatabase(),
  closeDatabase,
  stdout: process.stdout,
  stderr: process.stderr,
  // pnpm runs scripts in site/; a relative --out means the folder the user typed the command in.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});

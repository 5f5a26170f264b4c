// `pnpm db:migrate`: applies pending migrations to the configured database (DATABASE_URL, or
// the embedded one in DATA_DIR) and exits. The server also migrates at start.
import { closeDatabase, getDatabase } from '#site/server/db/database.ts';

process.env.DATA_DIR ??= new URL('../../.data', import.meta.url).pathname;
const database = await getDatabase();
console.log(`Migrations applied (${database.kind}).`);
await closeDatabase();

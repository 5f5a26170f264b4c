/*
 * Run by tests as a separate process (node --import tsx database-child-process.ts <dataDir>):
 * opens the embedded database of <dataDir>, records its pid in an account row, installs the
 * shutdown hooks and prints "ready". On failure prints the error message and exits 3.
 */
import { installShutdownHooks } from '../database.ts';
import { openDatabase } from '../open-database.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: database-child-process.ts <dataDir>');

try {
  const database = await openDatabase({ dataDir });
  await database.db
    .insertInto('accounts')
    .values({ phone_e164: `+6289${String(process.pid).padStart(8, '0')}` })
    .execute();
  installShutdownHooks(() => database.close());
  console.log('ready');
  setInterval(() => undefined, 60_000);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(3);
}

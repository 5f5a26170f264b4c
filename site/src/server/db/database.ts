import { getConfig, type Config } from '../config/config.ts';
import { migrate } from './migrate.ts';
import { openDatabaseFromConfig, type Database } from './open-database.ts';

export { openDatabase, openDatabaseFromConfig, type Database, type DatabaseKind } from './open-database.ts';
export { migrate } from './migrate.ts';
export type { Tables } from './schema.ts';

/** Fills a freshly opened database (e.g. demo content). Runs after migrations on every open; must be idempotent. */
export type SeedFn = (database: Database) => Promise<void>;

type ProcessDatabaseState = { opening: Promise<Database> | undefined; seed: SeedFn | undefined };

// On globalThis under a registry symbol: the RSC bundle, the SSR bundle and tsx scripts may each
// hold a copy of this module, and they must share one database (PGlite allows one per folder).
const STATE_KEY = Symbol.for('bimbel.site.database');

function processState(): ProcessDatabaseState {
  const registry = globalThis as unknown as Record<symbol, ProcessDatabaseState | undefined>;
  return (registry[STATE_KEY] ??= { opening: undefined, seed: undefined });
}

/**
 * Registers the function that seeds the database when getDatabase() opens it (after the
 * migrations). Register before the first getDatabase(); a later registration applies from
 * the next open (after closeDatabase()). The seed decides itself whether there is anything to
 * do (e.g. only on an empty embedded database: `database.kind === 'pglite'` and no users).
 */
export function registerSeed(seed: SeedFn | undefined): void {
  processState().seed = seed;
}

async function openMigrateAndSeed(config: Config, seed: SeedFn | undefined): Promise<Database> {
  const database = await openDatabaseFromConfig(config);
  try {
    await migrate(database);
    if (seed) await seed(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The process-wide database: on first call opens it from the configuration (getConfig() unless
 * given), applies pending migrations and runs the registered seed; later calls share it. A
 * failed open is not cached: the next call tries again.
 */
export function getDatabase(options: { config?: Config } = {}): Promise<Database> {
  const state = processState();
  if (!state.opening) {
    const opening = openMigrateAndSeed(options.config ?? getConfig(), state.seed);
    state.opening = opening;
    opening.catch(() => {
      if (state.opening === opening) state.opening = undefined;
    });
  }
  return state.opening;
}

/** Closes the process-wide database, if open (PGlite: also removes the data folder lock). */
export async function closeDatabase(): Promise<void> {
  const state = processState();
  const opening = state.opening;
  state.opening = undefined;
  const database = await opening?.catch(() => undefined);
  await database?.close();
}

/**
 * On SIGINT/SIGTERM: runs `close` once, then exits 0 (1 if it failed or took longer than
 * `timeoutMs`). A second signal while closing exits at once. Returns a function that removes
 * the hooks.
 *
 * @example
 * installShutdownHooks(async () => { await closeServer(); await closeDatabase(); });
 */
export function installShutdownHooks(
  close: () => Promise<void>,
  {
    signals = ['SIGINT', 'SIGTERM'],
    timeoutMs = 10_000,
  }: { signals?: NodeJS.Signals[]; timeoutMs?: number } = {},
): () => void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      console.error(`${signal} again while shutting down: exiting now.`);
      process.exit(1);
    }
    closing = true;
    setTimeout(() => {
      console.error(`Shutdown did not finish within ${timeoutMs} ms: exiting.`);
      process.exit(1);
    }, timeoutMs).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}

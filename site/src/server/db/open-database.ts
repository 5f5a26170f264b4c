import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Config } from '../config/config.ts';
import { redactUrl } from '../config/describe-config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Tables } from './schema.ts';
import { createPgTypes, PGLITE_PARSERS } from './type-parsers.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  readonly kind: DatabaseKind;
  readonly db: Kysely<Tables>;
  /** Ends the pool, or closes PGlite and removes the data folder lock. Safe to call twice. */
  close(): Promise<void>;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres:// URL: use PostgreSQL. Unset: embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL pool size; default 10. */
  poolSize?: number | undefined;
};

/** The embedded database folder inside a data folder. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}

function createDatabase(kind: DatabaseKind, db: Kysely<Tables>, close: () => Promise<void>): Database {
  return {
    kind,
    db,
    close: once(close),
    async ping() {
      await sql`select 1`.execute(db);
    },
  };
}

async function openPGlite(dataDir: string): Promise<Database> {
  const lock = await acquireDataDirLock(dataDir);
  const folder = pgliteDirOf(dataDir);
  let pglite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // pg_trgm backs Tanya's typo-tolerant search (migration 0004); btree_gist the constraint that
    // keeps a teacher out of two overlapping classes (migration 0018).
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    pglite = new PGlite(folder, { parsers: PGLITE_PARSERS, extensions: { pg_trgm, btree_gist } });
    await pglite.waitReady;
  } catch (error) {
    await lock.release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open the embedded database in ${folder}: ${reason}`, { cause: error });
  }
  const openPglite = pglite;
  const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: openPglite }) });
  return createDatabase('pglite', db, async () => {
    try {
      await db.destroy(); // waits for the query in flight
      await openPglite.close();
    } finally {
      await lock.release();
    }
  });
}

/** Time to open one connection before the request fails (503) instead of waiting forever. */
const CONNECT_TIMEOUT_MS = 5_000;

let lastReport = { at: 0, suppressed: 0 };

/** One line a second at most: a restart breaks every connection of the pool at once. */
function reportConnectionError(state: 'idle' | 'in use', error: Error): void {
  const now = Date.now();
  if (now - lastReport.at < 1_000) {
    lastReport.suppressed += 1;
    return;
  }
  const more = lastReport.suppressed > 0 ? ` (+${lastReport.suppressed} more)` : '';
  lastReport = { at: now, suppressed: 0 };
  const code = (error as NodeJS.ErrnoException).code ?? error.name;
  console.error(`PostgreSQL connection lost (${state} client, ${code}): ${error.message}${more}`);
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: createPgTypes(pg.types),
    application_name: 'bimbel-site',
  });
  // A connection lost to a restart, a failover or a network cut must not crash the process.
  // pg-pool listens for `error` only on IDLE clients: a checked-out client (in a query, in a
  // transaction, or between its last answer and its release) emits `error` on itself, and an
  // unheard `error` event ends Node. So every client gets its own listener for its whole life;
  // pg-pool drops a client that is no longer queryable when it is released, and the next query
  // opens a new connection (decision 067).
  pool.on('error', (error) => reportConnectionError('idle', error));
  pool.on('connect', (client) => {
    client.on('error', (error) => reportConnectionError('in use', error));
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const database = createDatabase('postgres', db, () => db.destroy());
  try {
    await database.ping();
  } catch (error) {
    await database.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(databaseUrl)}: ${reason}`, {
      cause: error,
    });
  }
  return database;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else the embedded PGlite database of `dataDir`
 * (created on first use; locked against a second process). Does not migrate: see migrate().
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPGlite(options.dataDir);
}

export function openDatabaseFromConfig(config: Config): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl?.reveal(),
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
}

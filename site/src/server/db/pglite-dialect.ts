import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A FIFO async mutex. `acquire()` resolves when the caller owns the lock; the owner must call
 * `release()` exactly once. A waiter that cannot get the lock within `timeoutMs` fails instead
 * of hanging forever (the usual cause is a query on `db` inside a transaction on `trx`).
 */
export class ExclusiveLock {
  #held = false;
  readonly #waiters: Array<() => void> = [];

  async acquire(timeoutMs: number): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `PGlite connection still busy after ${timeoutMs} ms. PGlite has one connection: inside ` +
              'db.transaction().execute(trx => …) run every query on trx, never on db.',
          ),
        );
      }, timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next)
      next(); // hand the lock straight to the next waiter: it stays held
    else this.#held = false;
  }
}

export type PGliteDialectConfig = {
  pglite: PGlite;
  /** How long a query waits for the connection before failing. Default 30 s. */
  acquireTimeoutMs?: number;
};

const AFFECTING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  constructor(readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Like node-postgres, a query without parameters goes through the simple protocol, which
    // accepts several statements (migrations); the result is that of the last statement.
    const result: Results<R> | undefined =
      compiledQuery.parameters.length === 0
        ? ((await this.pglite.exec(compiledQuery.sql)).at(-1) as Results<R> | undefined)
        : await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    if (!result) return { rows: [] };
    const affecting = result.command !== undefined && AFFECTING_COMMANDS.has(result.command);
    return {
      rows: result.rows,
      ...(affecting ? { numAffectedRows: BigInt(result.rowCount ?? result.affectedRows ?? 0) } : {}),
    };
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors over its single connection; the whole result is in memory anyway.
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}

class PGliteDriver implements Driver {
  readonly #lock = new ExclusiveLock();
  readonly #connection: PGliteConnection;
  readonly #acquireTimeoutMs: number;
  #destroyed = false;

  constructor(config: PGliteDialectConfig) {
    this.#connection = new PGliteConnection(config.pglite);
    this.#acquireTimeoutMs = config.acquireTimeoutMs ?? 30_000;
  }

  async init(): Promise<void> {
    await this.#connection.pglite.waitReady;
  }

  /** The one connection, held exclusively until release: no query of another request can run inside a transaction. */
  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#destroyed) throw new Error('The PGlite database is closed.');
    await this.#lock.acquire(this.#acquireTimeoutMs);
    if (this.#destroyed) {
      this.#lock.release();
      throw new Error('The PGlite database is closed.');
    }
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#lock.release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const mode = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].join(' ');
    await connection.executeQuery(CompiledQuery.raw(`start transaction ${mode}`.trim()));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  /** Waits for the query in flight, then refuses new ones. Closing PGlite is the owner's job. */
  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    await this.#lock.acquire(this.#acquireTimeoutMs);
    this.#destroyed = true;
    this.#lock.release();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Kysely's PostgreSQL dialect over one PGlite instance (the instance stays owned by the caller). */
export class PGliteDialect implements Dialect {
  constructor(readonly config: PGliteDialectConfig) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.config);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

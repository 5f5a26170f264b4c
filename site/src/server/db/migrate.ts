import { sql } from 'kysely';
import { MIGRATIONS, type Migration } from './migrations/index.ts';
import type { Database } from './open-database.ts';

/** Any fixed number: all our processes take this advisory lock to migrate one at a time. */
const MIGRATION_LOCK_KEY = 4_207_310_001;

const CREATE_MIGRATIONS_TABLE = sql`
  create table if not exists schema_migrations (
    id text primary key,
    applied_at timestamptz not null default now()
  )`;

function checkOrder(migrations: readonly Migration[]): void {
  const ids = migrations.map(({ id }) => id);
  const sorted = [...ids].sort();
  if (new Set(ids).size !== ids.length || ids.some((id, index) => id !== sorted[index])) {
    throw new Error(`Migrations must have unique ids in ascending order, got: ${ids.join(', ')}`);
  }
}

/**
 * Applies the pending migrations in order, each in its own transaction, and records them in
 * schema_migrations. Safe to run twice and from several processes at once: every step holds a
 * transaction-scoped advisory lock (PostgreSQL; harmless on single-process PGlite).
 *
 * @returns the ids applied now (empty when the schema was up to date)
 */
export async function migrate(
  { db }: Pick<Database, 'db'>,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  checkOrder(migrations);
  const lock = sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`;

  // Creating the table under the lock: concurrent "create table if not exists" can fail in PostgreSQL.
  const applied = await db.transaction().execute(async (trx) => {
    await lock.execute(trx);
    await CREATE_MIGRATIONS_TABLE.execute(trx);
    const rows = await trx.selectFrom('schema_migrations').select('id').execute();
    return new Set(rows.map(({ id }) => id));
  });

  const appliedNow: string[] = [];
  for (const migration of migrations.filter(({ id }) => !applied.has(id))) {
    const ran = await db.transaction().execute(async (trx) => {
      await lock.execute(trx);
      // Another process may have applied it while we waited for the lock.
      const done = await trx
        .selectFrom('schema_migrations')
        .select('id')
        .where('id', '=', migration.id)
        .executeTakeFirst();
      if (done) return false;
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ id: migration.id }).execute();
      return true;
    });
    if (ran) appliedNow.push(migration.id);
  }
  return appliedNow;
}

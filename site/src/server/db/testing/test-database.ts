import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { migrate } from '../migrate.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { openDatabase, pgliteDirOf, type Database, type DatabaseKind } from '../open-database.ts';

/*
 * Test databases (ARCHITECTURE.md "Tests"): PGlite for every test file, and PostgreSQL as well
 * when TEST_DATABASE_URL points at a server (its user must be allowed to create databases).
 *
 * PGlite: a fresh folder costs ~5.5 s (initdb), a copy ~1 s. So one migrated template folder is
 * built per migration set (in the OS temp folder, shared by runs and vitest workers) and each
 * test database is a copy of it.
 */

export const TEST_DATABASE_URL = 'TEST_DATABASE_URL';

/** 'pglite' always, plus 'postgres' when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env[TEST_DATABASE_URL] ? ['pglite', 'postgres'] : ['pglite'];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates `file` with `content` unless it exists; false when it does. */
async function tryCreate(file: string, content: string): Promise<boolean> {
  try {
    await fs.writeFile(file, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function templatePath(): string {
  const require = createRequire(import.meta.url);
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  const hash = createHash('sha256');
  hash.update(pgliteEntry); // the installed PGlite (its path carries the version under pnpm)
  for (const migration of MIGRATIONS) hash.update(`${migration.id}\0${migration.sql}\0`);
  return path.join(os.tmpdir(), `bimbel-test-template-${hash.digest('hex').slice(0, 16)}`);
}

async function buildTemplate(template: string): Promise<void> {
  const buildDir = await fs.mkdtemp(`${template}.build-`);
  try {
    const database = await openDatabase({ dataDir: buildDir });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await fs.rename(pgliteDirOf(buildDir), template); // atomic: the template exists only complete
  } finally {
    await fs.rm(buildDir, { recursive: true, force: true });
  }
}

/** The migrated PGlite template folder, built once; concurrent vitest workers wait for the builder. */
async function ensureTemplate(): Promise<string> {
  const template = templatePath();
  const lockPath = `${template}.lock`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (await exists(template)) return template;
    if (await tryCreate(lockPath, String(process.pid))) {
      try {
        if (!(await exists(template))) await buildTemplate(template);
        return template;
      } finally {
        await fs.rm(lockPath, { force: true });
      }
    }
    // Another worker is building it; take over if that worker died.
    const builder = Number(await fs.readFile(lockPath, 'utf8').catch(() => ''));
    if (builder > 0 && !isProcessAlive(builder)) await fs.rm(lockPath, { force: true });
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for the test template ${template} (lock ${lockPath})`);
    await sleep(100);
  }
}

/** A new temporary data folder holding a migrated PGlite database (not opened). The caller removes it. */
export async function createTestDataDir(): Promise<string> {
  const template = await ensureTemplate();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-test-db-'));
  await fs.cp(template, pgliteDirOf(dataDir), { recursive: true });
  return dataDir;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPostgresTestDatabase(options: { migrated: boolean }): Promise<Database> {
  const serverUrl = process.env[TEST_DATABASE_URL];
  if (!serverUrl) throw new Error(`${TEST_DATABASE_URL} is not set`);
  const name = `bimbel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir(), poolSize: 4 });
  if (options.migrated) await migrate(database);
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await withAdminClient(serverUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        );
      })()),
  };
}

/**
 * A fresh, migrated database for one test file; `close()` also deletes it (the PGlite folder
 * or the PostgreSQL database). `migrated: false` gives an empty PostgreSQL database (PGlite
 * test databases are always migrated copies of the template).
 */
export async function createTestDatabase(
  kind: DatabaseKind = 'pglite',
  options: { migrated?: boolean } = {},
): Promise<Database> {
  const migrated = options.migrated ?? true;
  if (kind === 'postgres') return createPostgresTestDatabase({ migrated });
  if (!migrated) throw new Error('Unmigrated PGlite test databases are not supported (initdb costs ~5 s)');
  const dataDir = await createTestDataDir();
  const database = await openDatabase({ dataDir });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      })()),
  };
}

/** Empties every table but schema_migrations: call in beforeEach for tests that need a blank database. */
export async function resetTables({ db }: Database): Promise<void> {
  const tables = (await db.introspection.getTables())
    .map(({ name }) => name)
    .filter((name) => name !== 'schema_migrations');
  if (tables.length === 0) return;
  await sql`truncate table ${sql.join(tables.map((name) => sql.table(name)))} restart identity cascade`.execute(
    db,
  );
}

/**
 * Declares `suite` once per database kind (PGlite; PostgreSQL too with TEST_DATABASE_URL),
 * each with its own test database, opened before the suite and deleted after it.
 *
 * @example
 * describeEachDatabase('leads', (database) => {
 *   it('stores a lead', async () => { await database().db.insertInto('leads')… });
 * });
 */
export function describeEachDatabase(
  name: string,
  suite: (database: () => Database, kind: DatabaseKind) => void,
): void {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let database: Database | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await database?.close();
      });
      suite(() => {
        if (!database)
          throw new Error('The test database is opened in beforeAll: use database() inside tests and hooks');
        return database;
      }, kind);
    });
  }
}

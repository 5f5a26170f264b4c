import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.ts';
import { closeDatabase, getDatabase, openDatabase, registerSeed, type Database } from './database.ts';
import { createTestDataDir } from './testing/test-database.ts';

const CHILD_SCRIPT = fileURLToPath(new URL('./testing/database-child-process.ts', import.meta.url));

let dataDir: string;
const lockPath = () => path.join(dataDir, LOCK_FILE_NAME);
const lockExists = () =>
  fs.access(lockPath()).then(
    () => true,
    () => false,
  );

beforeEach(async () => {
  dataDir = await createTestDataDir();
});

afterEach(async () => {
  registerSeed(undefined);
  await closeDatabase();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('getDatabase', () => {
  it('opens, migrates and seeds once per process, shared through globalThis', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const seeded: Database[] = [];
    registerSeed(async (database) => {
      seeded.push(database);
    });
    const [first, second] = await Promise.all([getDatabase({ config }), getDatabase({ config })]);
    expect(first).toBe(second);
    expect(first.kind).toBe('pglite');
    expect(seeded).toEqual([first]);
    const shared = (globalThis as unknown as Record<symbol, { opening?: Promise<Database> }>)[
      Symbol.for('bimbel.site.database')
    ];
    await expect(shared?.opening).resolves.toBe(first);
    await expect(first.ping()).resolves.toBeUndefined();
    expect(await lockExists()).toBe(true);

    await closeDatabase();
    expect(await lockExists()).toBe(false);
    await expect(first.ping()).rejects.toThrow();

    const reopened = await getDatabase({ config });
    expect(reopened).not.toBe(first);
    expect(seeded).toHaveLength(2);
  });

  it('does not cache a failed open: the next call tries again', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const lock = await acquireDataDirLock(dataDir);
    await expect(getDatabase({ config })).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    await expect(getDatabase({ config }).then((database) => database.kind)).resolves.toBe('pglite');
  });

  it('closes the database again when the seed fails, releasing the folder', async () => {
    registerSeed(async () => {
      throw new Error('seed failed');
    });
    await expect(getDatabase({ config: loadConfig({ DATA_DIR: dataDir }) })).rejects.toThrow('seed failed');
    expect(await lockExists()).toBe(false);
  });
});

describe('installShutdownHooks', () => {
  it('closes the database on SIGTERM, removes the lock and exits 0, keeping the writes', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      void exited.then(() => reject(new Error(`child exited before ready: ${stderr}`)));
    });
    expect(JSON.parse(await fs.readFile(lockPath(), 'utf8'))).toMatchObject({ pid: child.pid });

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await lockExists()).toBe(false);

    const database = await openDatabase({ dataDir });
    try {
      const phone = `+6289${String(child.pid).padStart(8, '0')}`;
      const rows = await database.db.selectFrom('accounts').select('phone_e164').execute();
      expect(rows).toEqual([{ phone_e164: phone }]);
    } finally {
      await database.close();
    }
  });
});

import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { hostname } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, type LockOwner } from './data-dir-lock.ts';

const CHILD_SCRIPT = fileURLToPath(new URL('./testing/database-child-process.ts', import.meta.url));

let dataDir: string;
let lockPath: string;

beforeEach(async () => {
  dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-lock-test-')), 'nested', 'data');
  lockPath = path.join(dataDir, LOCK_FILE_NAME);
});

afterEach(async () => {
  await fs.rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
});

async function writeLock(owner: Partial<LockOwner>): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(
    lockPath,
    JSON.stringify({ hostname: hostname(), startedAt: '2025-01-01T00:00:00.000Z', ...owner }),
  );
}

async function readOwner(): Promise<LockOwner> {
  return JSON.parse(await fs.readFile(lockPath, 'utf8')) as LockOwner;
}

function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('could not start a process');
  return pid;
}

describe('acquireDataDirLock', () => {
  it('creates the folder and a lock file naming this process, removed on release', async () => {
    const lock = await acquireDataDirLock(dataDir);
    expect(lock.path).toBe(lockPath);
    expect(await readOwner()).toMatchObject({ pid: process.pid, hostname: hostname() });
    await lock.release();
    await expect(fs.access(lockPath)).rejects.toThrow();
    await lock.release(); // twice is harmless
  });

  it('refuses a second lock in the same process', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `Data folder ${dataDir} is already open in this process`,
    );
    await lock.release();
  });

  it('refuses a folder held by a live process, naming the folder and the pid', async () => {
    await writeLock({ pid: process.ppid });
    const attempt = acquireDataDirLock(dataDir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(
      `Data folder ${dataDir} is in use by another process (pid ${process.ppid}, started 2025-01-01T00:00:00.000Z). ` +
        'Stop that process first, or use another DATA_DIR.',
    );
    expect((await readOwner()).pid).toBe(process.ppid); // left alone
  });

  it('takes over the lock of a process that is gone', async () => {
    await writeLock({ pid: deadPid() });
    const lock = await acquireDataDirLock(dataDir);
    expect((await readOwner()).pid).toBe(process.pid);
    await lock.release();
  });

  it('refuses a lock taken on another host and says which file to delete if that process is gone', async () => {
    await writeLock({ pid: deadPid(), hostname: 'other-host' });
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      new RegExp(
        `on host other-host .* If that process is gone, delete ${lockPath.replaceAll('.', '\\.')}\\.$`,
      ),
    );
  });

  it('treats an unreadable lock file as being written when fresh, and as stale when old', async () => {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(lockPath, '');
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow('is being opened by another process right now');
    const old = new Date(Date.now() - 60_000);
    await fs.utimes(lockPath, old, old);
    const lock = await acquireDataDirLock(dataDir);
    expect((await readOwner()).pid).toBe(process.pid);
    await lock.release();
  });

  it('does not remove a lock file that is no longer its own', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await writeLock({ pid: process.ppid });
    await lock.release();
    expect((await readOwner()).pid).toBe(process.ppid);
  });

  it('makes a second process fail at once with a message naming the folder and the holder', async () => {
    const lock = await acquireDataDirLock(dataDir);
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', CHILD_SCRIPT, dataDir],
          { timeout: 20_000 },
          (_, __, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(result.stderr).toContain(
        `Data folder ${dataDir} is in use by another process (pid ${process.pid},`,
      );
      expect(result.code).toBe(3);
      expect((await readOwner()).pid).toBe(process.pid);
    } finally {
      await lock.release();
    }
  });
});

import fs from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/*
 * PGlite has no cross-process lock: two processes on one folder silently lose writes
 * (STACK-NOTES.md). This lock file in the data folder makes the second process fail at once.
 */

export const LOCK_FILE_NAME = 'pglite.lock';

/** A lock file being written right now is empty for a moment; older unreadable files are stale. */
const UNREADABLE_GRACE_MS = 5_000;

export type LockOwner = { pid: number; hostname: string; startedAt: string };

export type DataDirLock = {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): Promise<void>;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(describeConflict(dataDir, lockPath, owner));
    this.name = 'DataDirLockedError';
  }
}

function describeConflict(dataDir: string, lockPath: string, owner: LockOwner | undefined): string {
  const advice = 'Stop that process first, or use another DATA_DIR.';
  if (!owner) return `Data folder ${dataDir} is being opened by another process right now. ${advice}`;
  const since = `started ${owner.startedAt}`;
  if (owner.hostname !== hostname()) {
    return (
      `Data folder ${dataDir} is in use by a process on host ${owner.hostname} (pid ${owner.pid}, ${since}). ` +
      `${advice} If that process is gone, delete ${lockPath}.`
    );
  }
  if (owner.pid === process.pid) {
    return `Data folder ${dataDir} is already open in this process (pid ${owner.pid}). Close it before opening it again.`;
  }
  return `Data folder ${dataDir} is in use by another process (pid ${owner.pid}, ${since}). ${advice}`;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

function parseOwner(content: string): LockOwner | undefined {
  try {
    const value = JSON.parse(content) as Partial<LockOwner>;
    if (
      Number.isInteger(value.pid) &&
      typeof value.hostname === 'string' &&
      typeof value.startedAt === 'string'
    ) {
      return value as LockOwner;
    }
  } catch {
    // unreadable: handled by the caller
  }
  return undefined;
}

type ExistingLock = { content: string; owner: LockOwner | undefined; ageMs: number };

async function readExisting(lockPath: string): Promise<ExistingLock | undefined> {
  try {
    const [content, stat] = await Promise.all([fs.readFile(lockPath, 'utf8'), fs.stat(lockPath)]);
    return { content, owner: parseOwner(content), ageMs: Date.now() - stat.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined; // released meanwhile
    throw error;
  }
}

function isHeld({ owner, ageMs }: ExistingLock): boolean {
  if (!owner) return ageMs < UNREADABLE_GRACE_MS;
  if (owner.hostname !== hostname()) return true; // cannot check a pid on another machine
  return owner.pid === process.pid || isProcessAlive(owner.pid);
}

/**
 * Moves a stale lock aside. If another process took it over between our read and the move,
 * what we moved is its fresh lock: put it back (link fails if yet another lock exists).
 */
async function removeStale(lockPath: string, staleContent: string): Promise<void> {
  const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`;
  try {
    await fs.rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await fs.readFile(aside, 'utf8');
  if (moved !== staleContent) await fs.link(aside, lockPath).catch(() => undefined);
  await fs.rm(aside, { force: true });
}

/**
 * Locks `dataDir` (created if missing) for this process: creates `pglite.lock` with pid,
 * hostname and start time. Fails with DataDirLockedError while a live process holds it; takes
 * over the lock of a process that is gone.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const content = `${JSON.stringify(owner)}\n`;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await fs.writeFile(lockPath, content, { flag: 'wx' });
      let released = false;
      return {
        path: lockPath,
        async release() {
          if (released) return;
          released = true;
          const current = await fs.readFile(lockPath, 'utf8').catch(() => undefined);
          if (current === content) await fs.rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = await readExisting(lockPath);
    if (!existing) continue;
    if (isHeld(existing)) throw new DataDirLockedError(dataDir, lockPath, existing.owner);
    await removeStale(lockPath, existing.content);
  }
  throw new DataDirLockedError(dataDir, lockPath, undefined);
}

import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * A throw-away PostgreSQL server of its own (initdb in a temporary folder, its own port, trust
 * auth on 127.0.0.1 only) for fault tests and bench/faults.mjs: they stop and start it under
 * load without touching the shared server other tests use (decision 067).
 */

const run = promisify(execFile);
const COMMAND_TIMEOUT_MS = 60_000;

export type ScratchPostgres = {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** `fast` (what `pg_ctlcluster restart` does: ends every session with 57P01) or `immediate`. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server (if running) and deletes its folder. Safe to call twice. */
  destroy(): Promise<void>;
};

/** The folder of initdb and pg_ctl: PG_BINDIR, else the newest /usr/lib/postgresql/<v>/bin. */
function findBinDir(): string | undefined {
  const fromEnv = process.env.PG_BINDIR;
  if (fromEnv) return existsSync(path.join(fromEnv, 'initdb')) ? fromEnv : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

async function userIds(name: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', name]),
      run('id', ['-g', name]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * Creates (initdb) a scratch PostgreSQL on `port`, not started. Returns a reason string instead
 * when this machine cannot: no PostgreSQL server binaries, or running as root without a
 * `postgres` user (PostgreSQL refuses to run as root).
 */
export async function createScratchPostgres(port: number): Promise<ScratchPostgres | string> {
  const binDir = findBinDir();
  if (!binDir) return 'no PostgreSQL server binaries (initdb, pg_ctl): install postgresql or set PG_BINDIR';
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? await userIds('postgres') : undefined;
  if (isRoot && !owner) return 'running as root and there is no `postgres` user to run PostgreSQL as';

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-scratch-pg-'));
  if (owner) await fs.chown(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const as = (command: string, args: string[]) => {
    const binary = path.join(binDir, command);
    return isRoot
      ? run('runuser', ['-u', 'postgres', '--', binary, ...args], { timeout: COMMAND_TIMEOUT_MS })
      : run(binary, args, { timeout: COMMAND_TIMEOUT_MS });
  };

  try {
    await as('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
    return `initdb failed: ${reason}`;
  }
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=60`;
  let running = false;
  let destroyed: Promise<void> | undefined;

  const scratch: ScratchPostgres = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await as('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '30',
        'start',
      ]);
      running = true;
    },
    async stop(mode = 'fast') {
      await as('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    destroy() {
      return (destroyed ??= (async () => {
        if (running) await scratch.stop('immediate').catch(() => undefined);
        await fs.rm(dir, { recursive: true, force: true });
      })());
    },
  };
  return scratch;
}

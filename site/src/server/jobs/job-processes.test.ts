import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../db/database.ts';
import { TEST_DATABASE_URL } from '../db/testing/test-database.ts';
import { enqueueJob } from './job-queue.ts';

/*
 * "Sent once even with several server processes, survives a restart" (issue 14), shown with real
 * processes: PostgreSQL is the database processes share (an embedded PGlite folder belongs to one
 * process, decision 002), so this suite needs TEST_DATABASE_URL. The same claims are tested on
 * both databases, in one process, in job-queue.test.ts.
 */

const WORKER_SCRIPT = path.join(import.meta.dirname, 'testing', 'job-worker-process.ts');

type Worker = { output: () => string; exited: Promise<number | null>; kill: () => void };

function startWorker(databaseUrl: string, workerId: string, mode: 'run' | 'hang', leaseMs: number): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT, databaseUrl, workerId, mode, String(leaseMs)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    kill: () => child.kill('SIGKILL'),
  };
}

const idsIn = (output: string, verb: 'ran' | 'claimed') =>
  [...output.matchAll(new RegExp(`^${verb} (\\d+)$`, 'gm'))].map((match) => match[1] as string);

async function waitFor(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stands in for the server's URL while the suite is skipped (no TEST_DATABASE_URL): never connected to. */
const UNSET_SERVER = 'postgresql://127.0.0.1:5432/unset';

describe.runIf(process.env[TEST_DATABASE_URL])('jobs across server processes on one PostgreSQL', () => {
  const serverUrl = process.env[TEST_DATABASE_URL] ?? UNSET_SERVER; // vitest collects a skipped suite's body too
  const name = `bimbel_jobs_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let database: Database;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    database = await openDatabase({ databaseUrl, dataDir: '/tmp', poolSize: 2 });
    await migrate(database);
  });

  afterAll(async () => {
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
  });

  it('runs each job once with two processes polling the same queue', async () => {
    const count = 80;
    const workers = [
      startWorker(databaseUrl, 'process-1', 'run', 60_000),
      startWorker(databaseUrl, 'process-2', 'run', 60_000),
    ];
    // Both processes are up and polling before the jobs exist, and they come due together.
    await waitFor(() => workers.every((worker) => worker.output().includes('ready')));
    const runAt = new Date(Date.now() + 300);
    for (let n = 0; n < count; n += 1) await enqueueJob(database.db, { queue: 'test.multi', key: `multi-${n}`, runAt });
    expect(await Promise.all(workers.map((worker) => worker.exited))).toEqual([0, 0]);

    const perWorker = workers.map((worker) => idsIn(worker.output(), 'ran'));
    const all = perWorker.flat();
    expect(all).toHaveLength(count);
    expect(new Set(all).size).toBe(count);
    expect(perWorker.every((ids) => ids.length > 0)).toBe(true);
    const rows = await database.db.selectFrom('jobs').select(['state', 'attempts']).execute();
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  }, 60_000);

  it('finishes, in another process, a job whose process was killed mid-run once its lease passes', async () => {
    await enqueueJob(database.db, { queue: 'test.crash', key: 'crash-restart' });
    const leaseMs = 1500;
    const crashing = startWorker(databaseUrl, 'process-crashing', 'hang', leaseMs);
    await waitFor(() => idsIn(crashing.output(), 'claimed').length === 1);
    crashing.kill();
    await crashing.exited;
    const [claimed] = await database.db.selectFrom('jobs').selectAll().execute();
    expect(claimed).toMatchObject({ state: 'running', locked_by: 'process-crashing', attempts: 1 });

    // The restarted process (or any other) picks it up after the lease: here at once it polls,
    // and waits until the lease has passed.
    const restarted = startWorker(databaseUrl, 'process-restarted', 'run', leaseMs);
    await restarted.exited;
    expect(idsIn(restarted.output(), 'ran')).toEqual([claimed!.id]);
    const [done] = await database.db.selectFrom('jobs').selectAll().execute();
    expect(done).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
  }, 60_000);
});

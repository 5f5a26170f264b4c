#!/usr/bin/env node
// Faults under lead load (issue 13 §3, decision 067), against the BUILT server, loopback only:
//   (a) embedded PGlite: `kill -9` of the server mid-load, then a restart on the same DATA_DIR;
//   (b) PostgreSQL: a scratch server of its own (never the shared one) stopped with `-m fast`
//       (what `pg_ctlcluster … restart` does) mid-load, then started again.
// Prints, per fault: leads acknowledged (2xx) vs stored, what the clients got during the fault,
// and the recovery time (a: restart → healthy; b: PostgreSQL back → first lead stored).
//
// Usage (from the repository root, after `pnpm build`):
//   node bench/faults.mjs [--clients 50] [--before 3] [--outage 3] [--after 3] [--only pglite|postgres]
// Bounded: each phase is capped at 30 s, the clients at 200, every request at 15 s.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { requireBuild, root, serveScript, sleep } from './built-server.mjs';
import { createLeadGenerator, loopbackRequester, readStoredLeadIds } from './lead-support.mjs';

const SERVER_PORT = 3866;
const POSTGRES_PORT = 3867;

const { values: options } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    before: { type: 'string', default: '3' },
    outage: { type: 'string', default: '3' },
    after: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const bounded = (value, min, max) => Math.min(Math.max(Number(value), min), max);
const CLIENTS = bounded(options.clients, 1, 200);
const BEFORE_S = bounded(options.before, 1, 30);
const OUTAGE_S = bounded(options.outage, 1, 30);
const AFTER_S = bounded(options.after, 1, 30);
const READY_TIMEOUT_MS = 90_000;

requireBuild();

const adminToken = randomBytes(24).toString('hex');
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 4 });

const request = loopbackRequester({ port: SERVER_PORT, agent, timeoutMs: 15_000 });

function startServer(env) {
  let output = '';
  const child = spawn(process.execPath, [serveScript], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'demo',
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'error',
      API_CONTRACT_CHECK: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  if (!(await Promise.race([server.exited, sleep(15_000).then(() => false)]))) server.child.kill('SIGKILL');
  await server.exited;
}

/** Milliseconds until GET /healthz answers 200. */
async function waitHealthy(server) {
  const started = performance.now();
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await request('GET', '/healthz')).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`server not healthy after ${READY_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}

const nextLead = createLeadGenerator('Fault Lead');

/** Lead clients until stop(): every answer's status and time, the acknowledged ids. */
function startLoad() {
  const tally = { answers: [], ids: [], failures: 0, firstFailure: undefined, running: true };
  const client = async () => {
    while (tally.running) {
      const lead = nextLead();
      try {
        const { status, text } = await request('POST', '/api/v1/callmeback', {
          body: lead.body,
          headers: { 'x-forwarded-for': lead.ip, origin: `http://127.0.0.1:${SERVER_PORT}` },
        });
        tally.answers.push({ status, at: performance.now() });
        if (status >= 200 && status < 300) tally.ids.push(JSON.parse(text).data.id);
      } catch (error) {
        tally.failures += 1;
        tally.firstFailure ??= error instanceof Error ? error.message : String(error);
        await sleep(20);
      }
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, client));
  return {
    tally,
    async stop() {
      tally.running = false;
      await done;
    },
  };
}

const storedLeadIds = () => readStoredLeadIds(request, adminToken);

function statusesBetween(tally, from, to) {
  const counts = {};
  for (const { status, at } of tally.answers)
    if (at >= from && at < to) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function report(name, { tally, stored, recoveryMs, recoveryWhat, outage, after }) {
  const storedSet = new Set(stored);
  const lost = tally.ids.filter((id) => !storedSet.has(id)).length;
  const acknowledgedSet = new Set(tally.ids);
  const extra = stored.filter((id) => !acknowledgedSet.has(id)).length;
  console.log(`\n${name}`);
  console.log(`  leads acknowledged (2xx): ${tally.ids.length}`);
  console.log(`  leads stored:             ${stored.length}`);
  console.log(`  acknowledged but lost:    ${lost}${lost === 0 ? '' : '   ✖ LOST WRITES'}`);
  console.log(`  stored, not acknowledged: ${extra} (in flight when the fault hit; the client saw an error)`);
  console.log(
    `  during the fault:         ${JSON.stringify(outage)}, requests without an answer: ${tally.failures}`,
  );
  console.log(`  after recovery:           ${JSON.stringify(after)}`);
  console.log(`  recovery:                 ${(recoveryMs / 1000).toFixed(3)} s (${recoveryWhat})`);
  return lost === 0;
}

async function pgliteKill9() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-faults-pglite-'));
  let server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    await waitHealthy(server);
    const load = startLoad();
    await sleep(BEFORE_S * 1000);
    const killedAt = performance.now();
    server.child.kill('SIGKILL');
    await server.exited;
    await sleep(OUTAGE_S * 1000);
    const restartedAt = performance.now();
    server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const recoveryMs = await waitHealthy(server);
    await sleep(AFTER_S * 1000);
    await load.stop();
    const stored = await storedLeadIds();
    return report('(a) PGlite, kill -9 of the server mid-load, restart on the same DATA_DIR', {
      tally: load.tally,
      stored,
      recoveryMs,
      recoveryWhat: 'restart → /healthz 200, opening the same folder (stale lock taken over)',
      outage: statusesBetween(load.tally, killedAt, restartedAt + recoveryMs),
      after: statusesBetween(load.tally, restartedAt + recoveryMs, Infinity),
    });
  } finally {
    await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresRestart() {
  const { createScratchPostgres } = await tsImport(
    '../site/src/server/testing/scratch-postgres.ts',
    import.meta.url,
  );
  const postgres = await createScratchPostgres(POSTGRES_PORT);
  if (typeof postgres === 'string') {
    console.log(`\n(b) PostgreSQL restart: NOT RUN — ${postgres}`);
    return true;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-faults-pg-'));
  let server;
  try {
    await postgres.start();
    server = startServer({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
    await waitHealthy(server);
    const load = startLoad();
    await sleep(BEFORE_S * 1000);
    const stoppedAt = performance.now();
    await postgres.stop('fast');
    await sleep(OUTAGE_S * 1000);
    await postgres.start();
    const backAt = performance.now();
    let recoveryMs;
    while (performance.now() - backAt < 30_000) {
      const firstOk = load.tally.answers.find(
        ({ status, at }) => at > backAt && status >= 200 && status < 300,
      );
      if (firstOk) {
        recoveryMs = firstOk.at - backAt;
        break;
      }
      await sleep(10);
    }
    await sleep(AFTER_S * 1000);
    await load.stop();
    const alive = server.child.exitCode === null;
    const stored = alive ? await storedLeadIds() : [];
    if (!alive) console.log(`\n(b) the server DIED during the PostgreSQL restart:\n${server.output()}`);
    return (
      report('(b) PostgreSQL stopped (-m fast, as pg_ctlcluster restart) mid-load, then started', {
        tally: load.tally,
        stored,
        recoveryMs: recoveryMs ?? NaN,
        recoveryWhat: 'PostgreSQL accepting again → first lead stored, the server never restarted',
        outage: statusesBetween(load.tally, stoppedAt, backAt),
        after: statusesBetween(load.tally, backAt, Infinity),
      }) && alive
    );
  } finally {
    if (server) await stopServer(server);
    await postgres.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Faults under lead load: ${CLIENTS} clients, ${BEFORE_S} s before the fault, ${OUTAGE_S} s outage, ${AFTER_S} s after (loopback only)`,
);
let ok = true;
try {
  if (options.only !== 'postgres') ok = (await pgliteKill9()) && ok;
  if (options.only !== 'pglite') ok = (await postgresRestart()) && ok;
} finally {
  agent.destroy();
}
process.exitCode = ok ? 0 : 1;

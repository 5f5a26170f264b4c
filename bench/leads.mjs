#!/usr/bin/env node
// Lead submissions (POST /api/v1/callmeback) against the BUILT server on a fresh embedded
// PGlite database: N concurrent clients for a fixed time, each lead with its own phone number
// and X-Forwarded-For address (so no rate limit trips). Reports req/s and latency, then reads
// every stored lead back through GET /api/admin/leads and checks that the rows stored are
// exactly the leads answered 2xx.
//
// Usage (from the repository root, after `pnpm build`):
//   node bench/leads.mjs [--clients 50] [--duration 10] [--warmup 2] [--max-requests 200000]
// Goal (issue 4): ≥ 1,000 leads/s with p99 < 100 ms and nothing lost, on 2 cores.
// Traffic goes only to 127.0.0.1; the run is bounded in time and count; the server is stopped.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { createLeadGenerator, loopbackRequester, readStoredLeadIds } from './lead-support.mjs';

const { values: options } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'max-requests': { type: 'string', default: '200000' },
  },
});
const CLIENTS = Math.min(Math.max(Number(options.clients), 1), 500);
const DURATION_S = Math.min(Math.max(Number(options.duration), 1), 120);
const WARMUP_S = Math.min(Math.max(Number(options.warmup), 0), 30);
const MAX_REQUESTS = Math.min(Math.max(Number(options['max-requests']), 1), 1_000_000);
const GOAL = { leadsPerSecond: 1000, p99Ms: 100 };

requireBuild();

const adminToken = randomBytes(24).toString('hex');
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 4 });

// BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server.
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
let server;
/** One HTTP request to the server under test; resolves with status and body text. */
let request;

const nextLead = createLeadGenerator('Bench Lead');

/** Every answer: status, latency, and the id of a 2xx. */
function createTally() {
  return { latencies: [], statuses: new Map(), ids: [], errors: 0, firstError: undefined };
}

async function runClients(seconds, tally, budget) {
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until && budget.left > 0) {
      budget.left -= 1;
      const lead = nextLead();
      const started = performance.now();
      try {
        const { status, text } = await request('POST', '/api/v1/callmeback', {
          body: lead.body,
          headers: { 'x-forwarded-for': lead.ip },
        });
        tally.latencies.push(performance.now() - started);
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        if (status >= 200 && status < 300) tally.ids.push(JSON.parse(text).data.id);
      } catch (error) {
        tally.errors += 1;
        tally.firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return (performance.now() - started) / 1000;
}

const storedLeadIds = () => readStoredLeadIds(request, adminToken);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value) => `${value.toFixed(1)} ms`;

let exitCode = 0;
try {
  server = await startBuiltServer({
    name: 'leads',
    nodeArgs: serverNodeArgs,
    env: {
      // No PUBLIC_ORIGIN set here: the environment's, if any.
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN,
      TRUST_PROXY: '1',
      ADMIN_TOKEN: adminToken,
      // As production serves (decision 064): the answer check is for development and tests;
      // API_CONTRACT_CHECK=1 measures its cost.
      API_CONTRACT_CHECK: process.env.API_CONTRACT_CHECK ?? '0',
    },
  });
  request = loopbackRequester({ port: server.port, agent, timeoutMs: 30_000 });
  const budget = { left: MAX_REQUESTS };
  const warmup = createTally();
  if (WARMUP_S > 0) await runClients(WARMUP_S, warmup, budget);
  const measured = createTally();
  const elapsed = await runClients(DURATION_S, measured, budget);

  const stored = await storedLeadIds();
  const answered = [...warmup.ids, ...measured.ids];
  const storedSet = new Set(stored);
  const missing = answered.filter((id) => !storedSet.has(id)).length;
  const answeredSet = new Set(answered);
  const unexpected = stored.filter((id) => !answeredSet.has(id)).length;

  const sorted = measured.latencies.toSorted((a, b) => a - b);
  const total = sorted.length + measured.errors;
  const ok = measured.ids.length;
  const rate = ok / elapsed;
  const p99 = percentile(sorted, 99);
  const nothingLost = missing === 0 && unexpected === 0 && stored.length === answered.length;
  const other = [...measured.statuses].filter(([status]) => status < 200 || status >= 300);

  console.log(`\n### Leads benchmark — POST /api/v1/callmeback, built server, embedded PGlite\n`);
  console.log(
    `${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; ` +
      `${CLIENTS} concurrent clients, ${WARMUP_S} s warm-up + ${DURATION_S} s measured, load generator on the same machine.\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| requests (measured) | ${total} |`);
  console.log(`| 2xx answers (measured) | ${ok} |`);
  console.log(
    `| other statuses | ${other.length ? other.map(([s, n]) => `${s}×${n}`).join(', ') : 'none'} |`,
  );
  console.log(
    `| transport errors | ${measured.errors}${measured.firstError ? ` (${measured.firstError})` : ''} |`,
  );
  console.log(`| leads/s (2xx) | ${rate.toFixed(0)} |`);
  console.log(`| latency p50 | ${ms(percentile(sorted, 50))} |`);
  console.log(`| latency p90 | ${ms(percentile(sorted, 90))} |`);
  console.log(`| latency p99 | ${ms(p99)} |`);
  console.log(`| latency max | ${ms(sorted.at(-1) ?? NaN)} |`);
  console.log(`| 2xx answers incl. warm-up | ${answered.length} |`);
  console.log(`| rows stored | ${stored.length} |`);
  console.log(`| answered but not stored / stored but not answered | ${missing} / ${unexpected} |`);
  const goalMet = rate >= GOAL.leadsPerSecond && p99 < GOAL.p99Ms && nothingLost;
  console.log(
    `| goal (≥ ${GOAL.leadsPerSecond} leads/s, p99 < ${GOAL.p99Ms} ms, nothing lost) | ${goalMet ? 'met' : 'NOT met'} |\n`,
  );

  if (!nothingLost) {
    console.error('✖ rows stored differ from the 2xx answers: leads were lost or invented.');
    exitCode = 1;
  }
  if (measured.errors > 0 || other.length > 0) {
    console.error('✖ some requests failed (see the table).');
    exitCode = 1;
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await server?.stop();
  agent.destroy();
}
process.exit(exitCode);

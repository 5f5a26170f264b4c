#!/usr/bin/env node
// The Tanya video page (issue 6) against the BUILT server, each part on its own embedded PGlite:
//   (a) client JS of the page: the module scripts, modulepreloads and inline import()s its HTML
//       references, followed through static imports in site/dist/public, gzip -9; budget 85 kB;
//   (b) throughput of the dynamic page — as served (with the page micro-cache) and rendered on
//       every request — vs the same HTML served as a static file (a tiny node:http server in its
//       own process), autocannon, same machine, one run; aim ≥ 0.3;
//   (c) render time (sequential GETs of distinct random questions) with 1,000 and with 100,000
//       questions, made by bench/generate-tanya-questions.ts; p50 should stay flat (≤ 1.2×).
//
// Usage (repository root, after `pnpm build`):
//   node bench/tanya-video-page.mjs [--connections 50] [--duration 10] [--requests 300]
//        [--warmup 50] [--sizes 1000,100000] [--fresh] [--skip-throughput] [--skip-scale]
// Generated libraries are kept in .cache/bench-tanya/<size>/ and reused (same seed, same data)
// unless --fresh. Exit code 1 when the client JS is over budget or a request fails.
// Traffic goes only to 127.0.0.1; every server started here is stopped.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, sleep } from './built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serveScript = path.join(root, 'site', 'scripts', 'serve.mjs');
const publicDir = path.join(root, 'site', 'dist', 'public');
const generator = path.join(root, 'bench', 'generate-tanya-questions.ts');
const cacheDir = path.join(root, '.cache', 'bench-tanya');

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '50' },
    sizes: { type: 'string', default: '1000,100000' },
    fresh: { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    'skip-throughput': { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Math.min(Math.max(Number(options.connections), 1), 500);
const DURATION_S = Math.min(Math.max(Number(options.duration), 1), 120);
const REQUESTS = Math.min(Math.max(Number(options.requests), 10), 10_000);
const WARMUP = Math.min(Math.max(Number(options.warmup), 0), 1000);
const SIZES = options.sizes.split(',').map(Number);
const BUDGET_BYTES = 85_000;
const GOAL_RATIO = 0.3;
const FLAT_RATIO = 1.2;
/** A demo question with maths, key moments and an MP4 (site/src/server/tanya/demo/). */
const DEMO_QUESTION_ID = '54b42824-1746-4bad-942e-b5b94fc32086';
const READY_TIMEOUT_MS = 180_000;

if (!existsSync(path.join(root, 'site', 'dist', 'serve-node.js'))) {
  console.error('No build found (site/dist/serve-node.js). Run `pnpm build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** One GET; resolves with status, headers and body text. */
function get(port, pathname, agent) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('request timed out after 30 s')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * CPU time a process has used so far (Linux /proc; undefined elsewhere). Unlike req/s it does not
 * depend on how much of the machine other processes take.
 */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Starts a child process serving HTTP on `port` and waits until `readyPath` answers 200. */
async function startProcess(label, args, env, port, readyPath) {
  let stderr = '';
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) child.kill('SIGKILL');
      await exited;
    }
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await get(port, readyPath)).status === 200) return { port, stop, cpuSeconds: () => cpuSecondsOf(child.pid) };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${label} not ready after ${READY_TIMEOUT_MS / 1000} s:\n${stderr}`);
}

/** The built site; `env` may turn its page micro-cache off (PAGE_CACHE_SECONDS=0). */
async function startSite(dataDir, env = {}) {
  const port = await freePort();
  return startProcess('site server', [serveScript], { APP_ENV: 'demo', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...env }, port, '/healthz');
}

/** Renders every request: the page micro-cache (site/src/server/http/page-cache.ts) off. */
const NO_PAGE_CACHE = { PAGE_CACHE_SECONDS: '0' };

/** The same HTML as a static file: bare node:http + fs, in its own process like the site server. */
async function startBareStaticServer(file) {
  const port = await freePort();
  const code = `
    const http = require('node:http'); const fs = require('node:fs');
    const file = process.env.BENCH_FILE; const size = fs.statSync(file).size;
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': size, 'cache-control': 'public, max-age=60' });
      fs.createReadStream(file).pipe(res);
    }).listen(Number(process.env.BENCH_PORT), '127.0.0.1');`;
  return startProcess('static server', ['-e', code], { BENCH_FILE: file, BENCH_PORT: String(port) }, port, '/');
}

/** The same HTML as a static file served by the production server's static stack (production.ts). */
async function startProductionStaticServer(folder) {
  const port = await freePort();
  // `--import tsx` keeps the server in this very process (tsx's CLI would start another), so its
  // CPU time can be read.
  return startProcess('production static server', ['--import', 'tsx', path.join(root, 'bench', 'tanya-static-server.ts')], { BENCH_ROOT: folder, BENCH_PORT: String(port) }, port, '/video-page.html');
}

// (a) ------------------------------------------------------------------------------------------

/** Every JS file the page loads at start: referenced by the HTML, then their static imports. */
function clientScripts(html) {
  const entries = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) entries.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) entries.add(match[1]);
  // Waku boots with an inline `import("/assets/index-….js")`.
  for (const script of html.matchAll(/<script(?![^>]*\b(?:src|type="application\/ld\+json")\b)[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of script[1].matchAll(/\bimport\("(\/[^"]+\.js)"\)/g)) entries.add(match[1]);
  }
  const files = new Map();
  const queue = [...entries].map((url) => new URL(url, 'http://x/').pathname);
  while (queue.length > 0) {
    const urlPath = queue.shift();
    if (files.has(urlPath)) continue;
    const code = readFileSync(path.join(publicDir, urlPath));
    files.set(urlPath, code);
    // Static `import … from "…"`, `import "…"`, `export … from "…"`; never `import(…)`.
    for (const match of code.toString('utf8').matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(new URL(match[1], `http://x${urlPath}`).pathname);
    }
  }
  return [...files].map(([file, code]) => ({ file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length }));
}

// (b) ------------------------------------------------------------------------------------------

async function cannon(url, server) {
  // A short discarded run first, so both sides are measured warm.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const cpuAfter = server.cpuSeconds();
  const cpuMsPerRequest = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    cpuMsPerRequest,
  };
}

/**
 * (b): the dynamic page as the site serves it (rendered, then kept a few seconds by the page
 * micro-cache), the same page rendered on every request (micro-cache off), and the same HTML
 * served as a static file, each under autocannon.
 */
async function measureThroughput(site, page, pagePath, workDir) {
  const staticRoot = path.join(workDir, 'static');
  await fs.mkdir(path.join(staticRoot, 'public'), { recursive: true });
  const htmlFile = path.join(staticRoot, 'public', 'video-page.html');
  await fs.writeFile(htmlFile, page.text);
  const dynamic = await cannon(`http://127.0.0.1:${site.port}${pagePath}`, site);
  const runServer = async (start, url) => {
    const server = await start();
    try {
      return await cannon(url(server.port), server);
    } finally {
      await server.stop();
    }
  };
  const rendered = await runServer(() => startSite(path.join(workDir, 'data-no-cache'), NO_PAGE_CACHE), (port) => `http://127.0.0.1:${port}${pagePath}`);
  const bare = await runServer(() => startBareStaticServer(htmlFile), (port) => `http://127.0.0.1:${port}/`);
  const stack = await runServer(() => startProductionStaticServer(staticRoot), (port) => `http://127.0.0.1:${port}/video-page.html`);
  console.log(`#### (b) Throughput, ${CONNECTIONS} connections, ${DURATION_S} s each (after 2 s warm-up), uncompressed ${kb(page.text.length)} page\n`);
  console.log('| served as | req/s | p50 | p99 | non-2xx | errors | timeouts (> 10 s) | server CPU per request | req/s ratio dynamic / this | CPU ratio this / dynamic |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const cpu = (run) => (run.cpuMsPerRequest === undefined ? 'n/a' : `${run.cpuMsPerRequest.toFixed(2)} ms`);
  const cpuRatio = (run) => (run.cpuMsPerRequest === undefined || dynamic.cpuMsPerRequest === undefined ? 'n/a' : (run.cpuMsPerRequest / dynamic.cpuMsPerRequest).toFixed(2));
  const row = (label, run) =>
    console.log(
      `| ${label} | ${run.rps.toFixed(0)} | ${run.p50} ms | ${run.p99} ms | ${run.non2xx} | ${run.errors} | ${run.timeouts} | ${cpu(run)} | ${run === dynamic ? '—' : `**${(dynamic.rps / run.rps).toFixed(2)}**`} | ${run === dynamic ? '—' : cpuRatio(run)} |`,
    );
  row('dynamic video page, as served (page micro-cache on)', dynamic);
  row('dynamic video page, rendered on every request (PAGE_CACHE_SECONDS=0)', rendered);
  row('same HTML, static file, bare node:http', bare);
  row('same HTML, static file, production static stack', stack);
  const ratio = dynamic.rps / bare.rps;
  console.log(`\nratio dynamic / static, req/s (bare node:http): **${ratio.toFixed(2)}**, (production static stack): **${(dynamic.rps / stack.rps).toFixed(2)}** — aim ≥ ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}.`);
  console.log(`Rendering every request: ${(rendered.rps / bare.rps).toFixed(2)} of bare node:http, ${(rendered.rps / stack.rps).toFixed(2)} of the production static stack.`);
  console.log('The CPU ratio is what req/s would show with the server alone on its cores (load generator elsewhere); on a shared machine req/s also measures who gets the CPU.\n');
  if ([dynamic, rendered, bare, stack].some((run) => run.non2xx + run.errors > 0)) {
    console.error('✖ some requests failed (see the table).');
    exitCode = 1;
  }
}

// (c) ------------------------------------------------------------------------------------------

async function ensureLibrary(size) {
  const dataDir = path.join(cacheDir, String(size));
  const marker = path.join(dataDir, 'bench-questions.json');
  if (!options.fresh && existsSync(marker)) {
    const library = JSON.parse(await fs.readFile(marker, 'utf8'));
    if (library.count === size) return { dataDir, library, reused: true };
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  console.error(`generating ${size} questions in ${path.relative(root, dataDir)} …`);
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, generator, '--count', String(size), '--data-dir', dataDir], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generator exited with ${code}`))));
  });
  return { dataDir, library: JSON.parse(await fs.readFile(marker, 'utf8')), reused: false };
}

function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items of `items` in a seeded random order (no question asked twice). */
function sample(items, count, random) {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy.slice(0, Math.min(count, copy.length));
}

/**
 * Render time per library size. Every library gets its own server, all running at once, and the
 * measured requests alternate between them (one to each in turn): load from other processes on
 * the machine then weighs on every size alike instead of on whichever ran during a busy minute.
 */
async function measureScale(sizes) {
  const libraries = [];
  for (const size of sizes) libraries.push({ size, ...(await ensureLibrary(size)) });
  const servers = [];
  try {
    // Render time: the page micro-cache off (each question is asked once anyway).
    for (const library of libraries) servers.push(await startSite(library.dataDir, NO_PAGE_CACHE));
    const runs = libraries.map((library, index) => {
      const paths = sample(library.library.paths, WARMUP + REQUESTS, createRandom(library.size));
      return { ...library, server: servers[index], agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), warmup: paths.slice(0, WARMUP), measured: paths.slice(WARMUP), latencies: [] };
    });
    const fetchPage = async (run, pagePath) => {
      const started = performance.now();
      const response = await get(run.server.port, pagePath, run.agent);
      const elapsed = performance.now() - started;
      if (response.status !== 200 || !response.text.includes('application/ld+json')) throw new Error(`GET ${pagePath} answered ${response.status}`);
      return elapsed;
    };
    for (let index = 0; index < WARMUP; index += 1) for (const run of runs) if (run.warmup[index]) await fetchPage(run, run.warmup[index]);
    for (let index = 0; index < REQUESTS; index += 1) {
      for (const run of runs) if (run.measured[index]) run.latencies.push(await fetchPage(run, run.measured[index]));
    }
    return runs.map((run) => {
      run.agent.destroy();
      const sorted = run.latencies.toSorted((a, b) => a - b);
      return { size: run.size, count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1), reused: run.reused, importSeconds: run.library.importSeconds };
    });
  } finally {
    for (const server of servers) await server.stop();
  }
}

// ----------------------------------------------------------------------------------------------

let exitCode = 0;
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bimbel-bench-tanya-'));
console.log(`\n### Tanya video page — built server, embedded PGlite\n`);
console.log(`${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os.loadavg().map((v) => v.toFixed(1)).join(' / ')}; load generator on the same machine.\n`);
try {
  const site = await startSite(path.join(workDir, 'data'));
  try {
    const redirect = await get(site.port, `/tanya/${DEMO_QUESTION_ID}/x`);
    const pagePath = redirect.headers.location;
    if (redirect.status !== 301 || !pagePath) throw new Error(`expected a 301 to the demo question, got ${redirect.status}`);
    const page = await get(site.port, pagePath);
    if (page.status !== 200) throw new Error(`GET ${pagePath} answered ${page.status}`);

    const scripts = clientScripts(page.text);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`#### (a) Client JS of ${pagePath.slice(0, 60)}…\n`);
    console.log('| file | raw | gzip -9 |');
    console.log('|---|---|---|');
    for (const script of scripts) console.log(`| ${script.file} | ${kb(script.raw)} | ${kb(script.gzip)} |`);
    console.log(`| **total** | ${kb(scripts.reduce((sum, script) => sum + script.raw, 0))} | **${kb(total)}** (budget ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? 'within' : 'OVER'}) |\n`);
    const onDemand = (await fs.readdir(path.join(publicDir, 'assets'))).filter((name) => name.startsWith('hls.light-') && name.endsWith('.js'));
    for (const name of onDemand) {
      const size = gzipSync(readFileSync(path.join(publicDir, 'assets', name)), { level: 9 }).length;
      console.log(`Not counted, loaded on demand: ${name} (${kb(size)} gzip) — only for an HLS video in a browser without native HLS.\n`);
    }
    if (total > BUDGET_BYTES) {
      console.error(`✖ client JS ${kb(total)} is over the ${kb(BUDGET_BYTES)} budget.`);
      exitCode = 1;
    }

    if (!options['skip-throughput']) await measureThroughput(site, page, pagePath, workDir);
  } finally {
    await site.stop();
  }

  if (!options['skip-scale']) {
    const rows = await measureScale(SIZES);
    console.log(`#### (c) Render time: ${REQUESTS} sequential GETs per size, each a different random question, after ${WARMUP} warm-up GETs; sizes served at once, requests alternating\n`);
    console.log('| questions | p50 | p95 | max | library |');
    console.log('|---|---|---|---|---|');
    for (const row of rows) {
      console.log(`| ${row.size.toLocaleString('en')} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.reused ? 'reused' : 'generated'}, imported in ${row.importSeconds.toFixed(1)} s |`);
    }
    const smallest = rows[0];
    const largest = rows.at(-1);
    if (smallest && largest && smallest !== largest) {
      const growth = largest.p50 / smallest.p50;
      console.log(`\np50 ${largest.size.toLocaleString('en')} / ${smallest.size.toLocaleString('en')}: **${growth.toFixed(2)}×** (flat means ≤ ${FLAT_RATIO}×: ${growth <= FLAT_RATIO ? 'flat' : 'NOT flat'})\n`);
    }
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}
process.exit(exitCode);

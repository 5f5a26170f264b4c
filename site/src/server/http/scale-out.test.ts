import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { TEST_DATABASE_URL } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { PRUNE_LOCK_KEY_FOR_TESTS, pruneExpiredRowsOnce } from './prune-expired.ts';

/*
 * Issue 13, defect 2: "app processes stay stateless" (ARCHITECTURE.md) shown, not claimed. Two
 * built servers on one PostgreSQL behind a round-robin proxy written here (loopback only): a
 * login made on one serves the other, limits count once across both, the page cache never
 * hands one user's page to another, and the scheduled pruning runs once at a time.
 */

const siteDir = path.resolve(import.meta.dirname, '../../..');
const serveScript = path.join(siteDir, 'scripts', 'serve.mjs');
const UPSTREAM_PORTS = [3863, 3864] as const;
const PROXY_PORT = 3865;
const BASE = `http://127.0.0.1:${PROXY_PORT}`;
/** README's demo numbers: they log in with the fixed code 123456 in demo mode. */
const PARENT_SARI = '081100000001';
const STUDENT_DIMAS = '081100000002';
const NEW_NUMBER = '081100000009';
const TEST_CODE = '123456';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Processes behind one load balancer share one signing secret, as a deployment sets it. */
const SHARED_AUTH_SECRET = randomBytes(32).toString('base64url');

type Upstream = { child: ChildProcess; output: () => string; exited: Promise<unknown> };

function startUpstream(port: number, databaseUrl: string, dataDir: string): Upstream {
  const child = spawn(process.execPath, [serveScript], {
    env: {
      ...process.env,
      APP_ENV: 'demo',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: SHARED_AUTH_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: BASE,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'error',
      PAGE_CACHE_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** A round-robin reverse proxy on loopback; each answer says which upstream served it. */
function startProxy(): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % UPSTREAM_PORTS.length;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: UPSTREAM_PORTS[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many calls, read field by field
type Answer = { status: number; upstream: string; body: any; headers: Headers; text: string };

async function call(
  method: string,
  pathname: string,
  options: { json?: unknown; token?: string; cookie?: string; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { origin: BASE, 'x-forwarded-for': options.ip ?? '198.51.100.7' };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${BASE}${pathname}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream') ?? '?',
    body,
    headers: response.headers,
    text,
  };
}

/** Logs in with a demo number: the code is asked on one process and checked on the other. */
async function login(phone: string, ip: string) {
  const requested = await call('POST', '/api/auth/otp/request', { json: { phone_number: phone }, ip });
  expect(requested.status, requested.text).toBe(200);
  const verified = await call('POST', '/api/auth/otp/verify', {
    json: { challenge_id: requested.body.data.challenge_id, code: TEST_CODE },
    ip,
  });
  expect(verified.status, verified.text).toBe(200);
  expect(verified.upstream).not.toBe(requested.upstream);
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { token: verified.body.data.primary_user.access_token as string, cookie, verified };
}

const built = existsSync(path.join(siteDir, 'dist', 'serve-node.js'));

/** Stands in for the server's URL while the suite is skipped (no TEST_DATABASE_URL): never connected to. */
const UNSET_SERVER = 'postgresql://127.0.0.1:5432/unset';

describe.runIf(process.env[TEST_DATABASE_URL])('two server processes on one PostgreSQL', () => {
  const name = `bimbel_scaleout_${process.pid}_${randomBytes(3).toString('hex')}`;
  const serverUrl = process.env[TEST_DATABASE_URL] ?? UNSET_SERVER; // vitest collects a skipped suite's body too
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const dataDir = path.join(os.tmpdir(), `bimbel-scaleout-${process.pid}`);
  let upstreams: Upstream[] = [];
  let proxy: http.Server | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    if (!built) throw new Error('No build: run `pnpm build` before these tests (`pnpm check` does).');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    // Both start on the empty database at once: the migrations' advisory lock makes one wait.
    upstreams = UPSTREAM_PORTS.map((port) => startUpstream(port, databaseUrl, dataDir));
    const deadline = Date.now() + 90_000;
    while (!upstreams.every((upstream) => upstream.output().includes('Bimbel siap'))) {
      for (const upstream of upstreams) {
        if (upstream.child.exitCode !== null) throw new Error(`a server exited:\n${upstream.output()}`);
      }
      if (Date.now() > deadline)
        throw new Error(`servers not ready:\n${upstreams.map((u) => u.output()).join('\n')}`);
      await sleep(100);
    }
    database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
    await seedDemo(database.db);
    proxy = await startProxy();
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    for (const upstream of upstreams) upstream.child.kill('SIGTERM');
    await Promise.race([Promise.all(upstreams.map((upstream) => upstream.exited)), sleep(15_000)]);
    for (const upstream of upstreams) if (upstream.child.exitCode === null) upstream.child.kill('SIGKILL');
    await database?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 60_000);

  it('serves a login made on one process from the other', async () => {
    const { token, cookie } = await login(STUDENT_DIMAS, '198.51.100.21');
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const session = await call('GET', '/api/auth/session', { token });
      expect(session.status, session.text).toBe(200);
      expect(session.body.data.primary_user.full_name).toContain('Dimas');
      seen.add(session.upstream);
      const byCookie = await call('GET', '/api/auth/session', { cookie });
      expect(byCookie.status).toBe(200);
      seen.add(byCookie.upstream);
    }
    expect(seen).toEqual(new Set(['0', '1']));
  });

  it('counts OTP limits and tries once across both processes', async () => {
    // A number outside the test list: a real code (printed by the demo's log sender).
    const phone = '081377770013';
    const ip = '198.51.100.22';
    const requested = await call('POST', '/api/auth/otp/request', { json: { phone_number: phone }, ip });
    expect(requested.status, requested.text).toBe(200);
    // A second code at once, asked of the other process: still "too soon".
    const again = await call('POST', '/api/auth/otp/request', { json: { phone_number: phone }, ip });
    expect(again.upstream).not.toBe(requested.upstream);
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('otp_resend_too_soon');
    // Five wrong codes close the challenge, as on one process, alternating between the two.
    const codes: string[] = [];
    const upstreamsSeen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const tried = await call('POST', '/api/auth/otp/verify', {
        json: { challenge_id: requested.body.data.challenge_id, code: '000000' },
        ip,
      });
      codes.push(tried.body.error.code);
      upstreamsSeen.add(tried.upstream);
    }
    expect(codes).toEqual([
      'otp_wrong_code',
      'otp_wrong_code',
      'otp_wrong_code',
      'otp_wrong_code',
      'otp_closed',
      'otp_closed',
    ]);
    expect(upstreamsSeen.size).toBe(2);

    // 20 code requests per IP per hour (otp-policy.ts): the 21st is refused, whichever process.
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const asked = await call('POST', '/api/auth/otp/request', {
        json: { phone_number: NEW_NUMBER },
        ip: '198.51.100.25',
      });
      statuses.push(asked.status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429, 429]);
  });

  it('trips the per-number lead limit at the same count as one process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const lead = await call('POST', '/api/v1/callmeback', {
        json: {
          user_type: 'parent',
          phone_number: '081399990013',
          name: `Scale Out ${'ABCDEFG'[i]}`,
          grade: 7,
          source_page: 'Home Page Banner',
        },
        ip: `198.51.100.${100 + i}`,
      });
      statuses.push(lead.status);
    }
    // 5 new leads per number per hour (lead-policy.ts), counted in the shared database.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('never serves one user’s private page to another (the page cache keeps only public pages)', async () => {
    const sari = await login(PARENT_SARI, '198.51.100.23');
    const dimas = await login(STUDENT_DIMAS, '198.51.100.24');
    for (let round = 0; round < 2; round += 1) {
      for (const [who, own, other] of [
        [sari, 'Raka', 'Dimas'],
        [dimas, 'Dimas', 'Raka'],
      ] as const) {
        const page = await call('GET', '/bimbel/user', { cookie: who.cookie });
        expect(page.status, page.text.slice(0, 300)).toBe(200);
        expect(page.headers.get('cache-control')).toMatch(/no-store/);
        expect(page.headers.get('x-page-cache')).toBeNull();
        expect(page.text).toContain(own);
        expect(page.text).not.toContain(other);
      }
    }
    // Without a session the private page is a redirect to the login, on both processes.
    for (let i = 0; i < 2; i += 1) {
      const anonymous = await call('GET', '/bimbel/user');
      expect(anonymous.status).toBe(307);
      expect(anonymous.headers.get('location')).toMatch(/^\/login/);
    }
  });

  it('prunes expired rows once at a time: a process finding the lock taken skips its round', async () => {
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select pg_advisory_xact_lock(${PRUNE_LOCK_KEY_FOR_TESTS})`);
      expect(await pruneExpiredRowsOnce(database!.db)).toBe(false);
      await holder.query('commit');
      expect(await pruneExpiredRowsOnce(database!.db)).toBe(true);
      // Two at the same moment: one prunes, the other skips (or both prune one after the other).
      const both = await Promise.all([
        pruneExpiredRowsOnce(database!.db),
        pruneExpiredRowsOnce(database!.db),
      ]);
      expect(both).toContain(true);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from rate_limit_counters where expires_at < now()`.execute(database!.db);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await holder.end();
    }
  });
});

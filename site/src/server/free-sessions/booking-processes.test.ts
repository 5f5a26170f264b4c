import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../db/database.ts';
import { TEST_DATABASE_URL } from '../db/testing/test-database.ts';
import { insertClass, insertStudent } from '../live-classes/testing/class-fixtures.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { testConfig } from '../testing/backend-harness.ts';

/*
 * "50 simultaneous bookings of a slot with 10 seats give exactly 10 bookings" (issue 15) with real
 * server processes: two backend processes on one PostgreSQL (the database processes share; a PGlite
 * folder belongs to one process), each with its own connection pool, the bookings split between
 * them. The same race through one process is in free-session-routes.test.ts, on both databases.
 */

const SERVER_SCRIPT = fileURLToPath(new URL('../testing/backend-server-process.ts', import.meta.url));
const PORTS = [3871, 3872] as const;
const ORIGIN = `http://127.0.0.1:${PORTS[0]}`;
const AUTH_SECRET = randomBytes(32).toString('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = { child: ChildProcess; output: () => string; exited: Promise<unknown> };

function startServer(port: number, databaseUrl: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], {
    env: {
      ...process.env,
      APP_ENV: 'demo',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      // One issuer for both, as processes behind one load balancer have.
      PUBLIC_ORIGIN: ORIGIN,
      JOBS_POLL_MS: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

/** Stands in for the server's URL while the suite is skipped (no TEST_DATABASE_URL): never connected to. */
const UNSET_SERVER = 'postgresql://127.0.0.1:5432/unset';

describe.runIf(process.env[TEST_DATABASE_URL])(
  'booking one slot from two server processes on one PostgreSQL',
  () => {
    const serverUrl = process.env[TEST_DATABASE_URL] ?? UNSET_SERVER; // vitest collects a skipped suite's body too
    const name = `bimbel_booking_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    let database: Database;
    const servers: Server[] = [];

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
      database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/tmp', poolSize: 2 });
      await migrate(database);
      for (const port of PORTS) servers.push(startServer(port, url.toString()));
      const deadline = Date.now() + 90_000;
      for (const server of servers) {
        while (!server.output().includes('Bimbel siap')) {
          if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
          if (Date.now() > deadline) throw new Error(`server not ready:\n${server.output()}`);
          await sleep(100);
        }
      }
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) {
        if (server.child.exitCode === null) server.child.kill('SIGTERM');
        await Promise.race([server.exited, sleep(10_000)]);
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
      await database?.close();
      await admin(`drop database if exists ${name} with (force)`);
    }, 60_000);

    it('lets exactly 10 of 50 students in, whichever process answers them', async () => {
      const now = new Date();
      const startsAt = new Date(now.getTime() + 2 * 86_400_000);
      const slot = await insertClass(database.db, {
        kind: 'free',
        grades: [5],
        capacity: 10,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 3_600_000),
      });
      const config = testConfig({ AUTH_SECRET, PUBLIC_ORIGIN: ORIGIN });
      const tokens = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const student = await insertStudent(database.db, { grade: '5_SD_SD', now });
          return mintAccessToken(database.db, student, { config, now });
        }),
      );

      const answers = await Promise.all(
        tokens.map(async (token, index) => {
          const port = PORTS[index % PORTS.length];
          const response = await fetch(
            `http://127.0.0.1:${port}/sessions/v1/students/sessions/slots/${slot.id}/booking`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, origin: ORIGIN },
            },
          );
          return {
            port,
            status: response.status,
            body: (await response.json()) as { error?: { code: string; message: string } },
          };
        }),
      );

      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
      const full = answers.filter((answer) => answer.status === 409);
      expect(full).toHaveLength(40);
      for (const answer of full)
        expect(answer.body.error).toMatchObject({
          code: 'slot_full',
          message: expect.stringContaining('penuh'),
        });
      // Both processes took part, and both let students in or sent them away.
      expect(new Set(answers.map((answer) => answer.port)).size).toBe(2);
      const rows = await database.db
        .selectFrom('class_bookings')
        .select('id')
        .where('class_id', '=', slot.id)
        .where('cancelled_at', 'is', null)
        .execute();
      expect(rows).toHaveLength(10);
      for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
    }, 60_000);
  },
);

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config/config.ts';
import type { Database, DatabaseKind } from '../db/database.ts';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { createBackendApp } from '../backend-app.ts';
import { MemoryPaymentGateway } from '../billing/payments/testing/memory-payment-gateway.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
/** Fixed codes of the demo test numbers, as README documents them. */
export const TEST_OTP_NUMBERS = '+6281100000001:123456,+6281100000002:123456,+6281100000009:123456';

let testDataDir: string | undefined;

export function testConfig(env: Record<string, string> = {}): Config {
  // The demo AUTH_SECRET is generated in DATA_DIR on first use: a temporary folder, not the repo's .data.
  testDataDir ??= mkdtempSync(path.join(tmpdir(), 'bimbel-test-data-'));
  return loadConfig({
    APP_ENV: 'demo',
    DATA_DIR: testDataDir,
    PUBLIC_ORIGIN: TEST_ORIGIN,
    OTP_TEST_NUMBERS: TEST_OTP_NUMBERS,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    ...env,
  });
}

export type RequestOptions = {
  json?: unknown;
  /** Raw body (for malformed-JSON tests); sent as is. */
  body?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's IP (X-Forwarded-For; the test config trusts the proxy). */
  ip?: string;
};

export type Harness = {
  database: Database;
  config: Config;
  /** The frozen clock every route reads; move it with `advance`. */
  clock: { now: Date; advance(ms: number): void };
  /** The in-memory payment gateway the routes use (decision 079): set statuses, make it fail. */
  paymentGateway: MemoryPaymentGateway;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
};

/**
 * Declares a backend suite once per database (PGlite; PostgreSQL too with TEST_DATABASE_URL),
 * with the real app over a fresh test database, a test config and a frozen clock.
 */
export function describeBackend(
  name: string,
  suite: (harness: () => Harness, kind: DatabaseKind) => void,
  env: Record<string, string> = {},
) {
  describeEachDatabase(name, (database, kind) => {
    const config = testConfig(env);
    const clock = {
      now: new Date('2026-11-22T03:00:00.000Z'),
      advance(ms: number) {
        clock.now = new Date(clock.now.getTime() + ms);
      },
    };
    const paymentGateway = new MemoryPaymentGateway();
    let app: ReturnType<typeof createBackendApp> | undefined;
    const harness = (): Harness => {
      app ??= createBackendApp({
        database: async () => database(),
        config: () => config,
        now: () => clock.now,
        paymentGateway: () => paymentGateway,
      });
      return {
        database: database(),
        config,
        clock,
        paymentGateway,
        request: (method, path, options = {}) => {
          const headers: Record<string, string> = {
            origin: TEST_ORIGIN,
            'x-forwarded-for': options.ip ?? '203.0.113.10',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          };
          let body: string | undefined;
          if (options.json !== undefined) {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(options.json);
          } else if (options.body !== undefined) {
            headers['content-type'] = 'application/json';
            body = options.body;
          }
          if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
          return Promise.resolve(
            app!.request(`http://localhost:3000${path}`, {
              method,
              headers: { ...headers, ...options.headers },
              body,
            }),
          );
        },
      };
    };
    suite(harness, kind);
  });
}

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createBackendApp } from '../backend-app.ts';
import { databaseOutagePages, onDatabaseOutage } from '../http/database-outage.ts';
import { testConfig } from '../testing/backend-harness.ts';
import type { Database } from './database.ts';
import { isDatabaseUnavailableError } from './unavailable.ts';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['admin shutdown (a restart)', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['class 08', withCode('connection failure', '08006')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped in a cause', new Error('query failed', { cause: withCode('x', '57P01') })],
    [
      'inside an AggregateError',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});

const refused = () => Promise.reject(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));

describe('the API while the database is away', () => {
  it('answers 503 unavailable, in Indonesian, with Retry-After (checked against the contract)', async () => {
    const app = createBackendApp({ database: refused, config: () => testConfig() });
    const response = await app.request('/api/v1/modals/configuration');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'Layanan sedang tidak tersedia sebentar. Coba lagi dalam beberapa detik, ya.',
      },
    });
  });

  it('still answers 500 internal for anything else', async () => {
    const app = createBackendApp({
      database: () => Promise.reject(new TypeError('bug')),
      config: () => testConfig(),
    });
    const response = await app.request('/api/v1/modals/configuration');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('internal');
  });
});

describe('pages while the database is away', () => {
  const pingFails = () => Promise.resolve({ ping: refused } as unknown as Database);
  const pingAnswers = () => Promise.resolve({ ping: () => Promise.resolve() } as unknown as Database);

  function pageApp(database: () => Promise<Database>) {
    const app = new Hono();
    app.onError((error, c) => onDatabaseOutage(error, c) ?? c.text('Internal Server Error', 500));
    app.use(databaseOutagePages(database));
    app.get('/rendered-500', (c) => c.html('<html><body></body></html>', 500));
    app.get('/thrown', () => refused());
    return app;
  }

  it('turns a page 500 into a 503 page when the database does not answer', async () => {
    const response = await pageApp(pingFails).request('/rendered-500');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('lang="id"');
  });

  it('leaves a page 500 alone when the database answers (a bug, not an outage)', async () => {
    const response = await pageApp(pingAnswers).request('/rendered-500');
    expect(response.status).toBe(500);
  });

  it('answers a lost connection thrown before the page router with the 503 page', async () => {
    const response = await pageApp(pingAnswers).request('/thrown');
    expect(response.status).toBe(503);
  });
});

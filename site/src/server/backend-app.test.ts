import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './db/testing/test-database.ts';
import { createBackendApp } from './backend-app.ts';

describe('GET /healthz', () => {
  it('reports the database it checked', async () => {
    const database = await createTestDatabase();
    try {
      const response = await createBackendApp({ database: async () => database }).request('/healthz');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
    } finally {
      await database.close();
    }
  });

  it('answers 503 without details when the database does not answer', async () => {
    const app = createBackendApp({
      database: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
      },
    });
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 'error', database: 'unavailable' });
    expect(body).not.toContain('hunter2');
  });
});

describe('errors', () => {
  it('answers an unexpected failure with the one error shape, in Indonesian, without a stack trace', async () => {
    const app = createBackendApp({ database: async () => ({}) as never });
    app.get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: { code: 'internal', message: 'Ada yang salah' } });
    expect(body).not.toContain('internals');
  });
});

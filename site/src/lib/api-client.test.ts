import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRetryAfterSeconds } from './api-client.ts';

// A local server stands in for the backend at the HTTP boundary; the client is the real one.
let server: ServerType;
let seenRequestIds: string[] = [];

beforeAll(async () => {
  const app = new Hono();
  app.use(async (c, next) => {
    seenRequestIds.push(c.req.header('x-request-id') ?? '');
    await next();
  });
  app.get('/ok', (c) => c.json({ data: { hello: 'dunia' } }));
  app.post('/echo', async (c) => c.json({ data: await c.req.json() }));
  app.post('/invalid', (c) =>
    c.json(
      { error: { code: 'validation_failed', message: 'Tulis minimal 2 karakter, ya.', field: 'name' } },
      422,
    ),
  );
  app.get('/not-open', (c) =>
    c.json(
      {
        error: {
          code: 'class_not_open_yet',
          message: 'Kelas belum dibuka.',
          opensAt: '2026-11-25T11:45:00.000Z',
        },
      },
      409,
    ),
  );
  app.post('/form-invalid', (c) =>
    c.json(
      {
        error: {
          code: 'validation_failed',
          message: 'Tulis minimal 2 karakter, ya.',
          field: 'name',
          fields: { name: 'Tulis minimal 2 karakter, ya.', grade: 'Pilih kelas dulu, ya', bad: 3 },
        },
      },
      422,
    ),
  );
  app.get('/html-error', (c) => c.html('<h1>Bad gateway</h1>', 502));
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  vi.stubEnv('WAKU_PUBLIC_API_URL', `http://127.0.0.1:${port}/`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

async function loadClient() {
  vi.resetModules();
  return import('./api-client.ts');
}

describe('apiCall', () => {
  it('returns the JSON body and sends a fresh request id with every call', async () => {
    const { apiCall } = await loadClient();
    seenRequestIds = [];
    const first = apiCall('api', '/ok');
    expect(await first.get()).toEqual({ data: { hello: 'dunia' } });
    await apiCall('api', '/ok').get();
    expect(seenRequestIds[0]).toBe(first.requestId);
    expect(seenRequestIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenRequestIds[1]).not.toBe(seenRequestIds[0]);
  });

  it('posts JSON', async () => {
    const { apiCall } = await loadClient();
    expect(await apiCall('api', '/echo').post({ name: 'Budi' })).toEqual({ data: { name: 'Budi' } });
  });

  it("turns the backend's error shape into an ApiCallError with its Indonesian message and field", async () => {
    const { apiCall, ApiCallError } = await loadClient();
    const failure = await apiCall('api', '/invalid')
      .post({})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Tulis minimal 2 karakter, ya.',
      field: 'name',
    });
  });

  it('carries the opening time a class_not_open_yet answer gives', async () => {
    const { apiCall } = await loadClient();
    const failure = await apiCall('api', '/not-open')
      .get()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 409, code: 'class_not_open_yet', opensAt: '2026-11-25T11:45:00.000Z' });
    const other = await apiCall('api', '/invalid')
      .post({})
      .catch((error: unknown) => error);
    expect(other).toMatchObject({ opensAt: undefined });
  });

  it("carries a form's every field message (decision 085), and none when the answer has no map", async () => {
    const { apiCall } = await loadClient();
    const failure = await apiCall('api', '/form-invalid')
      .post({})
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      fields: { name: 'Tulis minimal 2 karakter, ya.', grade: 'Pilih kelas dulu, ya' },
    });
    const single = await apiCall('api', '/invalid')
      .post({})
      .catch((error: unknown) => error);
    expect(single).toMatchObject({ fields: undefined });
  });

  it("uses docs/product's generic 'Ada yang salah' when the error body is not ours", async () => {
    const { apiCall } = await loadClient();
    await expect(apiCall('api', '/html-error').get()).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Ada yang salah',
    });
  });

  it('reports a network failure as status 0 with the generic message', async () => {
    vi.stubEnv('WAKU_PUBLIC_WEBSITE_API_URL', 'http://127.0.0.1:9');
    const { apiCall } = await loadClient();
    await expect(apiCall('websiteApi', '/api/v1/callmeback').post({})).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Ada yang salah',
    });
  });
});

describe('readRetryAfterSeconds', () => {
  it('reads the whole seconds our 429 answers carry', () => {
    expect(readRetryAfterSeconds('90')).toBe(90);
    expect(readRetryAfterSeconds(' 3600 ')).toBe(3600);
  });

  it('reads nothing from a missing, dated or malformed header', () => {
    expect(readRetryAfterSeconds(null)).toBeUndefined();
    expect(readRetryAfterSeconds(undefined)).toBeUndefined();
    expect(readRetryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(readRetryAfterSeconds('-5')).toBeUndefined();
    expect(readRetryAfterSeconds('1.5')).toBeUndefined();
  });
});

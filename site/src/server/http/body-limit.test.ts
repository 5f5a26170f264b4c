import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError, errorResponse } from './api-error.ts';
import { limitRequestBody, MAX_BODY_BYTES } from './body-limit.ts';

const CHUNK = 16 * 1024;

/** A body of `total` bytes made as it is read, counting what the server pulled. */
function countingBody(total: number) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const size = Math.min(CHUNK, total - pulled.bytes);
      pulled.bytes += size;
      controller.enqueue(new Uint8Array(size).fill(0x5b)); // '['
    },
  });
  return { stream, pulled };
}

function appSeeing() {
  const seen: number[] = [];
  const app = new Hono();
  app.use(limitRequestBody());
  app.post('/api/v1/callmeback', async (c) => {
    seen.push((await c.req.arrayBuffer()).byteLength);
    return c.json({ data: null });
  });
  app.onError((error, c) =>
    error instanceof ApiError
      ? errorResponse(c, error.status, error.code, error.message)
      : c.text('boom', 500),
  );
  return { app, seen };
}

function post(app: Hono, body: BodyInit, headers: Record<string, string>) {
  return app.request(
    new Request('http://localhost:3000/api/v1/callmeback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

const REFUSED = { error: { code: 'payload_too_large', message: 'Data yang dikirim terlalu besar.' } };

describe('the request body limit (issue 13)', () => {
  it('refuses a body whose Content-Length lies (10 bytes said, 300 MB streamed), having read only the limit', async () => {
    const { app, seen } = appSeeing();
    const { stream, pulled } = countingBody(300 * 1024 * 1024);
    const started = Date.now();
    const response = await post(app, stream, { 'content-length': '10' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(REFUSED);
    expect(seen).toEqual([]);
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES + CHUNK);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a chunked body without Content-Length as soon as it passes the limit', async () => {
    const { app, seen } = appSeeing();
    const { stream, pulled } = countingBody(50 * 1024 * 1024);
    const response = await post(app, stream, {});
    expect(response.status).toBe(413);
    expect(seen).toEqual([]);
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES + CHUNK);
  });

  it('refuses an oversized (or unreadable) Content-Length before reading a byte', async () => {
    for (const declared of [String(600 * 1024 * 1024), String(MAX_BODY_BYTES + 1), 'abc', '-1']) {
      const { app, seen } = appSeeing();
      const { stream, pulled } = countingBody(600 * 1024 * 1024);
      const response = await post(app, stream, { 'content-length': declared });
      expect(response.status, declared).toBe(413);
      expect(await response.json()).toEqual(REFUSED);
      expect(seen).toEqual([]);
      expect(pulled.bytes, declared).toBeLessThanOrEqual(CHUNK);
    }
  });

  it('hands a body at the limit to the handler whole, streamed or not', async () => {
    const { app, seen } = appSeeing();
    const exact = countingBody(MAX_BODY_BYTES);
    expect((await post(app, exact.stream, {})).status).toBe(200);
    expect((await post(app, '{"a":1}', { 'content-length': '7' })).status).toBe(200);
    expect(seen).toEqual([MAX_BODY_BYTES, 7]);
  });

  it('leaves requests without a body alone', async () => {
    const app = new Hono();
    app.use(limitRequestBody());
    app.get('/', (c) => c.text('ok'));
    const response = await app.request('/', { headers: { 'content-length': String(10 ** 9) } });
    expect(response.status).toBe(200);
  });
});

import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

/** What a route answers to one call: an HTTP status (200: its usual body) or a dropped connection. */
export type Answer = 200 | 401 | 500 | 'network';

type Family = {
  primary_user: Record<string, unknown> | null;
  student_users: Record<string, unknown>[];
  parent_user: Record<string, unknown> | null;
  register_token: null;
};

/**
 * The backend's session routes at the HTTP boundary (a local server: the session code under
 * test, its HTTP client included, is the real one). Each call is logged as `METHOD /path`; a
 * route answers from its queue of answers, then 200.
 */
export const backend = {
  calls: [] as string[],
  answers: new Map<string, Answer[]>(),
  bodies: new Map<string, unknown>(),
  /** What `user-profiles` answers. */
  family: null as Family | null,
  subscriptionType: 'PAID',
  /** Queues answers for the next calls of `call` (`'POST /api/auth/refresh'`). */
  answer(call: string, ...answers: Answer[]): void {
    backend.answers.set(call, [...(backend.answers.get(call) ?? []), ...answers]);
  },
  reset(): void {
    backend.calls = [];
    backend.answers.clear();
    backend.bodies.clear();
    backend.family = null;
    backend.subscriptionType = 'PAID';
  },
};

const tokens = {
  access_token: 'secret-access',
  refresh_token: 'secret-refresh',
  expires_in: 3600,
  token_type: 'Bearer',
};

/** The failure answer queued for this call, if any: a 401/500 error body, or a dropped connection. */
function failure(c: Context): Response | null {
  const answer = backend.answers.get(`${c.req.method} ${c.req.path}`)?.shift() ?? 200;
  if (answer === 200) return null;
  if (answer === 'network') {
    (c.env as { incoming: { socket: { destroy(): void } } }).incoming.socket.destroy();
    return c.body(null);
  }
  const code = answer === 401 ? 'unauthorized' : 'internal';
  return c.json({ error: { code, message: 'Ada yang salah' } }, answer);
}

function createApp(): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    backend.calls.push(`${c.req.method} ${c.req.path}`);
    if (c.req.method === 'POST') backend.bodies.set(c.req.path, await c.req.json().catch(() => null));
    await next();
  });
  app.post('/api/auth/refresh', async (c) => {
    // Slow enough for a second caller to arrive while the first is on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return failure(c) ?? c.json({ data: tokens });
  });
  app.post('/api/auth/logout', (c) => failure(c) ?? c.json({ data: { ok: true } }));
  app.post('/user-management/v1/users/switcher', (c) => failure(c) ?? c.json({ data: tokens }));
  app.get('/user-management/v1/users/user-profiles', (c) => failure(c) ?? c.json({ data: backend.family }));
  // The Tanya video page's view call (decision 078): 201, or the queued failure.
  app.post(
    '/api/v1/tanya/questions/:id/views',
    (c) => failure(c) ?? c.json({ data: { repeated: false } }, 201),
  );
  app.get('/sessions/v2/students/subscription-status', (c) => {
    const subscriptionStatus = { subscriptionType: backend.subscriptionType, status: 'active' };
    return failure(c) ?? c.json({ data: { subscriptionStatus } });
  });
  return app;
}

/**
 * Starts the backend and points the browser code at it, with error reports caught: Sentry is
 * a third party that cannot run here, so its module records what would have been sent.
 */
export async function startFakeBackend(): Promise<{ reports: unknown[][]; close: () => void }> {
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  vi.stubEnv('WAKU_PUBLIC_API_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('WAKU_PUBLIC_SENTRY_DSN', 'https://key@o1.ingest.sentry.io/42');
  const reports: unknown[][] = [];
  vi.doMock('@sentry/browser', () => ({
    init: () => undefined,
    setUser: () => undefined,
    captureException: (...args: unknown[]) => reports.push(args),
  }));
  return {
    reports,
    close: () => {
      vi.doUnmock('@sentry/browser');
      vi.unstubAllEnvs();
      server?.close();
    },
  };
}

/**
 * The backend for the calling test file: started before its first test and closed after its
 * last; before each test `backend` is reset and the caught reports are emptied. Call it at the
 * top of the file: its `beforeEach` then runs ahead of the file's own, which may set answers.
 * Returns what it caught: `reports`, readable inside a test.
 */
export function useFakeBackend(): { readonly reports: unknown[][] } {
  let fake: Awaited<ReturnType<typeof startFakeBackend>> | undefined;
  beforeAll(async () => {
    fake = await startFakeBackend();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    backend.reset();
    if (fake) fake.reports.length = 0;
  });
  return {
    get reports() {
      if (!fake) throw new Error('useFakeBackend: reports are read inside a test, once the backend runs');
      return fake.reports;
    },
  };
}

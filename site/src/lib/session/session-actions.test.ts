import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A local server stands in for the backend at the HTTP boundary; the session code is the real one.
let server: ServerType;
let calls: string[] = [];
let refreshAnswer: 200 | 401 = 200;
let statusAnswers: (200 | 401)[] = [];

beforeAll(async () => {
  const app = new Hono();
  app.use(async (c, next) => {
    calls.push(`${c.req.method} ${c.req.path}`);
    await next();
  });
  app.post('/api/auth/refresh', async (c) => {
    // Slow enough for a second caller to arrive while the first is on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (refreshAnswer === 401)
      return c.json({ error: { code: 'unauthorized', message: 'Sesi berakhir' } }, 401);
    return c.json({
      data: { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'Bearer' },
    });
  });
  app.post('/api/auth/logout', (c) => c.json({ data: { ok: true } }));
  app.get('/sessions/v2/students/subscription-status', (c) => {
    if ((statusAnswers.shift() ?? 200) === 401)
      return c.json({ error: { code: 'unauthorized', message: 'x' } }, 401);
    return c.json({ data: { subscriptionStatus: { subscriptionType: 'PAID', status: 'active' } } });
  });
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  vi.stubEnv('WAKU_PUBLIC_API_URL', `http://127.0.0.1:${port}`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const storage = new Map<string, string>();
const assign = vi.fn();
const now = Date.now();
const dimas = { id: 'stu-dimas', role: 'student', full_name: 'Dimas Saputra', country_code: '+62' };

function storeSession(expiresAt: number) {
  storage.set(
    'USER_DATA',
    JSON.stringify({
      primary_user: dimas,
      student_users: [dimas],
      parent_user: null,
      register_token: null,
      expires_at: expiresAt,
    }),
  );
}

/** Fresh modules per test: the actions keep their in-flight refresh and sign-out in module state. */
async function loadSession(pathname = '/bimbel/user') {
  vi.stubGlobal('window', { location: { pathname, assign } });
  vi.resetModules();
  const store = await import('./session-store.ts');
  store.hydrateSession();
  return {
    store,
    actions: await import('./session-actions.ts'),
    subscription: await import('./subscription.ts'),
  };
}

beforeEach(() => {
  calls = [];
  refreshAnswer = 200;
  statusAnswers = [];
  storage.clear();
  assign.mockClear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
    clear: () => storage.clear(),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshAccessToken', () => {
  it('sends one refresh for callers that ask at the same time (the refresh token rotates on use)', async () => {
    storeSession(now - 1000);
    const { actions, store } = await loadSession();
    const answers = await Promise.all([
      actions.refreshAccessToken(),
      actions.refreshAccessToken(),
      actions.refreshAccessToken(),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(calls).toEqual(['POST /api/auth/refresh']);
    expect(store.getStoredSession()?.expires_at).toBeGreaterThan(now + 3500 * 1000);
  });

  it('adopts a renewal another tab stored meanwhile instead of spending the refresh token again', async () => {
    storeSession(now - 1000);
    const { actions, store } = await loadSession();
    // Another tab renewed: storage holds a newer, valid expiry than this tab's memory.
    storeSession(now + 3600 * 1000);
    expect(await actions.refreshAccessToken()).toBe(true);
    expect(calls).toEqual([]);
    expect(store.getStoredSession()?.expires_at).toBe(now + 3600 * 1000);
  });
});

describe('checkSessionExpiry', () => {
  it('asks nothing while the token lives', async () => {
    storeSession(now + 30 * 60 * 1000);
    const { actions } = await loadSession();
    expect(await actions.checkSessionExpiry()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('renews an expired token once and keeps the user', async () => {
    storeSession(now - 1000);
    const { actions, store } = await loadSession();
    expect(await actions.checkSessionExpiry()).toBe(true);
    expect(calls).toEqual(['POST /api/auth/refresh']);
    expect(store.getStoredSession()?.primary_user?.full_name).toBe('Dimas Saputra');
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails: server logout, storage cleared, home', async () => {
    storeSession(now - 1000);
    refreshAnswer = 401;
    const { actions, store } = await loadSession();
    expect(await actions.checkSessionExpiry()).toBe(false);
    expect(calls).toEqual(['POST /api/auth/refresh', 'POST /api/auth/logout']);
    expect(storage.size).toBe(0);
    expect(store.getStoredSession()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('stays on /login when the session ended there: the visitor came to log in again', async () => {
    storeSession(now - 1000);
    refreshAnswer = 401;
    const { actions } = await loadSession('/login');
    expect(await actions.checkSessionExpiry()).toBe(false);
    expect(storage.size).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('refreshSubscriptionOrSignOut', () => {
  it('gives a refused token one refresh and asks again before signing anyone out', async () => {
    storeSession(now + 30 * 60 * 1000);
    statusAnswers = [401, 200];
    const { actions, store, subscription } = await loadSession();
    const expiresBefore = store.getStoredSession()?.expires_at ?? 0;
    await actions.refreshSubscriptionOrSignOut();
    expect(calls).toEqual([
      'GET /sessions/v2/students/subscription-status',
      'POST /api/auth/refresh',
      'GET /sessions/v2/students/subscription-status',
    ]);
    const { appStore } = await import('../app-store.ts');
    expect(appStore.get(subscription.currentSubscriptionTypeAtom)).toBe('PAID');
    // The refresh's new lifetime is stored.
    expect(store.getStoredSession()?.expires_at).toBeGreaterThan(expiresBefore);
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs out on a 401 that the refresh cannot cure (SPEC §8)', async () => {
    storeSession(now + 30 * 60 * 1000);
    statusAnswers = [401];
    refreshAnswer = 401;
    const { actions } = await loadSession();
    await actions.refreshSubscriptionOrSignOut();
    expect(calls).toEqual([
      'GET /sessions/v2/students/subscription-status',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
    ]);
    expect(storage.size).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });
});

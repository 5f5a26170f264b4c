import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A local server stands in for the backend at the HTTP boundary; the switch code is the real one.
let server: ServerType;
let calls: string[] = [];
let switcherFails = false;
let profilesFail = false;

const raka = {
  id: 'stu-raka',
  role: 'student',
  full_name: 'Raka Pratama',
  grade: 8,
  class_type: 'SMP/MTs',
  country_code: '+62',
};
const nadia = {
  id: 'stu-nadia',
  role: 'student',
  full_name: 'Nadia Putri',
  grade: 5,
  class_type: 'SD',
  country_code: '+62',
};
const parent = { name: 'Ibu Sari Wulandari', country_code: '+62', phone_number: '81100000001' };

beforeAll(async () => {
  const app = new Hono();
  app.use(async (c, next) => {
    calls.push(`${c.req.method} ${c.req.path}`);
    await next();
  });
  app.post('/user-management/v1/users/switcher', async (c) => {
    if (switcherFails) return c.json({ error: { code: 'internal', message: 'Ada yang salah' } }, 500);
    const body = (await c.req.json()) as { switchTouserId: string };
    expect(body).toEqual({ switchTouserId: 'stu-nadia' });
    return c.json({
      data: {
        access_token: 'secret-access',
        refresh_token: 'secret-refresh',
        expires_in: 3600,
        token_type: 'Bearer',
      },
    });
  });
  app.get('/user-management/v1/users/user-profiles', (c) => {
    if (profilesFail) return c.json({ error: { code: 'internal', message: 'Ada yang salah' } }, 500);
    return c.json({
      data: { primary_user: nadia, student_users: [raka, nadia], parent_user: parent, register_token: null },
    });
  });
  app.get('/sessions/v2/students/subscription-status', (c) =>
    c.json({ data: { subscriptionStatus: { subscriptionType: 'FREE', status: 'active' } } }),
  );
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
const before = {
  primary_user: raka,
  student_users: [raka, nadia],
  parent_user: parent,
  register_token: null,
  expires_at: Date.now() + 60_000,
};

async function load() {
  vi.resetModules();
  const store = await import('#site/lib/session/session-store.ts');
  store.hydrateSession();
  const { appStore } = await import('#site/lib/app-store.ts');
  const { currentSubscriptionTypeAtom } = await import('#site/lib/session/subscription.ts');
  const { switchToStudent } = await import('./switch-profile.ts');
  return { store, switchToStudent, subscription: () => appStore.get(currentSubscriptionTypeAtom) };
}

beforeEach(() => {
  calls = [];
  switcherFails = false;
  profilesFail = false;
  storage.clear();
  storage.set('USER_DATA', JSON.stringify(before));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
    clear: () => storage.clear(),
  });
  vi.stubGlobal('window', { location: { pathname: '/', assign: vi.fn() } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('switchToStudent', () => {
  it('switches, reads the family, stores it without tokens with the new expiry, then refreshes the subscription', async () => {
    const { store, switchToStudent, subscription } = await load();
    await switchToStudent('stu-nadia');
    expect(calls).toEqual([
      'POST /user-management/v1/users/switcher',
      'GET /user-management/v1/users/user-profiles',
      'GET /sessions/v2/students/subscription-status',
    ]);
    const raw = storage.get('USER_DATA') ?? '';
    expect(raw).not.toContain('secret-');
    const stored = JSON.parse(raw) as typeof before;
    expect(stored.primary_user.full_name).toBe('Nadia Putri');
    expect(stored.expires_at).toBeGreaterThan(Date.now() + 3500 * 1000);
    expect(store.getStoredSession()?.primary_user?.id).toBe('stu-nadia');
    expect(subscription()).toBe('FREE');
  });

  it('throws and changes nothing when the switch itself fails', async () => {
    switcherFails = true;
    const { store, switchToStudent } = await load();
    await expect(switchToStudent('stu-nadia')).rejects.toMatchObject({ status: 500 });
    expect(calls).toEqual(['POST /user-management/v1/users/switcher']);
    expect(JSON.parse(storage.get('USER_DATA') ?? '')).toEqual(before);
    expect(store.getStoredSession()?.primary_user?.id).toBe('stu-raka');
  });

  it('follows the cookies when only the profile read fails: the chosen student from the stored family', async () => {
    profilesFail = true;
    const { store, switchToStudent } = await load();
    await switchToStudent('stu-nadia');
    const stored = store.getStoredSession();
    expect(stored?.primary_user?.full_name).toBe('Nadia Putri');
    expect(stored?.student_users.map((student) => student.id)).toEqual(['stu-raka', 'stu-nadia']);
    expect(stored?.expires_at).toBeGreaterThan(Date.now() + 3500 * 1000);
  });
});

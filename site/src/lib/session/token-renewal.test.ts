import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, useFakeBackend } from './testing/fake-backend.ts';
import { browser, installFakeBrowser, loadSessionModules, readUserData } from './testing/fake-browser.ts';
import { DIMAS as dimas, storeDimasSession } from './testing/session-fixtures.ts';

// The renew transition with its call: POST /api/auth/refresh, then `sessionOwner.renew`.
const fake = useFakeBackend();

const now = Date.now();

beforeEach(() => {
  installFakeBrowser('/bimbel/user');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshAccessToken', () => {
  it('sends one refresh for callers that ask at the same time (the refresh token rotates on use)', async () => {
    storeDimasSession(now - 1000);
    const { renewal, store } = await loadSessionModules();
    const answers = await Promise.all([
      renewal.refreshAccessToken(),
      renewal.refreshAccessToken(),
      renewal.refreshAccessToken(),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(backend.calls).toEqual(['POST /api/auth/refresh']);
    expect(store.getStoredSession()?.expires_at).toBeGreaterThan(now + 3500 * 1000);
  });

  it('stores the new expiry without any token and keeps the rest of the session', async () => {
    storeDimasSession(now - 1000);
    const { renewal } = await loadSessionModules();
    await renewal.refreshAccessToken();
    const raw = browser.local.get('USER_DATA') ?? '';
    expect(raw).not.toContain('secret-');
    expect(readUserData()).toMatchObject({ primary_user: dimas, student_users: [dimas] });
    expect(readUserData()?.expires_at).toBeGreaterThan(now + 3500 * 1000);
  });

  it('adopts a renewal another tab stored meanwhile instead of spending the refresh token again', async () => {
    storeDimasSession(now - 1000);
    const { renewal, store } = await loadSessionModules();
    // Another tab renewed: storage holds a newer, valid expiry than this tab's memory.
    storeDimasSession(now + 3600 * 1000);
    expect(await renewal.refreshAccessToken()).toBe(true);
    expect(backend.calls).toEqual([]);
    expect(store.getStoredSession()?.expires_at).toBe(now + 3600 * 1000);
  });

  it('answers false on a 401 (refresh token spent or revoked), changes nothing and reports nothing', async () => {
    storeDimasSession(now - 1000);
    backend.answer('POST /api/auth/refresh', 401);
    const { renewal, store } = await loadSessionModules();
    expect(await renewal.refreshAccessToken()).toBe(false);
    expect(readUserData()?.expires_at).toBe(now - 1000);
    expect(store.getStoredSession()?.expires_at).toBe(now - 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.reports).toEqual([]);
  });

  it.each([500, 'network'] as const)(
    'answers false on a %s answer, changes nothing and reports it',
    async (answer) => {
      storeDimasSession(now - 1000);
      backend.answer('POST /api/auth/refresh', answer);
      const { renewal } = await loadSessionModules();
      expect(await renewal.refreshAccessToken()).toBe(false);
      expect(readUserData()?.expires_at).toBe(now - 1000);
      await vi.waitFor(() => expect(fake.reports).toHaveLength(1));
      expect(fake.reports[0]).toEqual([
        expect.objectContaining({ status: answer === 500 ? 500 : 0 }),
        { extra: { where: 'token refresh' } },
      ]);
    },
  );

  it('answers true again once the failed refresh is over (no stale shared answer)', async () => {
    storeDimasSession(now - 1000);
    backend.answer('POST /api/auth/refresh', 500);
    const { renewal } = await loadSessionModules();
    expect(await renewal.refreshAccessToken()).toBe(false);
    expect(await renewal.refreshAccessToken()).toBe(true);
    expect(backend.calls).toEqual(['POST /api/auth/refresh', 'POST /api/auth/refresh']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, useFakeBackend } from './testing/fake-backend.ts';
import {
  browser,
  installFakeBrowser,
  loadSessionModules,
  readUserData,
  visit,
} from './testing/fake-browser.ts';
import { DIMAS as dimas, storeDimasSession } from './testing/session-fixtures.ts';

// A local server stands in for the backend at the HTTP boundary; the session code is the real one.
const fake = useFakeBackend();

const now = Date.now();

/** Fresh modules per test: the actions keep their in-flight refresh and sign-out in module state. */
async function loadSession(pathname = '/bimbel/user') {
  visit(pathname);
  return loadSessionModules();
}

beforeEach(() => {
  installFakeBrowser('/bimbel/user');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkSessionExpiry', () => {
  it('asks nothing while the token lives', async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    const { actions } = await loadSession();
    expect(await actions.checkSessionExpiry()).toBe(true);
    expect(backend.calls).toEqual([]);
  });

  it('renews an expired token once and keeps the user', async () => {
    storeDimasSession(now - 1000);
    const { actions, store } = await loadSession();
    expect(await actions.checkSessionExpiry()).toBe(true);
    expect(backend.calls).toEqual(['POST /api/auth/refresh']);
    expect(store.getStoredSession()?.primary_user?.full_name).toBe('Dimas Ardiansyah');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails: server logout, storage cleared, home', async () => {
    storeDimasSession(now - 1000);
    backend.answer('POST /api/auth/refresh', 401);
    const { actions, store } = await loadSession();
    expect(await actions.checkSessionExpiry()).toBe(false);
    expect(backend.calls).toEqual(['POST /api/auth/refresh', 'POST /api/auth/logout']);
    expect(browser.local.size).toBe(0);
    expect(store.getStoredSession()).toBeNull();
    expect(browser.assign).toHaveBeenCalledWith('/');
  });

  it('stays on /login when the session ended there: the visitor came to log in again', async () => {
    storeDimasSession(now - 1000);
    backend.answer('POST /api/auth/refresh', 401);
    const { actions } = await loadSession('/login');
    expect(await actions.checkSessionExpiry()).toBe(false);
    expect(browser.local.size).toBe(0);
    expect(browser.assign).not.toHaveBeenCalled();
  });
});

describe('refreshSubscriptionOrSignOut', () => {
  it('gives a refused token one refresh and asks again before signing anyone out', async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    backend.answer('GET /sessions/v2/students/subscription-status', 401, 200);
    const { actions, store, subscriptionType } = await loadSession();
    const expiresBefore = store.getStoredSession()?.expires_at ?? 0;
    expect(await actions.refreshSubscriptionOrSignOut()).toBe(true);
    expect(backend.calls).toEqual([
      'GET /sessions/v2/students/subscription-status',
      'POST /api/auth/refresh',
      'GET /sessions/v2/students/subscription-status',
    ]);
    expect(subscriptionType()).toBe('PAID');
    // The refresh's new lifetime is stored.
    expect(store.getStoredSession()?.expires_at).toBeGreaterThan(expiresBefore);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('signs out on a 401 that the refresh cannot cure (docs/product §8)', async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    backend.answer('GET /sessions/v2/students/subscription-status', 401);
    backend.answer('POST /api/auth/refresh', 401);
    const { actions } = await loadSession();
    expect(await actions.refreshSubscriptionOrSignOut()).toBe(false);
    expect(backend.calls).toEqual([
      'GET /sessions/v2/students/subscription-status',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
    ]);
    expect(browser.local.size).toBe(0);
    expect(browser.assign).toHaveBeenCalledWith('/');
  });
});

describe('signOut', () => {
  it('logs out on the server, clears storage, this tab and the subscription cookie, then goes home', async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    browser.session.set('PROMO_STRIP_CLOSED', '1');
    const { actions, store } = await loadSession();
    await actions.signOut('user');
    expect(backend.calls).toEqual(['POST /api/auth/logout']);
    expect(browser.local.size).toBe(0);
    expect(browser.session.size).toBe(0);
    expect(browser.cookieWrites).toEqual(['bimbel_subscription_type=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(store.getStoredSession()).toBeNull();
    expect(browser.assign).toHaveBeenCalledWith('/');
  });

  it.each([500, 'network'] as const)(
    'still ends the session on this device when the logout call fails (%s)',
    async (answer) => {
      storeDimasSession(now + 30 * 60 * 1000);
      backend.answer('POST /api/auth/logout', answer);
      const { actions, store } = await loadSession();
      await actions.signOut('user');
      expect(browser.local.size).toBe(0);
      expect(store.getStoredSession()).toBeNull();
      expect(browser.assign).toHaveBeenCalledWith('/');
    },
  );

  it('sends one logout for sign-outs asked at the same time, and goes where the caller says', async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    const { actions } = await loadSession();
    await Promise.all([actions.signOut('user', '/login'), actions.signOut('expired')]);
    expect(backend.calls).toEqual(['POST /api/auth/logout']);
    expect(browser.assign.mock.calls).toEqual([['/login']]);
  });

  it('leaves /login when the user asked to sign out there', async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    const { actions } = await loadSession('/login');
    await actions.signOut('user');
    expect(browser.assign).toHaveBeenCalledWith('/');
  });
});

describe('refreshStoredProfile', () => {
  const nadia = { id: 'stu-nadia', role: 'student', full_name: 'Nadia Putri', country_code: '+62' };

  it("stores the server's family and keeps the expiry", async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    backend.family = {
      primary_user: { ...dimas, full_name: 'Dimas S.' },
      student_users: [{ ...dimas, full_name: 'Dimas S.' }, nadia],
      parent_user: null,
      register_token: null,
    };
    const { actions } = await loadSession();
    await actions.refreshStoredProfile();
    expect(backend.calls).toEqual(['GET /user-management/v1/users/user-profiles']);
    expect(readUserData()).toEqual({ ...backend.family, expires_at: now + 30 * 60 * 1000 });
  });

  it('changes nothing and reports nothing on a 401 (the subscription check handles it)', async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    const before = browser.local.get('USER_DATA');
    backend.answer('GET /user-management/v1/users/user-profiles', 401);
    const { actions } = await loadSession();
    await actions.refreshStoredProfile();
    expect(browser.local.get('USER_DATA')).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.reports).toEqual([]);
  });

  it.each([500, 'network'] as const)(
    'changes nothing and reports silently on a %s answer',
    async (answer) => {
      storeDimasSession(now + 30 * 60 * 1000);
      const before = browser.local.get('USER_DATA');
      backend.answer('GET /user-management/v1/users/user-profiles', answer);
      const { actions } = await loadSession();
      await actions.refreshStoredProfile();
      expect(browser.local.get('USER_DATA')).toBe(before);
      expect(browser.assign).not.toHaveBeenCalled();
      await vi.waitFor(() =>
        expect(fake.reports.map(([, context]) => context)).toEqual([{ extra: { where: 'profile refresh' } }]),
      );
    },
  );
});

describe('startSessionOnLoad', () => {
  it('checks the subscription, then refreshes the profile once, for a stored session with time left', async () => {
    storeDimasSession(now + 30 * 60 * 1000);
    backend.family = { primary_user: dimas, student_users: [dimas], parent_user: null, register_token: null };
    const { actions } = await loadSession();
    await actions.startSessionOnLoad('/bimbel/user');
    expect(backend.calls).toEqual([
      'GET /sessions/v2/students/subscription-status',
      'GET /user-management/v1/users/user-profiles',
    ]);
  });

  it('restores the family from the cookies on a private page whose storage was lost, expiry unknown', async () => {
    backend.family = { primary_user: dimas, student_users: [dimas], parent_user: null, register_token: null };
    const { actions, store } = await loadSession();
    await actions.startSessionOnLoad('/bimbel/user');
    expect(backend.calls).toEqual([
      'GET /user-management/v1/users/user-profiles',
      'GET /sessions/v2/students/subscription-status',
    ]);
    expect(readUserData()).toEqual({ ...backend.family, expires_at: null });
    expect(store.getStoredSession()?.primary_user?.id).toBe('stu-dimas');
  });

  it('asks nothing on a public page without a stored session, and stores nothing when recovery gets a 401', async () => {
    const { actions } = await loadSession('/');
    await actions.startSessionOnLoad('/');
    expect(backend.calls).toEqual([]);

    backend.answer('GET /user-management/v1/users/user-profiles', 401);
    await actions.startSessionOnLoad('/bimbel/user');
    expect(backend.calls).toEqual(['GET /user-management/v1/users/user-profiles']);
    expect(browser.local.size).toBe(0);
  });
});

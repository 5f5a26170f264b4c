import { vi } from 'vitest';
import type { StoredSession } from '../stored-session.ts';

/**
 * The browser around the session code in a node test: local and session storage, the cookies
 * script writes (`document.cookie = …`, recorded) and the page's location (`assign` recorded).
 */
export const browser = {
  local: new Map<string, string>(),
  session: new Map<string, string>(),
  cookieWrites: [] as string[],
  assign: vi.fn(),
};

function fakeStorage(map: Map<string, string>) {
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
    removeItem: (key: string) => map.delete(key),
    clear: () => map.clear(),
  };
}

/** The page's window: its location, and a `screen` (React Aria reads it when the toast module loads). */
function fakeWindow(pathname: string) {
  return { location: { pathname, origin: 'http://127.0.0.1', assign: browser.assign }, screen: {} };
}

/**
 * Empty storage, no cookie written, on `pathname`. Undo with `vi.unstubAllGlobals()`. Without
 * `cookies` there is no `document` at all, as on a server: React Aria (the toast module) sets
 * up its focus tracking on any document it finds at import.
 */
export function installFakeBrowser(pathname = '/', { cookies = true } = {}): void {
  browser.local.clear();
  browser.session.clear();
  browser.cookieWrites = [];
  browser.assign.mockClear();
  vi.stubGlobal('localStorage', fakeStorage(browser.local));
  vi.stubGlobal('sessionStorage', fakeStorage(browser.session));
  vi.stubGlobal('window', fakeWindow(pathname));
  if (!cookies) return;
  vi.stubGlobal('document', {
    referrer: '',
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      browser.cookieWrites.push(value);
    },
  });
}

/** Moves the page to `pathname` (the session code reads `window.location` when it acts). */
export function visit(pathname: string): void {
  vi.stubGlobal('window', fakeWindow(pathname));
}

/** Writes `USER_DATA` as another tab, or an earlier page, would have. */
export function putUserData(session: StoredSession): void {
  browser.local.set('USER_DATA', JSON.stringify(session));
}

/** `USER_DATA` as stored now, parsed; null when absent. */
export function readUserData(): (StoredSession & Record<string, unknown>) | null {
  const raw = browser.local.get('USER_DATA');
  return raw ? (JSON.parse(raw) as StoredSession & Record<string, unknown>) : null;
}

/**
 * Fresh session modules with `USER_DATA` read, as a page load does: the flows keep their
 * in-flight refresh and sign-out in module state, and each test starts a new page.
 */
export async function loadSessionModules() {
  vi.resetModules();
  const store = await import('../session-store.ts');
  store.sessionOwner.hydrate();
  const { appStore } = await import('../../app-store.ts');
  const subscription = await import('../subscription.ts');
  return {
    store,
    actions: await import('../session-actions.ts'),
    renewal: await import('../token-renewal.ts'),
    switching: await import('../switch-to-student.ts'),
    subscriptionType: () => appStore.get(subscription.currentSubscriptionTypeAtom),
  };
}

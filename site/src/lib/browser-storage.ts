/**
 * Safe access to localStorage and script-readable cookies: private modes, full quotas and
 * disabled storage throw, and a failed read must never break a page.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
  clear(): void {
    try {
      globalThis.localStorage?.clear();
      globalThis.sessionStorage?.clear();
    } catch {
      // Nothing to clear.
    }
  },
};

/**
 * Safe access to sessionStorage: values that last for this tab's browser session (the closed
 * promo strip). Same failure rules as `localStore`.
 */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
};

/** Reads a script-readable cookie (the auth cookies are HttpOnly and never visible here). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Expires a script-readable cookie at path `/` (docs/product §9: cookies live at path /). */
export function clearCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

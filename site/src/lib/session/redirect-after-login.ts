import { POST_LOGIN_REDIRECT_PATH, REDIRECT_AFTER_LOGIN_KEY } from '@bimbel/domain/constants/storage-keys';
import { toSafeRedirectPath } from '@bimbel/domain/routes/safe-redirect-path';
import { localStore } from '../browser-storage.ts';

/** Remembers where to go once logged in (docs/product §9's redirect-after-login key); unsafe paths are dropped. */
export function rememberRedirectAfterLogin(path: unknown): void {
  const safe = toSafeRedirectPath(path);
  if (safe) localStore.set(REDIRECT_AFTER_LOGIN_KEY, safe);
}

/** The remembered page without forgetting it (to name it in analytics). */
export function peekRedirectAfterLogin(): string | null {
  return toSafeRedirectPath(localStore.get(REDIRECT_AFTER_LOGIN_KEY));
}

/**
 * Leaves the login flow for the remembered page, or /bimbel (docs/product §9). The key is used once.
 * A full page load: the new session's cookies, profile refresh and subscription status start
 * clean on the page the user came for, whichever layout it has.
 */
export function goToPageAfterLogin(): void {
  const target = peekRedirectAfterLogin() ?? POST_LOGIN_REDIRECT_PATH;
  localStore.remove(REDIRECT_AFTER_LOGIN_KEY);
  window.location.assign(target);
}

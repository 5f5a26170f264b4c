import type { SessionUserData } from './session-user-data.ts';

/**
 * Whether the user has finished onboarding: a `register_token` is handed out at sign-up
 * and only disappears once registration is complete (docs/product §3), so its presence means
 * "not onboarded". An empty string is treated as absent.
 *
 * @example
 * isOnboarded({ register_token: 'reg-123' }); // false
 * isOnboarded({ register_token: null }); // true
 */
export function isOnboarded(userData: Pick<SessionUserData, 'register_token'>): boolean {
  return !userData.register_token;
}

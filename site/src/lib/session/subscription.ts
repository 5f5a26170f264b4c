import { SUBSCRIPTION_TYPE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { atom } from 'jotai';
import { ApiCallError } from '../api-client.ts';
import { getSubscriptionStatus } from '../api/subscription-calls.ts';
import { appStore } from '../app-store.ts';
import { clearCookie } from '../browser-storage.ts';
import { reportError } from '../telemetry/error-reporting.ts';

const subscriptionTypeAtom = atom<SubscriptionType | null>(null);

/** The logged-in student's subscription type, null until known (or when unknown). */
export const currentSubscriptionTypeAtom = atom((get) => get(subscriptionTypeAtom));

/** Forgets the subscription type (logout, failed status call). */
export function clearSubscription(): void {
  clearCookie(SUBSCRIPTION_TYPE_COOKIE_NAME);
  appStore.set(subscriptionTypeAtom, null);
}

/**
 * Refreshes the subscription status (docs/product §4, §8). On failure the subscription cookie is
 * cleared and the error reported; a 401 answer resolves to `'unauthorized'` so the caller
 * signs the user out.
 */
export async function refreshSubscriptionStatus(): Promise<SubscriptionType | 'unauthorized' | null> {
  try {
    const { subscriptionStatus } = await getSubscriptionStatus();
    const type = subscriptionStatus.subscriptionType;
    appStore.set(subscriptionTypeAtom, type);
    return type;
  } catch (error) {
    clearSubscription();
    if (error instanceof ApiCallError && error.status === 401) return 'unauthorized';
    reportError(error, { where: 'subscription status' });
    return null;
  }
}

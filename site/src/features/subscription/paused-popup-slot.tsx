'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useRouter } from 'waku/router/client';
import { currentSubscriptionTypeAtom } from '#site/lib/session/subscription.ts';

// Everything else of the popup — its calls, React Aria's dialog — loads for paused students only.
const PausedSubscriptionPopup = lazy(() =>
  import('./paused-subscription-popup.tsx').then((module) => ({ default: module.PausedSubscriptionPopup })),
);

/**
 * Where the paused-subscription popup goes (docs/product §7; decision 082): mounted by the app's
 * providers, it renders nothing unless the profile in use is PAUSED.
 */
export function PausedPopupSlot() {
  const subscriptionType = useAtomValue(currentSubscriptionTypeAtom);
  const { path } = useRouter();
  if (subscriptionType !== 'PAUSED') return null;
  return (
    <Suspense fallback={null}>
      <PausedSubscriptionPopup path={path} />
    </Suspense>
  );
}

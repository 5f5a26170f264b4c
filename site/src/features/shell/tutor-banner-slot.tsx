'use client';

import { TUTOR_BANNER_CLOSED_KEY } from '@bimbel/domain/constants/storage-keys';
import { shouldShowTutorBanner } from '@bimbel/domain/routes/tutor-banner';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { localStore } from '#site/lib/browser-storage.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';

// The banner and its modal are React Aria: loaded only for the logged-in visitors who see it.
const TutorBanner = lazy(() =>
  import('./tutor-banner.tsx').then((module) => ({ default: module.TutorBanner })),
);

/**
 * Where the Tutor banner goes (docs/product §2, §6): logged-in users on /bimbel pages, until they
 * dismiss it; the dismissal stays in localStorage across visits.
 */
export function TutorBannerSlot() {
  const { path } = useRouter();
  const { status } = useAtomValue(sessionAtom);
  // Until storage is read (server render, first client render) it counts as dismissed: the
  // banner appears only once it is known to be wanted.
  const [isDismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(localStore.get(TUTOR_BANNER_CLOSED_KEY) !== null);
  }, [status]);

  if (!shouldShowTutorBanner({ pathname: path, isLoggedIn: status === 'logged-in', isDismissed }))
    return null;

  const dismiss = () => {
    localStore.set(TUTOR_BANNER_CLOSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <Suspense fallback={null}>
      <TutorBanner onDismiss={dismiss} />
    </Suspense>
  );
}

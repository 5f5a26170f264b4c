'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { checkoutState, choosePackage, hydrateCheckoutDraft, type DraftPackage } from './checkout-draft.ts';
import { trackCheckout } from './checkout-events.ts';
import type { TenureChoice } from './tenure-picker.tsx';

const TenurePicker = lazy(() => import('./tenure-picker.tsx').then((m) => ({ default: m.TenurePicker })));

/**
 * /paket/tenure-pick's interactive part (decision 081): the package of the address becomes the
 * draft's (the same package keeps what was chosen, another starts over), then the tenure choice
 * loads — React Aria's radio group stays out of the page's first download.
 */
export function TenurePickHost({
  chosenPackage,
  tenures,
  statusClass,
}: {
  chosenPackage: DraftPackage;
  tenures: TenureChoice[];
  statusClass: string;
}) {
  const checkout = useSnapshot(checkoutState);
  const { status, session } = useAtomValue(sessionAtom);
  useEffect(() => {
    hydrateCheckoutDraft();
    const isNew = checkoutState.draft.package?.id !== chosenPackage.id;
    choosePackage({ ...chosenPackage, grades: [...chosenPackage.grades] });
    if (isNew)
      trackCheckout('Checkout Package Selected', {
        draft: checkoutState.draft,
        session: null,
        stage: 'package',
      });
  }, [chosenPackage]);
  useEffect(() => {
    if (checkout.status === 'ready' && status !== 'unknown')
      trackCheckout('Checkout Stage Viewed', { draft: checkoutState.draft, session, stage: 'tenure' });
    // Once the draft and the session are known.
  }, [checkout.status, status === 'unknown']);

  const waiting = (
    <p role="status" className={statusClass}>
      Memuat…
    </p>
  );
  if (checkout.status !== 'ready' || status === 'unknown' || checkout.draft.package?.id !== chosenPackage.id)
    return waiting;
  return (
    <Suspense fallback={waiting}>
      <TenurePicker tenures={tenures} isLoggedIn={status === 'logged-in'} />
    </Suspense>
  );
}

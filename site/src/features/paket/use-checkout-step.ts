'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { useRouter } from 'waku/router/client';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import type { StoredSession } from '#site/lib/session/stored-session.ts';
import { checkoutState } from './checkout-draft.ts';
import { trackCheckout } from './checkout-events.ts';
import type { DraftView } from './read-checkout-draft.ts';
import { routeTo } from './route-to.ts';

/**
 * What every step form works with: the draft (a snapshot), the stored session, a way to go on to
 * another step, and the analytics context. The stage is viewed once, when the form first shows.
 */
export function useCheckoutStep(stage: string) {
  const { draft } = useSnapshot(checkoutState);
  const { session } = useAtomValue(sessionAtom);
  const router = useRouter();
  useEffect(() => {
    trackCheckout('Checkout Stage Viewed', { draft: checkoutState.draft, session, stage });
    // Once per arrival at the step.
  }, []);
  return {
    draft: draft as DraftView,
    session: session as StoredSession,
    context: () => ({ draft: checkoutState.draft, session, stage }),
    goTo: (path: string) => void router.push(routeTo(path)),
  };
}

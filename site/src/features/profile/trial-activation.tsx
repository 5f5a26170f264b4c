'use client';

import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import { useState } from 'react';
import { useRouter } from 'waku/router/client';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { activateTrial } from '#site/lib/api/subscription-calls.ts';
import { refreshSubscriptionOrSignOut } from '#site/lib/session/session-actions.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';
import { notify } from '#site/lib/toast.ts';

/** Shown when the trial has started; docs/product has no copy for it. */
export const TRIAL_STARTED_MESSAGE = `Sip, coba gratis ${FREE_TRIAL_DAYS} hari sudah aktif!`;

/**
 * Starts the student's free trial (`PUT /sessions/v1/students/activate-trial`). On success the
 * subscription status is refreshed and the page rendered again with the trial. A 409 (the
 * trial was used meanwhile, e.g. from another device) or 403 shows the server's Indonesian
 * reason and re-renders the page with the real state; anything else shows 'Ada yang salah'.
 */
export function TrialActivation({ className }: { className: string }) {
  const { reload } = useRouter();
  const [activating, setActivating] = useState(false);

  const activate = async () => {
    setActivating(true);
    try {
      await activateTrial();
      void notify({ variant: 'success', title: TRIAL_STARTED_MESSAGE });
    } catch (error) {
      const refused = error instanceof ApiCallError && (error.status === 409 || error.status === 403);
      if (!refused) {
        if (!(error instanceof ApiCallError && error.status === 401))
          reportError(error, { where: 'trial activation' });
        void notify({ variant: 'error', title: GENERIC_ERROR_MESSAGE });
        setActivating(false);
        // A refused token gets its one refresh, or the user is signed out.
        if (error instanceof ApiCallError && error.status === 401) await refreshSubscriptionOrSignOut();
        return;
      }
      void notify({ variant: 'error', title: error.message });
    }
    await refreshSubscriptionOrSignOut();
    await reload();
    setActivating(false);
  };

  // A plain button with the recipe's class from the server (see dialog-buttons.tsx).
  return (
    <button type="button" className={className} disabled={activating} onClick={() => void activate()}>
      {activating ? 'Mengaktifkan…' : `Aktifkan coba gratis ${FREE_TRIAL_DAYS} hari`}
    </button>
  );
}

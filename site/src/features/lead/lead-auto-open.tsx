'use client';

import { SUBSCRIPTION_TYPE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { useEffect } from 'react';
import { appStore } from '#site/lib/app-store.ts';
import { readCookie } from '#site/lib/browser-storage.ts';
import { currentLeadModalRequestAtom, openLeadModal } from '#site/lib/lead-modal-request.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { currentSubscriptionTypeAtom } from '#site/lib/session/subscription.ts';
import {
  decideLeadAutoOpen,
  LEAD_AUTO_OPEN_RECHECK_MS,
  type LeadAutoOpenContext,
} from './lead-auto-open-rules.ts';
import { hasSeenLeadModal } from './lead-modal-seen.ts';

/** Any open dialog of the page: React Aria modals, menus turned sheets, native <dialog>. */
const OPEN_DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]';

function readAutoOpenContext(): LeadAutoOpenContext {
  return {
    seenThisSession: hasSeenLeadModal(),
    sessionStatus: appStore.get(sessionAtom).status,
    subscriptionType: appStore.get(currentSubscriptionTypeAtom) ?? readCookie(SUBSCRIPTION_TYPE_COOKIE_NAME),
    leadModalOpen: appStore.get(currentLeadModalRequestAtom) !== null,
    otherDialogOpen: document.querySelector(OPEN_DIALOG_SELECTOR) !== null,
    pageHidden: document.visibilityState === 'hidden',
  };
}

export type LeadAutoOpenOptions = {
  /** Sent as `source_page`: e.g. 'Paket Auto Open' (LEAD_SOURCES.paketAutoOpen). */
  source: string;
  /** How long after the page opened: CALL_ME_BACK_AUTO_OPEN_MS (10 s) or CONTACT_ME_AUTO_OPEN_MS (15 s). */
  delayMs: number;
  /** Overrides step 1's button label, as openLeadModal does. */
  submitLabel?: string;
};

/**
 * Opens the lead modal by itself `delayMs` after the page opened (docs/product §9), following
 * decideLeadAutoOpen: never twice in a browser session (any opening counts, a click too), never
 * for a logged-in PAID subscriber, never over another dialog (it waits until that closes).
 * Leaving the page cancels it.
 */
export function useLeadAutoOpen({ source, delayMs, submitLabel }: LeadAutoOpenOptions): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const decision = decideLeadAutoOpen(readAutoOpenContext());
      if (decision === 'open')
        openLeadModal({ source, trigger: 'auto', ...(submitLabel ? { submitLabel } : {}) });
      if (decision === 'wait') timer = setTimeout(check, LEAD_AUTO_OPEN_RECHECK_MS);
    };
    timer = setTimeout(check, delayMs);
    return () => clearTimeout(timer);
  }, [source, delayMs, submitLabel]);
}

/**
 * useLeadAutoOpen as an element, for server-component pages: they pass the constants from
 * domain as props, so the page's client code stays this small.
 *
 * @example
 * // site/src/pages/(app)/paket.tsx (server component)
 * <LeadAutoOpen source={LEAD_SOURCES.paketAutoOpen} delayMs={CALL_ME_BACK_AUTO_OPEN_MS} />
 */
export function LeadAutoOpen(options: LeadAutoOpenOptions) {
  useLeadAutoOpen(options);
  return null;
}

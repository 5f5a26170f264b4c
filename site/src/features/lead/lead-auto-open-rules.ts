import type { SessionState } from '#site/lib/session/session-store.ts';

/** How often a due auto-open looks again while it has to wait (another dialog open, tab hidden). */
export const LEAD_AUTO_OPEN_RECHECK_MS = 1_000;

/** What the auto-open looks at when its delay is over. */
export type LeadAutoOpenContext = {
  /** The lead modal was already shown in this browser session (by a click or by itself). */
  readonly seenThisSession: boolean;
  readonly sessionStatus: SessionState['status'];
  /** The subscription type from the status call, else from the subscription cookie; null if unknown. */
  readonly subscriptionType: string | null;
  /** The lead modal is open right now. */
  readonly leadModalOpen: boolean;
  /** Another dialog (profile, login, popup…) is open right now. */
  readonly otherDialogOpen: boolean;
  /** The tab is in the background: nobody would see the form open. */
  readonly pageHidden: boolean;
};

/** `open` now, `wait` and look again later, or `cancel` for the rest of this page view. */
export type LeadAutoOpenDecision = 'open' | 'wait' | 'cancel';

/**
 * The auto-open rules of docs/product §9 and issue 5: never twice in a browser session, never for a
 * logged-in PAID subscriber, never over another modal (wait until it closes), and only once the
 * session is known and the tab is visible.
 *
 * @example
 * decideLeadAutoOpen({ seenThisSession: false, sessionStatus: 'anonymous', subscriptionType: null,
 *   leadModalOpen: false, otherDialogOpen: true, pageHidden: false }); // 'wait'
 */
export function decideLeadAutoOpen(context: LeadAutoOpenContext): LeadAutoOpenDecision {
  if (context.seenThisSession || context.leadModalOpen) return 'cancel';
  if (context.sessionStatus === 'logged-in' && context.subscriptionType === 'PAID') return 'cancel';
  if (context.sessionStatus === 'unknown' || context.otherDialogOpen || context.pageHidden) return 'wait';
  return 'open';
}

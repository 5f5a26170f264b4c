import { LEAD_MODAL_SEEN_KEY } from '@bimbel/domain/constants/storage-keys';

// sessionStorage throws in some private modes and when disabled; the flag then lives for this
// page only, which at worst lets the auto-open fire once more on the next page.
let seenOnThisPage = false;

/** Remembers for this browser session that the lead modal was shown (docs/product §9: auto-open once). */
export function markLeadModalSeen(): void {
  seenOnThisPage = true;
  try {
    globalThis.sessionStorage?.setItem(LEAD_MODAL_SEEN_KEY, '1');
  } catch {
    // See above.
  }
}

/** Whether the lead modal was already shown in this browser session. */
export function hasSeenLeadModal(): boolean {
  if (seenOnThisPage) return true;
  try {
    return globalThis.sessionStorage?.getItem(LEAD_MODAL_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

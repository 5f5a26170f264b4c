import type * as LeadModalModule from './lead-modal.tsx';

/**
 * Loads the lead modal's code (the modal, its forms, conform and zod): on the first open, or
 * earlier where an open is likely (/contact-me preloads it when the page is idle). A failed load
 * is forgotten, so the next call tries again.
 */
let loading: Promise<typeof LeadModalModule> | null = null;

export function loadLeadModal(): Promise<typeof LeadModalModule> {
  loading ??= import('./lead-modal.tsx').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

import type { LeadSource } from '@bimbel/domain/catalogue/lead-source';
import { atom } from 'jotai';
import { appStore } from './app-store.ts';

/** What opens the lead modal: where the request comes from, and optional copy overrides. */
export type LeadModalRequest = {
  /** Sent as `source_page` (docs/product §3): a lead source or the page name. */
  source: LeadSource | string;
  /** Step 1's button; default 'Oke, minta info Bimbel' (docs/product §2). */
  submitLabel?: string;
  /** How it was opened: a click, or the auto-open of docs/product §9. */
  trigger?: 'click' | 'auto';
};

const leadModalRequestAtom = atom<LeadModalRequest | null>(null);

/** The open lead modal's request, or null when closed. */
export const currentLeadModalRequestAtom = atom((get) => get(leadModalRequestAtom));

/**
 * Opens the lead modal from anywhere (a banner button, the auto-open timer). Its code loads
 * on the first open.
 *
 * @example
 * openLeadModal({ source: 'Home Page Banner' });
 */
export function openLeadModal(request: LeadModalRequest): void {
  appStore.set(leadModalRequestAtom, request);
}

/** Closes the lead modal. */
export function closeLeadModal(): void {
  appStore.set(leadModalRequestAtom, null);
}

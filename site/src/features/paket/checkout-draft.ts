import { CHECKOUT_DRAFT_KEY } from '@bimbel/domain/constants/storage-keys';
import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import { proxy, subscribe } from 'valtio/vanilla';
import { sessionStore } from '#site/lib/browser-storage.ts';
import {
  readCheckoutDraft,
  type CheckoutDraft,
  type DraftPackage,
  type DraftTenure,
} from './read-checkout-draft.ts';

export type { CheckoutDraft, DraftPackage, DraftTenure };

/**
 * The checkout wizard's state (decision 081), a valtio proxy: `unknown` until this tab's stored
 * draft is read (server render and first client render show no step, so nothing differs at
 * hydration), then `ready`. Every change after that is written back to sessionStorage, so a
 * reload or a detour through /login keeps the draft. Components read it with `useSnapshot`;
 * changes go through the named actions below.
 */
export const checkoutState = proxy<{ status: 'unknown' | 'ready'; draft: CheckoutDraft }>({
  status: 'unknown',
  draft: newDraft(''),
});

function newDraft(id: string): CheckoutDraft {
  return { id, package: null, tenure: null, studentIds: [], paymentMethod: null, orderId: null };
}

/** A fresh UUID for `clientReference`: the server answers the same order for the same one. */
function newDraftId(): string {
  return crypto.randomUUID();
}

let stopPersisting: (() => void) | null = null;

/** Reads this tab's draft once (a later call does nothing) and starts writing changes back. */
export function hydrateCheckoutDraft(): void {
  if (checkoutState.status === 'ready') return;
  checkoutState.draft = readCheckoutDraft(sessionStore.get(CHECKOUT_DRAFT_KEY)) ?? newDraft(newDraftId());
  checkoutState.status = 'ready';
  sessionStore.set(CHECKOUT_DRAFT_KEY, JSON.stringify(checkoutState.draft));
  stopPersisting?.();
  stopPersisting = subscribe(checkoutState, () =>
    sessionStore.set(CHECKOUT_DRAFT_KEY, JSON.stringify(checkoutState.draft)),
  );
}

/**
 * Applies a change. Once an order was made from the draft, a change is another order: the
 * draft takes a new id, so the create call does not answer the old order again.
 */
function edit(change: (draft: CheckoutDraft) => void): void {
  const { draft } = checkoutState;
  if (draft.orderId) {
    draft.id = newDraftId();
    draft.orderId = null;
  }
  change(draft);
}

/**
 * /paket/tenure-pick opened for a package: the same package keeps the draft; another package, or
 * any package once an order was made from the draft (a purchase done or left), starts over.
 */
export function choosePackage(chosen: DraftPackage): void {
  if (checkoutState.draft.package?.id !== chosen.id || checkoutState.draft.orderId) {
    checkoutState.draft = { ...newDraft(newDraftId()), package: chosen };
    return;
  }
  // Same package: its name or grades may have changed in the catalogue since.
  checkoutState.draft.package = chosen;
}

export function chooseTenure(tenure: DraftTenure): void {
  if (
    checkoutState.draft.tenure?.months === tenure.months &&
    checkoutState.draft.tenure.price === tenure.price
  )
    return;
  edit((draft) => {
    draft.tenure = tenure;
  });
}

export function chooseStudents(studentIds: readonly string[]): void {
  const current = checkoutState.draft.studentIds;
  if (current.length === studentIds.length && current.every((id, index) => id === studentIds[index])) return;
  edit((draft) => {
    draft.studentIds = [...studentIds];
  });
}

export function choosePaymentMethod(method: PaymentMethod): void {
  if (checkoutState.draft.paymentMethod === method) return;
  edit((draft) => {
    draft.paymentMethod = method;
  });
}

/** The create call answered: the draft now stands for this order (sending it again answers it again). */
export function recordOrder(orderId: string): void {
  checkoutState.draft.orderId = orderId;
}

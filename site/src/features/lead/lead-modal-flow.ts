/**
 * The lead modal's steps as docs/product §4 states them, as a pure reducer (no React, no I/O), so every
 * transition is tested on its own:
 *
 * - details → success when the request is stored; → reason instead when the `lead_reason_step`
 *   flag is on (the lead is already stored by then: the reason only adds to it).
 * - a failed send stays where it was (details or reason), with every value kept.
 * - skip (close icon, outside click, Escape, 'Lewati tanpa jawab'): details → closed,
 *   reason → success, success → closed.
 * - 'Oke, sip!' on success → closed.
 * - while a send is in flight nothing closes the modal: a lead is never dropped half-sent.
 */
export type LeadStep = 'details' | 'reason' | 'success' | 'closed';

export type LeadFlowState = {
  readonly step: LeadStep;
  /** A request is in flight: the submit button shows its loading state and skips are ignored. */
  readonly sending: boolean;
};

export type LeadFlowEvent =
  | { readonly type: 'send' }
  | { readonly type: 'sent'; readonly reasonStepOn: boolean }
  | { readonly type: 'send-failed' }
  | { readonly type: 'skip' }
  | { readonly type: 'finish' };

export const INITIAL_LEAD_FLOW: LeadFlowState = { step: 'details', sending: false };

/** Where a skip leads from each step (docs/product §4). */
const AFTER_SKIP: Readonly<Record<LeadStep, LeadStep>> = {
  details: 'closed',
  reason: 'success',
  success: 'closed',
  closed: 'closed',
};

/**
 * The next state of the lead modal.
 *
 * @example
 * advanceLeadFlow({ step: 'details', sending: true }, { type: 'sent', reasonStepOn: false });
 * // { step: 'success', sending: false }
 */
export function advanceLeadFlow(state: LeadFlowState, event: LeadFlowEvent): LeadFlowState {
  switch (event.type) {
    case 'send':
      if (state.sending || (state.step !== 'details' && state.step !== 'reason')) return state;
      return { ...state, sending: true };
    case 'sent':
      if (!state.sending) return state;
      if (state.step === 'details')
        return { step: event.reasonStepOn ? 'reason' : 'success', sending: false };
      return { step: 'success', sending: false };
    case 'send-failed':
      return state.sending ? { ...state, sending: false } : state;
    case 'skip':
      if (state.sending) return state;
      return { step: AFTER_SKIP[state.step], sending: false };
    case 'finish':
      return state.step === 'success' ? { step: 'closed', sending: false } : state;
  }
}

/** Whether a skip from this state is honoured (the analytics skip event fires only then). */
export function canSkip(state: LeadFlowState): boolean {
  return !state.sending && state.step !== 'closed';
}

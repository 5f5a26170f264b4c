import { describe, expect, it } from 'vitest';
import {
  advanceLeadFlow,
  canSkip,
  INITIAL_LEAD_FLOW,
  type LeadFlowEvent,
  type LeadFlowState,
} from './lead-modal-flow.ts';

function run(events: LeadFlowEvent[], from: LeadFlowState = INITIAL_LEAD_FLOW): LeadFlowState {
  return events.reduce(advanceLeadFlow, from);
}

describe('advanceLeadFlow (docs/product §4)', () => {
  it('starts on the details step, not sending', () => {
    expect(INITIAL_LEAD_FLOW).toEqual({ step: 'details', sending: false });
  });

  it('goes from details to success when the request is stored and the reason step is off', () => {
    expect(run([{ type: 'send' }, { type: 'sent', reasonStepOn: false }])).toEqual({
      step: 'success',
      sending: false,
    });
  });

  it('goes from details to the reason step only when the flag is on', () => {
    expect(run([{ type: 'send' }, { type: 'sent', reasonStepOn: true }])).toEqual({
      step: 'reason',
      sending: false,
    });
  });

  it('goes from the reason step to success when the reason is stored', () => {
    const onReason = run([{ type: 'send' }, { type: 'sent', reasonStepOn: true }]);
    expect(run([{ type: 'send' }, { type: 'sent', reasonStepOn: true }], onReason)).toEqual({
      step: 'success',
      sending: false,
    });
  });

  it('stays on details after a failed send, ready to send again', () => {
    const failed = run([{ type: 'send' }, { type: 'send-failed' }]);
    expect(failed).toEqual({ step: 'details', sending: false });
    expect(advanceLeadFlow(failed, { type: 'send' })).toEqual({ step: 'details', sending: true });
  });

  it('stays on the reason step after its send fails', () => {
    const onReason: LeadFlowState = { step: 'reason', sending: false };
    expect(run([{ type: 'send' }, { type: 'send-failed' }], onReason)).toEqual(onReason);
  });

  it('closes on a skip from details', () => {
    expect(advanceLeadFlow(INITIAL_LEAD_FLOW, { type: 'skip' })).toEqual({ step: 'closed', sending: false });
  });

  it('shows success on a skip from the reason step (the lead is already stored)', () => {
    expect(advanceLeadFlow({ step: 'reason', sending: false }, { type: 'skip' })).toEqual({
      step: 'success',
      sending: false,
    });
  });

  it('closes on a skip or on "Oke, sip!" from success', () => {
    const success: LeadFlowState = { step: 'success', sending: false };
    expect(advanceLeadFlow(success, { type: 'skip' }).step).toBe('closed');
    expect(advanceLeadFlow(success, { type: 'finish' }).step).toBe('closed');
  });

  it('ignores skips while a send is in flight, so a half-sent lead is never dropped', () => {
    const sending: LeadFlowState = { step: 'details', sending: true };
    expect(advanceLeadFlow(sending, { type: 'skip' })).toBe(sending);
    expect(canSkip(sending)).toBe(false);
    expect(canSkip({ step: 'reason', sending: true })).toBe(false);
    expect(canSkip({ step: 'details', sending: false })).toBe(true);
  });

  it('does not send twice at once, nor from success', () => {
    const sending: LeadFlowState = { step: 'details', sending: true };
    expect(advanceLeadFlow(sending, { type: 'send' })).toBe(sending);
    const success: LeadFlowState = { step: 'success', sending: false };
    expect(advanceLeadFlow(success, { type: 'send' })).toBe(success);
  });

  it('ignores a late answer when nothing is being sent', () => {
    expect(advanceLeadFlow(INITIAL_LEAD_FLOW, { type: 'sent', reasonStepOn: true })).toBe(INITIAL_LEAD_FLOW);
    expect(advanceLeadFlow(INITIAL_LEAD_FLOW, { type: 'send-failed' })).toBe(INITIAL_LEAD_FLOW);
  });

  it('ignores "Oke, sip!" outside the success step', () => {
    expect(advanceLeadFlow(INITIAL_LEAD_FLOW, { type: 'finish' })).toBe(INITIAL_LEAD_FLOW);
  });
});

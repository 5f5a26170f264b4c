import type { LeadDetails } from '@bimbel/domain/lead/lead-form';
import { useEffect, useReducer, useRef, useState } from 'react';
import { isFeatureOn } from '#site/lib/feature-flags.ts';
import { closeLeadModal, type LeadModalRequest } from '#site/lib/lead-modal-request.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { advanceLeadFlow, canSkip, INITIAL_LEAD_FLOW } from './lead-modal-flow.ts';
import { reportLeadSendFailure, sendCallbackRequest, sendLeadReason, type LeadReceipt } from './send-lead.ts';

/** The flag that adds the learning-difficulty step after the details (off in the demo data). */
export const LEAD_REASON_STEP_FLAG = 'lead_reason_step';
/** A stored lead never waits on a slow flag call longer than this: it then goes to success. */
const FLAG_WAIT_MS = 3_000;

function waitForFlag(flag: Promise<boolean>): Promise<boolean> {
  return Promise.race([
    flag,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FLAG_WAIT_MS)),
  ]);
}

/**
 * One opening of the lead modal: the steps (advanceLeadFlow), the two sends, and docs/product §7's
 * analytics events (viewed, submit, skip, success viewed). The flag is asked at open, so its
 * answer is there by the time the details are stored.
 */
export function useLeadFlow(request: LeadModalRequest) {
  const source = request.source;
  const [flow, dispatch] = useReducer(advanceLeadFlow, INITIAL_LEAD_FLOW);
  const [reasonStepOn] = useState(() => isFeatureOn(LEAD_REASON_STEP_FLAG));
  const [details, setDetails] = useState<LeadDetails | null>(null);
  // The stored lead the reason step adds to (its id and reason token).
  const [receipt, setReceipt] = useState<LeadReceipt | null>(null);
  // A second Enter before the re-render must not send twice.
  const inFlight = useRef(false);
  const viewed = useRef(false);

  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    trackEvent('Lead Modal Viewed', { source_page: source, trigger: request.trigger ?? 'click' });
  }, [source, request.trigger]);

  useEffect(() => {
    if (flow.step === 'success') trackEvent('Lead Success Viewed', { source_page: source });
    if (flow.step === 'closed') closeLeadModal();
  }, [flow.step, source]);

  async function send(step: 'details' | 'reason', run: () => Promise<boolean>) {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'send' });
    try {
      dispatch({ type: 'sent', reasonStepOn: await run() });
    } catch (error) {
      dispatch({ type: 'send-failed' });
      reportLeadSendFailure(error, source, step);
    } finally {
      inFlight.current = false;
    }
  }

  return {
    flow,
    /** The details as sent (the success step shows their number). */
    details,
    sendDetails(value: LeadDetails) {
      setDetails(value);
      trackEvent('Lead Submitted', { source_page: source, grade: value.grade });
      return send('details', async () => {
        const stored = await sendCallbackRequest(value, source);
        setReceipt(stored);
        // No lead to add a reason to (an answer without one): straight to success.
        return stored ? waitForFlag(reasonStepOn) : false;
      });
    },
    sendReason(reason: string) {
      if (!receipt) return Promise.resolve();
      trackEvent('Lead Reason Submitted', { source_page: source });
      return send('reason', async () => {
        await sendLeadReason(receipt, reason);
        return false;
      });
    },
    /** Close icon, outside click, Escape, 'Lewati tanpa jawab' (ignored while sending). */
    skip() {
      if (!canSkip(flow) || flow.step === 'closed') return;
      trackEvent('Lead Skipped', { source_page: source, step: flow.step });
      dispatch({ type: 'skip' });
    },
    finish() {
      dispatch({ type: 'finish' });
    },
  };
}

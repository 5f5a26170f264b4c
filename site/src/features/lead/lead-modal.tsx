'use client';

import { LeadReasonSchema, type LeadDetails } from '@bimbel/domain/lead/lead-form';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { Modal } from '@bimbel/ui/modal/modal';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { isFeatureOn } from '../../lib/feature-flags.ts';
import { closeLeadModal, type LeadModalRequest } from '../../lib/lead-modal.ts';
import { sessionAtom } from '../../lib/session/session-store.ts';
import { trackEvent } from '../../lib/telemetry/analytics.ts';
import { LeadDetailsForm } from './lead-details-form.tsx';
import { advanceLeadFlow, canSkip, INITIAL_LEAD_FLOW, type LeadStep } from './lead-modal-flow.ts';
import { toLeadDetailsPrefill } from './lead-prefill.ts';
import { LeadPrimaryAction } from './lead-primary-action.tsx';
import { LeadReasonForm } from './lead-reason-form.tsx';
import { LeadSuccess } from './lead-success.tsx';
import { reportLeadSendFailure, sendCallbackRequest } from './send-lead.ts';
import { useFieldEnteredTracking } from './use-field-entered-tracking.ts';

/** The flag that adds the learning-difficulty step after the details (off in the demo data). */
export const LEAD_REASON_STEP_FLAG = 'lead_reason_step';
/** The stored lead never waits on a slow flag call longer than this: it then goes to success. */
const FLAG_WAIT_MS = 3_000;

export const DEFAULT_LEAD_SUBMIT_LABEL = 'Oke, minta info Bimbel';

const TITLES: Record<Exclude<LeadStep, 'closed'>, string> = {
  details: 'Yuk, dapatkan info lengkap Bimbel!',
  reason: 'Apa kesulitan belajar yang sedang dialami?',
  success: 'Permintaanmu sudah kami terima!',
};

function waitForFlag(flag: Promise<boolean>): Promise<boolean> {
  return Promise.race([
    flag,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FLAG_WAIT_MS)),
  ]);
}

/**
 * The lead modal (callback request, SPEC §2, §4): details → (reason, with the flag) → success.
 * Mounted by LeadModalHost for one opening; the host loads this module on the first open.
 */
export function LeadModal({ request }: { request: LeadModalRequest }) {
  const source = request.source;
  const { session } = useAtomValue(sessionAtom);
  const [prefill] = useState(() => toLeadDetailsPrefill(session?.primary_user));
  const [flow, dispatch] = useReducer(advanceLeadFlow, INITIAL_LEAD_FLOW);
  // Asked at open, so the answer is there by the time the details are sent.
  const [reasonStepOn] = useState(() => isFeatureOn(LEAD_REASON_STEP_FLAG));
  const [reason, setReason] = useState('');
  const formId = useId();
  const details = useRef<LeadDetails | null>(null);
  const viewed = useRef(false);
  const onFieldEntered = useFieldEnteredTracking(source);

  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    trackEvent('Lead Modal Viewed', { source_page: source, trigger: request.trigger ?? 'click' });
  }, [source, request.trigger]);

  useEffect(() => {
    if (flow.step === 'success') trackEvent('Lead Success Viewed', { source_page: source });
    if (flow.step === 'closed') closeLeadModal();
  }, [flow.step, source]);

  async function sendDetails(value: LeadDetails) {
    details.current = value;
    dispatch({ type: 'send' });
    trackEvent('Lead Submitted', { source_page: source, grade: value.grade });
    try {
      await sendCallbackRequest(value, source);
      dispatch({ type: 'sent', reasonStepOn: await waitForFlag(reasonStepOn) });
    } catch (error) {
      dispatch({ type: 'send-failed' });
      reportLeadSendFailure(error, source, 'details');
    }
  }

  async function sendReason(reason: string) {
    if (!details.current) return;
    dispatch({ type: 'send' });
    trackEvent('Lead Reason Submitted', { source_page: source });
    try {
      await sendCallbackRequest(details.current, source, reason);
      dispatch({ type: 'sent', reasonStepOn: false });
    } catch (error) {
      dispatch({ type: 'send-failed' });
      reportLeadSendFailure(error, source, 'reason');
    }
  }

  function skip() {
    if (!canSkip(flow) || flow.step === 'closed') return;
    trackEvent('Lead Skipped', { source_page: source, step: flow.step });
    dispatch({ type: 'skip' });
  }

  if (flow.step === 'closed') return null;
  return (
    <Modal
      title={TITLES[flow.step]}
      width="narrow"
      isOpen
      // Escape, outside click and the close icon all skip (SPEC §2, §4).
      onOpenChange={(open) => {
        if (!open) skip();
      }}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {flow.step === 'details' ? (
          <LeadDetailsForm
            id={`${formId}-details`}
            prefill={prefill}
            sending={flow.sending}
            onFieldEntered={onFieldEntered}
            onSubmit={(value) => void sendDetails(value)}
          />
        ) : flow.step === 'reason' ? (
          <LeadReasonForm
            id={`${formId}-reason`}
            sending={flow.sending}
            onReasonChange={setReason}
            onFieldEntered={onFieldEntered}
            onSubmit={(value) => void sendReason(value)}
          />
        ) : (
          <LeadSuccess phoneNumber={details.current?.phoneNumber ?? null} />
        )}
        <LeadPrimaryAction
          step={flow.step}
          formId={`${formId}-${flow.step}`}
          submitLabel={request.submitLabel ?? DEFAULT_LEAD_SUBMIT_LABEL}
          sending={flow.sending}
          reasonValid={LeadReasonSchema.safeParse({ reason }).success}
          onFinish={() => dispatch({ type: 'finish' })}
        />
        {flow.step === 'reason' ? (
          <Button
            variant="link"
            isDisabled={flow.sending}
            onPress={skip}
            className={css({ alignSelf: 'center' })}
          >
            Lewati tanpa jawab
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}

'use client';

import { LeadReasonSchema } from '@bimbel/domain/lead/lead-form';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { Modal } from '@bimbel/ui/modal/modal';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { LeadModalRequest } from '#site/lib/lead-modal-request.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { LeadDetailsForm } from './lead-details-form.tsx';
import type { LeadStep } from './lead-modal-flow.ts';
import { toLeadDetailsPrefill } from './lead-prefill.ts';
import { LeadPrimaryAction } from './lead-primary-action.tsx';
import { LeadReasonForm } from './lead-reason-form.tsx';
import { LeadSuccess } from './lead-success.tsx';
import { useFieldEnteredTracking } from './use-field-entered-tracking.ts';
import { useLeadFlow } from './use-lead-flow.ts';

export const DEFAULT_LEAD_SUBMIT_LABEL = 'Oke, minta info Bimbel';

const TITLES: Record<Exclude<LeadStep, 'closed'>, string> = {
  details: 'Yuk, dapatkan info lengkap Bimbel!',
  reason: 'Apa kesulitan belajar yang sedang dialami?',
  success: 'Permintaanmu sudah kami terima!',
};

/**
 * The lead modal (callback request, docs/product §2, §4): details → (reason, with the flag) → success.
 * Mounted by LeadModalHost for one opening; the host loads this module on the first open.
 */
export function LeadModal({ request }: { request: LeadModalRequest }) {
  const { session } = useAtomValue(sessionAtom);
  const [prefill] = useState(() => toLeadDetailsPrefill(session?.primary_user, session?.parent_user));
  const [reason, setReason] = useState('');
  const formId = useId();
  const lead = useLeadFlow(request);
  const onFieldEntered = useFieldEnteredTracking(request.source);
  const { step, sending } = lead.flow;

  if (step === 'closed') return null;
  return (
    <Modal
      title={TITLES[step]}
      width="narrow"
      isOpen
      // Escape, outside click and the close icon all skip (docs/product §2, §4).
      onOpenChange={(open) => {
        if (!open) lead.skip();
      }}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {step === 'details' ? (
          <LeadDetailsForm
            id={`${formId}-details`}
            prefill={prefill}
            sending={sending}
            onFieldEntered={onFieldEntered}
            onSubmit={(value) => void lead.sendDetails(value)}
          />
        ) : step === 'reason' ? (
          <LeadReasonForm
            id={`${formId}-reason`}
            sending={sending}
            onReasonChange={setReason}
            onFieldEntered={onFieldEntered}
            onSubmit={(value) => void lead.sendReason(value)}
          />
        ) : (
          <LeadSuccess phoneNumber={lead.details?.phoneNumber ?? null} />
        )}
        {/* Always the second child: the same button element through every step. */}
        <LeadPrimaryAction
          step={step}
          formId={`${formId}-${step}`}
          submitLabel={request.submitLabel ?? DEFAULT_LEAD_SUBMIT_LABEL}
          sending={sending}
          reasonValid={LeadReasonSchema.safeParse({ reason }).success}
          onFinish={lead.finish}
        />
        {step === 'reason' ? (
          <Button
            variant="link"
            isDisabled={sending}
            onPress={lead.skip}
            className={css({ alignSelf: 'center' })}
          >
            Lewati tanpa jawab
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}

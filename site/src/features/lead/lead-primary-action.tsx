'use client';

import { Button } from '@bimbel/ui/button/button';
import type { LeadStep } from './lead-modal-flow.ts';

export type LeadPrimaryActionProps = {
  step: Exclude<LeadStep, 'closed'>;
  /** The `id` of the step's form, which this button submits from outside it. */
  formId: string;
  submitLabel: string;
  sending: boolean;
  /** The reason step's answer is valid ('Sip, kirim' is disabled until then, docs/product §2). */
  reasonValid: boolean;
  onFinish: () => void;
};

/**
 * The one main button of every step: 'Oke, minta info Bimbel' → 'Sip, kirim' → 'Oke, sip!'.
 * It stays the same element across steps, so keyboard focus is not dropped when a step's form
 * goes away, and React Aria's "sending" announcement (which points at this button) never points
 * at a removed element.
 */
export function LeadPrimaryAction({
  step,
  formId,
  submitLabel,
  sending,
  reasonValid,
  onFinish,
}: LeadPrimaryActionProps) {
  if (step === 'success') {
    return (
      <Button type="button" size="large" fullWidth onPress={onFinish}>
        Oke, sip!
      </Button>
    );
  }
  return (
    <Button
      type="submit"
      form={formId}
      size="large"
      fullWidth
      isDisabled={step === 'reason' && !reasonValid}
      isLoading={sending}
      loadingText="Mengirim…"
    >
      {step === 'details' ? submitLabel : 'Sip, kirim'}
    </Button>
  );
}

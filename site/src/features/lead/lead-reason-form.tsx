'use client';

import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { LeadReasonSchema } from '@bimbel/domain/lead/lead-form';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { TextArea } from '@bimbel/ui/text-area/text-area';
import { useEffect, useRef, useState } from 'react';
import type { LeadField } from './use-field-entered-tracking.ts';

export type LeadReasonFormProps = {
  sending: boolean;
  onFieldEntered: (field: LeadField) => void;
  onSubmit: (reason: string) => void;
  onSkip: () => void;
};

/**
 * Step 2 (only with the `lead_reason_step` flag): the learning difficulty, at most 255 characters
 * with a counter. 'Sip, kirim' stays disabled until the answer is valid; 'Lewati tanpa jawab'
 * goes to success — the lead itself was stored by step 1.
 */
export function LeadReasonForm({ sending, onFieldEntered, onSubmit, onSkip }: LeadReasonFormProps) {
  const [reason, setReason] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const [form, fields] = useForm({
    shouldValidate: 'onInput',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadReasonSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (!sending && submission?.status === 'success') onSubmit(submission.value.reason);
    },
  });
  const valid = LeadReasonSchema.safeParse({ reason }).success;

  // The details form that had focus is gone: the question's box takes it.
  useEffect(() => {
    container.current?.querySelector('textarea')?.focus();
  }, []);

  return (
    <div ref={container}>
      <form {...getFormProps(form)} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ color: 'muted', mb: '3' })}>
          Ceritakan singkat, ya. Guru kami jadi bisa menyiapkan saran belajar yang pas saat menghubungi.
        </p>
        <TextArea
          name={fields.reason.name}
          label="Kesulitan belajar"
          placeholder="Contoh: masih bingung pecahan dan soal cerita"
          errorMessage={fields.reason.errors?.[0]}
          isRequired
          onChange={(value) => {
            setReason(value);
            onFieldEntered('reason');
          }}
        />
        <Button type="submit" size="large" fullWidth isDisabled={!valid} isLoading={sending} loadingText="Mengirim…">
          Sip, kirim
        </Button>
      </form>
      <div className={css({ display: 'flex', justifyContent: 'center', mt: '3' })}>
        <Button variant="link" isDisabled={sending} onPress={onSkip}>
          Lewati tanpa jawab
        </Button>
      </div>
    </div>
  );
}

'use client';

import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { LeadReasonSchema } from '@bimbel/domain/lead/lead-form';
import { css } from '@bimbel/styled-system/css';
import { TextArea } from '@bimbel/ui/text-area/text-area';
import { useEffect, useRef } from 'react';
import type { LeadField } from './use-field-entered-tracking.ts';

export type LeadReasonFormProps = {
  /** The form's id: the modal's main button ('Sip, kirim') submits it from outside. */
  id: string;
  sending: boolean;
  onReasonChange: (reason: string) => void;
  onFieldEntered: (field: LeadField) => void;
  onSubmit: (reason: string) => void;
};

/**
 * Step 2 (only with the `lead_reason_step` flag): the learning difficulty, at most 255
 * characters with a counter, validated on every change (LeadReasonSchema, docs/product §5).
 */
export function LeadReasonForm({
  id,
  sending,
  onReasonChange,
  onFieldEntered,
  onSubmit,
}: LeadReasonFormProps) {
  const container = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id,
    shouldValidate: 'onInput',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadReasonSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (!sending && submission?.status === 'success') onSubmit(submission.value.reason);
    },
  });

  // The details form is gone: the question's box takes the focus.
  useEffect(() => {
    container.current?.querySelector('textarea')?.focus();
  }, []);

  return (
    <form
      ref={container}
      {...getFormProps(form)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
    >
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
          onReasonChange(value);
          onFieldEntered('reason');
        }}
      />
    </form>
  );
}

'use client';

import { getFormProps, useForm, useInputControl } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { LEAD_GRADE_OPTIONS, LeadDetailsSchema, type LeadDetails } from '@bimbel/domain/lead/lead-form';
import { css } from '@bimbel/styled-system/css';
import { PhoneField } from '@bimbel/ui/phone-field/phone-field';
import { Select } from '@bimbel/ui/select/select';
import { TextField } from '@bimbel/ui/text-field/text-field';
import type { LeadDetailsPrefill } from './lead-prefill.ts';
import type { LeadField } from './use-field-entered-tracking.ts';

export type LeadDetailsFormProps = {
  /** The form's id: the modal's main button submits it from outside (LeadPrimaryAction). */
  id: string;
  prefill: LeadDetailsPrefill;
  sending: boolean;
  onFieldEntered: (field: LeadField) => void;
  onSubmit: (details: LeadDetails) => void;
};

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });

/**
 * Step 1 of the lead modal: WhatsApp number (+62), name and grade, validated on every change with
 * docs/product §5's messages (LeadDetailsSchema, the schema the server uses too). Stays mounted while a
 * send runs and after it fails, so nothing typed is lost.
 */
export function LeadDetailsForm({ id, prefill, sending, onFieldEntered, onSubmit }: LeadDetailsFormProps) {
  const [form, fields] = useForm({
    id,
    defaultValue: prefill,
    shouldValidate: 'onInput',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadDetailsSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (sending) return;
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  // React Aria's Select posts through a hidden <select> that never fires input events by itself.
  const grade = useInputControl(fields.grade);
  const gradeValue = typeof grade.value === 'string' && grade.value !== '' ? grade.value : null;

  return (
    <form {...getFormProps(form)} className={formClass}>
      <p className={css({ color: 'muted', mb: '3' })}>
        Isi data di bawah, ya. Tim kami akan menghubungi lewat WhatsApp untuk menjelaskan kelas, jadwal, dan
        biaya Bimbel.
      </p>
      <input type="hidden" name={fields.callbackRequestedBy.name} value={prefill.callbackRequestedBy} />
      <PhoneField
        name={fields.phoneNumber.name}
        label="Nomor WhatsApp orangtua"
        defaultValue={fields.phoneNumber.initialValue}
        errorMessage={fields.phoneNumber.errors?.[0]}
        placeholder="812-3456-7890"
        isRequired
        onChange={() => onFieldEntered('phoneNumber')}
      />
      <TextField
        name={fields.name.name}
        label="Nama orangtua"
        autoComplete="name"
        defaultValue={fields.name.initialValue}
        errorMessage={fields.name.errors?.[0]}
        placeholder="Contoh: Ibu Sari"
        isRequired
        onChange={() => onFieldEntered('name')}
      />
      <Select
        name={fields.grade.name}
        label="Kelas anak"
        placeholder="Pilih kelas"
        options={LEAD_GRADE_OPTIONS}
        value={gradeValue}
        errorMessage={fields.grade.errors?.[0]}
        isRequired
        onChange={(value) => {
          grade.change(value ?? '');
          onFieldEntered('grade');
        }}
        onBlur={grade.blur}
      />
    </form>
  );
}

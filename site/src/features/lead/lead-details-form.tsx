'use client';

import { getFormProps, useForm, useInputControl } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { LEAD_GRADE_OPTIONS, LeadDetailsSchema, type LeadDetails } from '@bimbel/domain/lead/lead-form';
import { css } from '@bimbel/styled-system/css';
import { PhoneField } from '@bimbel/ui/phone-field/phone-field';
import { Select } from '@bimbel/ui/select/select';
import { TextField } from '@bimbel/ui/text-field/text-field';
import { Radio, RadioGroup } from '@bimbel/ui/radio-group/radio-group';
import type { CallbackRequester } from '@bimbel/domain/lead/lead-form';
import { useState } from 'react';
import { LEAD_CONTACT_LABELS, switchLeadContact, type LeadPrefill } from './lead-prefill.ts';
import type { LeadField } from './use-field-entered-tracking.ts';

export type LeadDetailsFormProps = {
  /** The form's id: the modal's main button submits it from outside (LeadPrimaryAction). */
  id: string;
  prefill: LeadPrefill;
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
    defaultValue: prefill.initial,
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
  // Who asks decides the labels and whose contact is prefilled (decision 086).
  const [requester, setRequester] = useState<CallbackRequester>(prefill.initial.callbackRequestedBy);
  const labels = LEAD_CONTACT_LABELS[requester];
  const chooseRequester = (value: string) => {
    const next: CallbackRequester = value === 'parent' ? 'parent' : 'student';
    if (next === requester) return;
    const values = form.value ?? {};
    const current = {
      phoneNumber: typeof values.phoneNumber === 'string' ? values.phoneNumber : '',
      name: typeof values.name === 'string' ? values.name : '',
    };
    const contact = switchLeadContact(prefill.contacts, requester, next, current);
    if (contact.phoneNumber !== current.phoneNumber)
      form.update({ name: fields.phoneNumber.name, value: contact.phoneNumber, validated: false });
    if (contact.name !== current.name)
      form.update({ name: fields.name.name, value: contact.name, validated: false });
    setRequester(next);
  };

  return (
    <form {...getFormProps(form)} className={formClass}>
      <p className={css({ color: 'muted', mb: '3' })}>
        Isi data di bawah, ya. Tim kami akan menghubungi lewat WhatsApp untuk menjelaskan kelas, jadwal, dan
        biaya Bimbel.
      </p>
      <RadioGroup
        name={fields.callbackRequestedBy.name}
        label="Yang mengisi"
        orientation="horizontal"
        value={requester}
        onChange={chooseRequester}
      >
        <Radio value="student">Saya murid</Radio>
        <Radio value="parent">Saya orangtua</Radio>
      </RadioGroup>
      <PhoneField
        key={fields.phoneNumber.key}
        name={fields.phoneNumber.name}
        label={labels.phoneNumber}
        defaultValue={fields.phoneNumber.initialValue}
        errorMessage={fields.phoneNumber.errors?.[0]}
        placeholder="812-3456-7890"
        isRequired
        onChange={() => onFieldEntered('phoneNumber')}
      />
      <TextField
        key={fields.name.key}
        name={fields.name.name}
        label={labels.name}
        autoComplete="name"
        defaultValue={fields.name.initialValue}
        errorMessage={fields.name.errors?.[0]}
        placeholder={requester === 'parent' ? 'Contoh: Ibu Sari' : 'Contoh: Raka'}
        isRequired
        onChange={() => onFieldEntered('name')}
      />
      <Select
        name={fields.grade.name}
        label={labels.grade}
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

'use client';

import { PROVINCES } from '@bimbel/domain/catalogue/province';
import { SUBJECTS } from '@bimbel/domain/catalogue/subject';
import type { AkademiApplicationInput } from '@bimbel/domain/events/akademi-application';
import {
  CITY_NAME_MAX_LENGTH,
  MOTIVATION_MAX_LENGTH,
  TEACHING_EXPERIENCE,
  TEACHING_LEVELS,
} from '@bimbel/domain/events/event-form-limits';
import { NAME_MAX_LENGTH } from '@bimbel/domain/lead/lead-limits';
import { applyAkademi } from '#site/lib/api/event-calls.ts';
import { useState } from 'react';
import { CheckboxGroup, ConsentBox, EventForm, SelectInput, SuccessPanel, TextInput } from './event-form-fields.tsx';
import * as styles from './event-form.styles.ts';
import { formPayload, useEventForm } from './use-event-form.ts';

/** Field names in page order (the domain's AKADEMI_FIELDS, without importing zod here). */
const FIELDS = ['name', 'phone', 'email', 'province', 'city', 'subjects', 'levels', 'experience', 'motivation', 'consent'] as const;

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({ value: province, label: province }));
const SUBJECT_OPTIONS = SUBJECTS.map((subject) => ({ value: subject.value, label: subject.name }));
const LEVEL_OPTIONS = TEACHING_LEVELS.map((level) => ({ value: level, label: level }));

/** The Akademi Guru application (decision 085): plain fields; the server checks every one. */
export function AkademiForm() {
  const form = useEventForm({
    fields: FIELDS,
    toPayload: (data) => formPayload(data, FIELDS, ['subjects', 'levels']),
    send: (body) => applyAkademi({ body: body as AkademiApplicationInput }),
  });
  const { errors, result } = form;
  const [motivationLength, setMotivationLength] = useState(0);

  if (form.status === 'done') {
    return (
      <SuccessPanel title={result?.repeat ? 'Lamaranmu sudah ada' : 'Lamaran terkirim'}>
        {result?.repeat
          ? 'Nomor WhatsApp ini sudah melamar sebelumnya. Lamaranmu tetap kami proses; tim Akademi Guru akan menghubungimu lewat WhatsApp.'
          : 'Terima kasih! Tim Akademi Guru membaca setiap lamaran dan menghubungimu lewat WhatsApp untuk langkah berikutnya.'}
      </SuccessPanel>
    );
  }

  const motivationCounterId = 'ak-motivation-counter';
  return (
    <EventForm state={form} label="Formulir lamaran Akademi Guru" submitLabel="Kirim lamaran">
      <TextInput id="ak-name" name="name" label="Nama lengkap" autoComplete="name" maxLength={NAME_MAX_LENGTH} error={errors.name} />
      <TextInput
        id="ak-phone"
        name="phone"
        label="Nomor WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Contoh: 0812 3456 7890"
        maxLength={24}
        error={errors.phone}
      />
      <TextInput
        id="ak-email"
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        wide
        error={errors.email}
      />
      <SelectInput
        id="ak-province"
        name="province"
        label="Provinsi"
        placeholder="Pilih provinsi"
        options={PROVINCE_OPTIONS}
        error={errors.province}
      />
      <TextInput
        id="ak-city"
        name="city"
        label="Kota atau kabupaten"
        autoComplete="address-level2"
        maxLength={CITY_NAME_MAX_LENGTH}
        error={errors.city}
      />
      <CheckboxGroup id="ak-subjects" name="subjects" legend="Mata pelajaran yang kamu ajar" options={SUBJECT_OPTIONS} error={errors.subjects} />
      <CheckboxGroup id="ak-levels" name="levels" legend="Jenjang yang kamu ajar" options={LEVEL_OPTIONS} error={errors.levels} />
      <SelectInput
        id="ak-experience"
        name="experience"
        label="Pengalaman mengajar"
        placeholder="Pilih lama pengalaman"
        options={TEACHING_EXPERIENCE}
        wide
        error={errors.experience}
      />
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="ak-motivation" className={styles.label}>
          Kenapa ingin mengajar di CoBelajar? <span className={styles.optional}>(opsional)</span>
        </label>
        <textarea
          id="ak-motivation"
          name="motivation"
          maxLength={MOTIVATION_MAX_LENGTH}
          className={`${styles.control} ${styles.textArea}`}
          aria-invalid={errors.motivation ? true : undefined}
          aria-describedby={[motivationCounterId, errors.motivation ? 'ak-motivation-error' : null].filter(Boolean).join(' ')}
          onChange={(event) => setMotivationLength(event.currentTarget.value.length)}
        />
        <p id={motivationCounterId} className={styles.counter}>
          {`${motivationLength}/${MOTIVATION_MAX_LENGTH} karakter`}
        </p>
        {errors.motivation ? (
          <p id="ak-motivation-error" className={styles.error}>
            {errors.motivation}
          </p>
        ) : null}
      </div>
      <ConsentBox id="ak-consent" name="consent" error={errors.consent}>
        Saya setuju data ini dipakai CoBelajar untuk menilai lamaran saya dan menghubungi saya lewat WhatsApp atau email.
      </ConsentBox>
    </EventForm>
  );
}

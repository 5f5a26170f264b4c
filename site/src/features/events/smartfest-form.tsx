'use client';

import { SMARTFEST_GRADES } from '@bimbel/domain/events/event-form-limits';
import { NAME_MAX_LENGTH } from '@bimbel/domain/lead/lead-limits';
import type { SmartfestRegistrationInput } from '@bimbel/domain/events/smartfest-registration';
import { registerSmartfest } from '#site/lib/api/event-calls.ts';
import { ConsentBox, EventForm, SelectInput, SuccessPanel, TextInput } from './event-form-fields.tsx';
import { formPayload, useEventForm } from './use-event-form.ts';

/** Field names in page order (the domain's SMARTFEST_FIELDS, without importing zod here). */
const FIELDS = ['student_name', 'grade', 'school', 'parent_name', 'parent_phone', 'email', 'consent'] as const;

const GRADE_OPTIONS = SMARTFEST_GRADES.map((grade) => ({ value: String(grade), label: `Kelas ${grade}` }));

/**
 * The SmartFest registration form (decision 085): plain fields, the server validates and answers
 * every wrong field at once. `editionName` names what the success panel confirms.
 */
export function SmartfestForm({ editionName }: { editionName: string }) {
  const form = useEventForm({
    fields: FIELDS,
    toPayload: (data) => formPayload(data, FIELDS),
    send: (body) => registerSmartfest({ body: body as SmartfestRegistrationInput }),
  });
  const { errors, result } = form;

  if (form.status === 'done') {
    return (
      <SuccessPanel title={result?.repeat ? 'Siswa ini sudah terdaftar' : 'Pendaftaran diterima'}>
        {result?.repeat
          ? `Data siswa ini sudah kami terima sebelumnya untuk ${editionName}; tidak ada yang terdaftar dua kali.`
          : `Terima kasih! Siswa terdaftar di ${editionName}. Tautan soal babak penyisihan kami kirim ke WhatsApp orangtua sebelum babak dimulai.`}
      </SuccessPanel>
    );
  }

  return (
    <EventForm state={form} label="Formulir pendaftaran SmartFest" submitLabel="Daftarkan siswa">
      <TextInput
        id="sf-student-name"
        name="student_name"
        label="Nama lengkap siswa"
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        error={errors.student_name}
      />
      <SelectInput
        id="sf-grade"
        name="grade"
        label="Kelas"
        placeholder="Pilih kelas"
        options={GRADE_OPTIONS}
        error={errors.grade}
      />
      <TextInput
        id="sf-school"
        name="school"
        label="Nama sekolah"
        hint="Contoh: SMPN 1 Bandung"
        autoComplete="off"
        maxLength={120}
        wide
        error={errors.school}
      />
      <TextInput
        id="sf-parent-name"
        name="parent_name"
        label="Nama orangtua/wali"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        error={errors.parent_name}
      />
      <TextInput
        id="sf-parent-phone"
        name="parent_phone"
        label="Nomor WhatsApp orangtua"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Contoh: 0812 3456 7890. Info lomba dikirim ke nomor ini."
        maxLength={24}
        error={errors.parent_phone}
      />
      <TextInput
        id="sf-email"
        name="email"
        label="Email orangtua"
        type="email"
        inputMode="email"
        autoComplete="email"
        optional
        wide
        maxLength={254}
        error={errors.email}
      />
      <ConsentBox id="sf-consent" name="consent" error={errors.consent}>
        Saya orangtua/wali siswa ini dan setuju data di atas dipakai CoBelajar untuk pendaftaran dan
        informasi SmartFest.
      </ConsentBox>
    </EventForm>
  );
}

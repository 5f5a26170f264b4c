'use client';

import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { AuthPage, AuthPageLoading } from '../auth-page.tsx';
import { AUTH_SCREEN_TITLES } from '../auth-screen-titles.ts';
import { useFormValues } from '../use-form-values.ts';
import { DetailsFields, EMPTY_DETAILS, type DetailsValues } from './details-fields.tsx';
import { detailsSchemaFor } from './details-schema.ts';
import {
  readRegistrationDraft,
  writeRegistrationDraft,
  type RegistrationDraft,
} from './registration-draft.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { useRegisterToken } from './use-register-token.ts';

const TITLES = {
  create: AUTH_SCREEN_TITLES['user-details'],
  edit: AUTH_SCREEN_TITLES['update-user-details'],
} as const;

/**
 * /user/register/user-details (`create`: the second step, then the location) and
 * /user/register/update-user-details (`edit`: change the details from the last step before
 * finishing, then back to it). Both keep what was typed in the draft.
 */
export function UserDetailsScreen({ mode }: { mode: 'create' | 'edit' }) {
  const router = useRouter();
  const token = useRegisterToken();
  const [draft] = useState<RegistrationDraft>(() => readRegistrationDraft());
  const role = draft.role;
  useEffect(() => {
    // The role comes first: without it the form would not know which fields to ask.
    if (token && !role) void router.replace('/user/select-role');
  }, [token, role, router]);
  if (!token || !role) return <AuthPageLoading title={TITLES[mode]} />;
  return <DetailsForm mode={mode} role={role} draft={draft} />;
}

function DetailsForm({
  mode,
  role,
  draft,
}: {
  mode: 'create' | 'edit';
  role: 'student' | 'parent';
  draft: RegistrationDraft;
}) {
  const router = useRouter();
  const form = useFormValues(detailsSchemaFor(role).safeParse, {
    ...EMPTY_DETAILS,
    ...draft.details,
  } as DetailsValues);
  const change = (patch: Partial<DetailsValues>) => {
    form.change(patch);
    // A first fill is kept as it is typed (going back loses nothing); an edit only on 'Simpan'.
    if (mode === 'create')
      writeRegistrationDraft({ ...readRegistrationDraft(), role, details: { ...form.values, ...patch } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) return;
    writeRegistrationDraft({ ...readRegistrationDraft(), role, details: form.values });
    void router.push('/user/register/add-location');
  };
  return (
    <AuthPage
      step={mode === 'create' ? REGISTRATION_STEPS.details : undefined}
      title={TITLES[mode]}
      intro={
        role === 'parent'
          ? 'Isi data Bapak/Ibu dan anak yang akan belajar.'
          : 'Isi datamu supaya kelasnya pas.'
      }
    >
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        className={css({ display: 'grid', gap: '2', mt: '6' })}
      >
        <DetailsFields role={role} values={form.values} errors={form.errors} onChange={change} />
        <Button type="submit" fullWidth size="large">
          {mode === 'create' ? 'Lanjut' : 'Simpan'}
        </Button>
        <Button
          variant="ghost"
          fullWidth
          href={mode === 'create' ? '/user/select-role' : '/user/register/add-location'}
        >
          {mode === 'create' ? 'Kembali' : 'Batal'}
        </Button>
      </form>
    </AuthPage>
  );
}

'use client';

import { PROVINCE_OPTIONS } from '@bimbel/domain/catalogue/province';
import { LocationSchema } from '@bimbel/domain/profile/profile-fields';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { Select } from '@bimbel/ui/select/select';
import { TextField } from '@bimbel/ui/text-field/text-field';
import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { AuthPage, AuthPageLoading } from '../auth-page.tsx';
import { AUTH_SCREEN_TITLES } from '../auth-screen-titles.ts';
import { FormAlert } from '../form-alert.tsx';
import { goToPageAfterLogin } from '#site/lib/session/redirect-after-login.ts';
import { useFormValues } from '../use-form-values.ts';
import { DetailsSummary } from './details-summary.tsx';
import { describeRegisterProblem, type RegisterProblem } from './register-problem.ts';
import { checkDraftDetails, registerAccount, withLocation, type CheckedDetails } from './register-account.ts';
import {
  readRegistrationDraft,
  writeRegistrationDraft,
  type RegistrationDraft,
} from './registration-draft.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { useRegisterToken } from './use-register-token.ts';

const TITLE = AUTH_SCREEN_TITLES['add-location'];

/**
 * /user/register/add-location, the last step: province and city (what the register call
 * keeps on the family account), a summary of the details, then the registration itself —
 * which logs the new family in and goes on to /bimbel (or the remembered page).
 */
export function AddLocationScreen() {
  const router = useRouter();
  const token = useRegisterToken();
  const [draft] = useState<RegistrationDraft>(() => readRegistrationDraft());
  const checked = checkDraftDetails(draft);
  useEffect(() => {
    if (!token || checked) return;
    // Earlier steps are missing or no longer pass: go back to the first one that needs work.
    void router.replace(draft.role ? '/user/register/user-details' : '/user/select-role');
  }, [token, checked, draft.role, router]);
  if (!token || !checked) return <AuthPageLoading title={TITLE} />;
  return <LocationForm token={token} draft={draft} details={checked.details} />;
}

function LocationForm({
  token,
  draft,
  details,
}: {
  token: string;
  draft: RegistrationDraft;
  details: CheckedDetails['details'];
}) {
  const form = useFormValues(LocationSchema.safeParse, { province: '', city: '', ...draft.location });
  const [problem, setProblem] = useState<RegisterProblem | null>(null);
  const [isSaving, setSaving] = useState(false);
  const change = (patch: Partial<typeof form.values>) => {
    form.change(patch);
    writeRegistrationDraft({ ...readRegistrationDraft(), location: { ...form.values, ...patch } });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const location = form.submit();
    const checked = checkDraftDetails(readRegistrationDraft());
    if (!location || !checked) return;
    const answers = withLocation(checked, location);
    setSaving(true);
    setProblem(null);
    try {
      await registerAccount(answers, token);
      goToPageAfterLogin();
    } catch (error) {
      setProblem(describeRegisterProblem(error));
      setSaving(false);
    }
  };

  return (
    <AuthPage
      step={REGISTRATION_STEPS.location}
      title={TITLE}
      intro="Supaya jadwal dan info kelas sesuai daerahmu."
    >
      <DetailsSummary details={details} />
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className={css({ display: 'grid', gap: '2', mt: '6' })}
      >
        <Select
          label="Provinsi"
          placeholder="Pilih provinsi"
          options={PROVINCE_OPTIONS}
          value={form.values.province || null}
          onChange={(province) => change({ province: province ?? '' })}
          errorMessage={form.errors.province}
          isRequired
        />
        <TextField
          label="Kota atau kabupaten"
          autoComplete="address-level2"
          value={form.values.city}
          onChange={(city) => change({ city })}
          errorMessage={form.errors.city}
          isRequired
        />
        <FormAlert message={problem?.message ?? null}>
          {problem?.action ? (
            <Button variant="link" size="small" href={problem.action.href}>
              {problem.action.label}
            </Button>
          ) : null}
        </FormAlert>
        <Button type="submit" fullWidth size="large" isLoading={isSaving} loadingText="Mendaftarkan…">
          Daftar
        </Button>
        <Button variant="ghost" fullWidth href="/user/register/user-details">
          Kembali
        </Button>
      </form>
    </AuthPage>
  );
}

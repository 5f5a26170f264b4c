'use client';

import { ROLES, type Role } from '@bimbel/domain/catalogue/role';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { RadioCard, RadioCardGroup } from '@bimbel/ui/radio-card/radio-card';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { AuthPage, AuthPageLoading } from '../auth-page.tsx';
import { AUTH_SCREEN_TITLES } from '../auth-screen-titles.ts';
import { readRegistrationDraft, withRole, writeRegistrationDraft } from './registration-draft.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';
import { useRegisterToken } from './use-register-token.ts';

const ROLE_HINTS: Record<Role, string> = {
  student: 'Aku yang mau belajar.',
  parent: 'Aku daftar untuk anakku.',
};

const TITLE = AUTH_SCREEN_TITLES['select-role'];

/** /user/select-role: Murid or Orangtua (docs/product §3's roles); 'Lanjut' waits for a choice. */
export function SelectRoleScreen() {
  const router = useRouter();
  const token = useRegisterToken();
  const [role, setRole] = useState<Role | null>(() => readRegistrationDraft().role ?? null);
  if (!token) return <AuthPageLoading title={TITLE} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    writeRegistrationDraft(withRole(readRegistrationDraft(), role));
    void router.push('/user/register/user-details');
  };
  return (
    <AuthPage
      step={REGISTRATION_STEPS.role}
      title={TITLE}
      intro="Nomor ini belum terdaftar. Yuk, lengkapi datamu dulu — cuma 3 langkah."
    >
      <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '6', mt: '6' })}>
        <RadioCardGroup
          aria-label="Daftar sebagai"
          layout="list"
          value={role}
          onChange={(value) => setRole(value === 'parent' ? 'parent' : 'student')}
        >
          {ROLES.map((option) => (
            <RadioCard key={option.value} value={option.value}>
              <span className={css({ display: 'flex', flexDirection: 'column' })}>
                <span className={css({ fontWeight: 'bold' })}>{option.name}</span>
                <span className={css({ color: 'muted' })}>{ROLE_HINTS[option.value]}</span>
              </span>
            </RadioCard>
          ))}
        </RadioCardGroup>
        <Button type="submit" fullWidth size="large" isDisabled={!role}>
          Lanjut
        </Button>
      </form>
    </AuthPage>
  );
}

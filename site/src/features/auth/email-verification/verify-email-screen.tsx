'use client';

import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { Spinner } from '@bimbel/ui/spinner/spinner';
import { useEffect, useRef, useState } from 'react';
import { ApiCallError } from '#site/lib/api-client.ts';
import { verifyEmail } from '#site/lib/api/user-calls.ts';
import { AuthPage } from '../auth-page.tsx';
import { describeFormProblem } from '../form-problem.ts';

type State =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

const textStyle = css({ mt: '4' });
const actionsStyle = css({ display: 'grid', gap: '2', mt: '6' });

/**
 * The page an e-mail verification link opens (domain/src/routes/email-verification-path.ts):
 * `PUT /user-management/v1/users/verify-email/{token}` once, then a clear result. The link may
 * be opened on any device, logged in or not: the token is the credential.
 */
export function VerifyEmailScreen({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);

  useEffect(() => {
    // One call per attempt, even if the effect runs twice: a used token cannot verify again.
    if (sent.current === attempt) return;
    sent.current = attempt;
    verifyEmail({ params: { token } })
      .then(() => setState({ kind: 'verified' }))
      .catch((error: unknown) => {
        if (error instanceof ApiCallError && error.code === 'verification_link_invalid') {
          setState({ kind: 'invalid', message: error.message });
        } else {
          setState({ kind: 'failed', message: describeFormProblem(error) });
        }
      });
  }, [token, attempt]);

  if (state.kind === 'verifying') {
    return (
      <AuthPage title="Memverifikasi email">
        <p
          role="status"
          className={css({ display: 'flex', alignItems: 'center', gap: '3', mt: '4', color: 'muted' })}
        >
          <Spinner size="medium" />
          Sebentar, ya. Kami sedang memeriksa tautanmu.
        </p>
      </AuthPage>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AuthPage title="Email kamu sudah terverifikasi">
        <p role="status" className={textStyle}>
          Terima kasih! Info kelas dan tagihan akan kami kirim ke email ini.
        </p>
        <div className={actionsStyle}>
          <Button href="/bimbel" fullWidth size="large">
            Lanjut ke Bimbel
          </Button>
        </div>
      </AuthPage>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <AuthPage title={state.message}>
        <p className={textStyle}>
          Tautan ini sudah dipakai, sudah lewat 24 jam, atau emailnya sudah diganti lagi. Untuk minta tautan
          baru, simpan lagi email kamu di halaman ubah data.
        </p>
        <div className={actionsStyle}>
          <Button href="/user/update-user" fullWidth size="large">
            Ubah data
          </Button>
          <Button href="/" variant="ghost" fullWidth>
            Ke beranda
          </Button>
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Email belum terverifikasi">
      <p role="alert" className={textStyle}>
        {state.message}
      </p>
      <div className={actionsStyle}>
        <Button
          fullWidth
          size="large"
          onPress={() => {
            setState({ kind: 'verifying' });
            setAttempt((count) => count + 1);
          }}
        >
          Coba lagi
        </Button>
      </div>
    </AuthPage>
  );
}

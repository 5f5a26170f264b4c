'use client';

import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { AuthPage } from '../auth-page.tsx';
import { CHANNEL_NAMES } from './channel-names.ts';
import { CodeStep } from './code-step.tsx';
import { LOGIN_TEXTS } from './login-texts.ts';
import { PhoneStep } from './phone-step.tsx';
import { useOtpLogin } from './use-otp-login.ts';
import { useSecondsLeft } from './use-seconds-left.ts';

const noticeStyle = css({ mt: '4', p: '3', borderRadius: 'md', bg: 'brand.50', fontSize: 'sm' });

/**
 * /login's form (docs/product §2): phone number → code → session. Each step's field takes the focus
 * when the step opens, so keyboard and screen-reader users start where the work is. Loaded lazily
 * by `LoginScreen` (login-screen.tsx) once the page has hydrated; that one handles `?redirect=`.
 */
export function LoginForm() {
  const login = useOtpLogin();
  const { status, session } = useAtomValue(sessionAtom);
  const resendSeconds = useSecondsLeft(login.challenge?.resendAvailableAt ?? null);
  const waitSeconds = useSecondsLeft(login.blockedUntil);
  const phoneStep = useRef<HTMLDivElement>(null);
  const codeStep = useRef<HTMLDivElement>(null);
  const previousStep = useRef(login.step);

  useEffect(() => {
    if (previousStep.current === login.step) return;
    previousStep.current = login.step;
    // Each step's field takes the focus when the step opens. After a frame: the button that
    // was pressed has just been hidden, and the browser moves focus off it on its next update.
    const frame = requestAnimationFrame(() => {
      const field =
        login.step === 'code'
          ? codeStep.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')
          : phoneStep.current?.querySelector<HTMLInputElement>('input[autocomplete="tel-national"]');
      field?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [login.step]);

  const onCode = login.step === 'code' && login.challenge !== null;
  return (
    <AuthPage
      title={onCode ? 'Masukkan kode' : LOGIN_TEXTS.phoneTitle}
      intro={
        onCode && login.challenge
          ? `Cek ${CHANNEL_NAMES[login.challenge.channel]} kamu, lalu masukkan kode 6 angka dari kami.`
          : LOGIN_TEXTS.phoneIntro
      }
    >
      {/* The number step stays mounted while the code step shows: what was typed stays, and its
          button (which announced 'Mengirim kode…') still names that announcement. */}
      <div ref={phoneStep} hidden={onCode}>
        {status === 'logged-in' ? (
          <div className={noticeStyle}>
            <p>{`Kamu sudah masuk sebagai ${session.primary_user.full_name}.`}</p>
            <Button variant="link" size="small" href="/bimbel">
              Lanjut ke Bimbel
            </Button>
          </div>
        ) : null}
        <PhoneStep
          phone={login.phone}
          onPhoneChange={login.setPhone}
          channel={login.channel}
          onChannelChange={login.setChannel}
          phoneError={login.errors.phone}
          formError={onCode ? null : login.errors.form}
          isSending={login.sending !== null && !login.sending.resend}
          waitSeconds={waitSeconds}
          onSubmit={() => void login.sendCode(login.channel, false)}
        />
      </div>
      {onCode && login.challenge ? (
        <div ref={codeStep}>
          <CodeStep
            challenge={login.challenge}
            code={login.code}
            onCodeChange={login.setCode}
            codeError={login.errors.code}
            formError={login.errors.form}
            notice={login.notice}
            isVerifying={login.isVerifying}
            sendingChannel={login.sending?.resend ? login.sending.channel : null}
            secondsUntilResend={resendSeconds}
            onVerify={(code) => void login.verify(code)}
            onResend={(channel) => void login.sendCode(channel, true)}
            onChangeNumber={login.changeNumber}
          />
        </div>
      ) : null}
    </AuthPage>
  );
}

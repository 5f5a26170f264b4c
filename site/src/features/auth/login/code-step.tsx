'use client';

import type { OtpChannel } from '@bimbel/domain/auth/otp-rules';
import { formatPhoneNumber } from '@bimbel/domain/phone/format-phone-number';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { OtpInput } from '@bimbel/ui/otp-input/otp-input';
import type { FormEvent } from 'react';
import { FormAlert } from '../form-alert.tsx';
import { CHANNEL_NAMES } from './channel-names.ts';
import type { OtpChallenge } from './otp-calls.ts';
import { ResendCode } from './resend-code.tsx';

const formStyle = css({ display: 'grid', gap: '2', mt: '6' });
const noticeStyle = css({ color: 'success', fontSize: 'sm' });

export type CodeStepProps = {
  challenge: OtpChallenge;
  code: string;
  onCodeChange: (code: string) => void;
  codeError: string | undefined;
  formError: string | null;
  /** A short note after a new code went out ('Kode baru sudah dikirim lewat SMS.'). */
  notice: string | null;
  isVerifying: boolean;
  sendingChannel: OtpChannel | null;
  secondsUntilResend: number;
  onVerify: (code: string) => void;
  onResend: (channel: OtpChannel) => void;
  onChangeNumber: () => void;
};

/** Step 2 of /login: the code sent by WhatsApp or SMS, and the resend countdown. */
export function CodeStep(props: CodeStepProps) {
  const { challenge } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onVerify(props.code);
  };
  return (
    <form noValidate onSubmit={submit} className={formStyle}>
      <p role="status" className={noticeStyle}>
        {props.notice}
      </p>
      <OtpInput
        label="Kode verifikasi"
        description={
          <>
            {`Dikirim lewat ${CHANNEL_NAMES[challenge.channel]} ke `}
            <span className={css({ whiteSpace: 'nowrap' })}>{formatPhoneNumber(challenge.phoneE164)}</span>.
          </>
        }
        value={props.code}
        onChange={props.onCodeChange}
        onComplete={props.onVerify}
        errorMessage={props.codeError}
        errorLines={2}
        isRequired
        autoFocus
      />
      <div>
        <Button variant="link" size="small" onPress={props.onChangeNumber}>
          Ubah nomor
        </Button>
      </div>
      <FormAlert message={props.formError} />
      <Button
        type="submit"
        fullWidth
        size="large"
        isLoading={props.isVerifying}
        loadingText="Memeriksa kode…"
      >
        Masuk
      </Button>
      <ResendCode
        secondsLeft={props.secondsUntilResend}
        channel={challenge.channel}
        isSending={props.sendingChannel}
        onResend={props.onResend}
      />
    </form>
  );
}

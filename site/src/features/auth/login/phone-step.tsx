'use client';

import type { OtpChannel } from '@bimbel/domain/auth/otp-rules';
import { formatClockDuration } from '@bimbel/domain/time/format-clock-duration';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { PhoneField } from '@bimbel/ui/phone-field/phone-field';
import { Radio, RadioGroup } from '@bimbel/ui/radio-group/radio-group';
import type { FormEvent } from 'react';
import { FormAlert } from '../form-alert.tsx';

const formStyle = css({ display: 'grid', gap: '2', mt: '6' });
const termsStyle = css({
  mt: '4',
  fontSize: 'sm',
  color: 'muted',
  '& a': { color: 'brand.700', textDecoration: 'underline' },
});

export type PhoneStepProps = {
  phone: string;
  onPhoneChange: (phone: string) => void;
  channel: OtpChannel;
  onChannelChange: (channel: OtpChannel) => void;
  phoneError: string | undefined;
  formError: string | null;
  isSending: boolean;
  /** Seconds before sending is allowed again after a 429 (0: now). */
  waitSeconds: number;
  onSubmit: () => void;
};

/** Step 1 of /login: the phone number (+62) and where the code goes (WhatsApp first, or SMS). */
export function PhoneStep(props: PhoneStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className={formStyle}>
      <PhoneField
        label="Nomor HP"
        description="Pakai nomor yang aktif di WhatsApp atau bisa terima SMS."
        placeholder="81234567890"
        value={props.phone}
        onChange={props.onPhoneChange}
        errorMessage={props.phoneError}
        // The helper text stands under the box and the channel choice follows, so no empty
        // lines are reserved for the error (they left a gap above 'Kirim kode lewat').
        errorLines={0}
        isRequired
        autoFocus
      />
      <RadioGroup
        label="Kirim kode lewat"
        orientation="horizontal"
        value={props.channel}
        onChange={(value) => props.onChannelChange(value === 'sms' ? 'sms' : 'whatsapp')}
      >
        <Radio value="whatsapp">WhatsApp</Radio>
        <Radio value="sms">SMS</Radio>
      </RadioGroup>
      <FormAlert message={props.formError} />
      <Button
        type="submit"
        fullWidth
        size="large"
        isLoading={props.isSending}
        loadingText="Mengirim kode…"
        isDisabled={props.waitSeconds > 0}
      >
        {props.waitSeconds > 0 ? `Kirim kode (${formatClockDuration(props.waitSeconds)})` : 'Kirim kode'}
      </Button>
      <p className={termsStyle}>
        Dengan masuk, kamu setuju dengan <a href="/ketentuan-layanan">Ketentuan Layanan</a> dan{' '}
        <a href="/kebijakan-privasi">Kebijakan Privasi</a> kami.
      </p>
    </form>
  );
}

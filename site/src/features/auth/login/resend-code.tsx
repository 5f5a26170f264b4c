'use client';

import type { OtpChannel } from '@bimbel/domain/auth/otp-rules';
import { formatClockDuration } from '@bimbel/domain/time/format-clock-duration';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { useEffect, useRef, useState } from 'react';
import { CHANNEL_NAMES } from './channel-names.ts';

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' });

/**
 * The resend area of the code step (docs/product §9: a new code after 90 seconds). Until then it
 * counts down; then it offers the same channel again or the other one. The countdown is not
 * a live region (a screen reader would read every second); the moment resending opens is
 * announced once.
 */
export function ResendCode({
  secondsLeft,
  channel,
  isSending,
  onResend,
}: {
  secondsLeft: number;
  channel: OtpChannel;
  isSending: OtpChannel | null;
  onResend: (channel: OtpChannel) => void;
}) {
  const other: OtpChannel = channel === 'whatsapp' ? 'sms' : 'whatsapp';
  const canResend = secondsLeft === 0;
  const [announcement, setAnnouncement] = useState('');
  const wasWaiting = useRef(!canResend);
  useEffect(() => {
    if (canResend && wasWaiting.current) setAnnouncement('Sekarang kamu bisa minta kode baru.');
    wasWaiting.current = !canResend;
  }, [canResend]);

  return (
    <section aria-label="Kirim ulang kode" className={css({ mt: '6' })}>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>
        {canResend
          ? 'Belum dapat kode?'
          : `Belum dapat kode? Kamu bisa minta kode baru dalam ${formatClockDuration(secondsLeft)}.`}
      </p>
      <p role="status" className={css({ srOnly: true })}>
        {announcement}
      </p>
      <div className={rowStyle}>
        <Button
          variant="secondary"
          size="small"
          isDisabled={!canResend || isSending !== null}
          isLoading={isSending === channel}
          loadingText="Mengirim…"
          onPress={() => onResend(channel)}
        >
          {`Kirim ulang lewat ${CHANNEL_NAMES[channel]}`}
        </Button>
        <Button
          variant="ghost"
          size="small"
          isDisabled={!canResend || isSending !== null}
          isLoading={isSending === other}
          loadingText="Mengirim…"
          onPress={() => onResend(other)}
        >
          {`Kirim lewat ${CHANNEL_NAMES[other]}`}
        </Button>
      </div>
    </section>
  );
}

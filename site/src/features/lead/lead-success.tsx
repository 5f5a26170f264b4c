'use client';

import { formatPhoneNumber } from '@bimbel/domain/phone/format-phone-number';
import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { useEffect, useRef } from 'react';
import { SITE_INFO } from '../../lib/site-info.ts';

export type LeadSuccessProps = {
  /** The number the visitor gave, so they know where to expect the message. */
  phoneNumber: string | null;
  onFinish: () => void;
};

/** Step 3: SPEC §2's success message — we will contact you — and 'Oke, sip!'. */
export function LeadSuccess({ phoneNumber, onFinish }: LeadSuccessProps) {
  const message = useRef<HTMLDivElement>(null);

  // The form that had focus is gone: the message takes it, so a screen reader reads it at once;
  // Tab then reaches 'Oke, sip!'.
  useEffect(() => {
    message.current?.focus();
  }, []);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <div
        ref={message}
        tabIndex={-1}
        className={css({ display: 'flex', flexDirection: 'column', gap: '2', outline: 'none' })}
      >
        <p>
          Tim {SITE_INFO.brandName} akan menghubungi kamu lewat WhatsApp
          {phoneNumber ? (
            <>
              {' '}
              di nomor <strong className={css({ whiteSpace: 'nowrap' })}>{formatPhoneNumber(phoneNumber)}</strong>
            </>
          ) : null}{' '}
          untuk menjelaskan info Bimbel dan menjawab pertanyaanmu.
        </p>
        <p className={css({ color: 'muted' })}>Simpan nomor kami supaya pesannya tidak terlewat, ya.</p>
      </div>
      <Button size="large" fullWidth onPress={onFinish}>
        Oke, sip!
      </Button>
    </div>
  );
}

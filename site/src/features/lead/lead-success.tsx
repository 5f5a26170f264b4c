'use client';

import { formatPhoneNumber } from '@bimbel/domain/phone/format-phone-number';
import { css } from '@bimbel/styled-system/css';
import { useEffect, useRef } from 'react';
import { SITE_INFO } from '#site/lib/site-info.ts';

export type LeadSuccessProps = {
  /** The number the visitor gave, so they know where to expect the message. */
  phoneNumber: string | null;
};

/** Step 3: docs/product §2's success message, saying we will contact you ('Oke, sip!' is LeadPrimaryAction). */
export function LeadSuccess({ phoneNumber }: LeadSuccessProps) {
  const message = useRef<HTMLDivElement>(null);

  // The message takes the focus, so a screen reader reads it at once; Tab then reaches 'Oke, sip!'.
  useEffect(() => {
    message.current?.focus();
  }, []);

  return (
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
            di nomor{' '}
            <strong className={css({ whiteSpace: 'nowrap' })}>{formatPhoneNumber(phoneNumber)}</strong>
          </>
        ) : null}{' '}
        untuk menjelaskan info Bimbel dan menjawab pertanyaanmu.
      </p>
      <p className={css({ color: 'muted' })}>
        Pesan kami datang dari nomor{' '}
        <span className={css({ whiteSpace: 'nowrap' })}>
          {formatPhoneNumber(`+${SITE_INFO.whatsappNumber}`)}
        </span>
        . Simpan nomornya supaya tidak terlewat, ya.
      </p>
    </div>
  );
}

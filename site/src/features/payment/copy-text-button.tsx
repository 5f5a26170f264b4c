'use client';

import { css } from '@bimbel/styled-system/css';
import { Button } from '@bimbel/ui/button/button';
import { useEffect, useState } from 'react';
import { COPY_PERMISSION_MESSAGE, copyText } from '#site/lib/copy-text.ts';
import { notify } from '#site/lib/toast.ts';

/** How long 'Disalin' stays after a copy. */
const COPIED_SHOWN_MS = 4000;

const copiedClass = css({ color: 'success', fontWeight: 'semibold', fontSize: 'sm', minW: '4.5em' });

/**
 * 'Salin': copies a text (a virtual account number) with the Clipboard API and says 'Disalin'
 * beside the button in a polite live region. A browser that refuses or has no clipboard gets
 * docs/product §8's 'Please turn on permission to copy' (lib/copy-text.ts). Without JavaScript the
 * number itself stays selectable text next to it.
 */
export function CopyTextButton({
  text,
  label,
}: {
  text: string;
  /** The button's accessible name, e.g. 'Salin nomor Virtual Account'. */
  label: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    setCopied(false);
    if (await copyText(text)) setCopied(true);
    else void notify({ variant: 'error', title: COPY_PERMISSION_MESSAGE });
  };
  return (
    <>
      <Button variant="secondary" size="small" aria-label={label} onPress={() => void copy()}>
        Salin
      </Button>
      <span role="status" className={copiedClass}>
        {copied ? 'Disalin' : ''}
      </span>
    </>
  );
}

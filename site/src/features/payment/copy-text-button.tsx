'use client';

import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { useEffect, useState } from 'react';
import { COPY_PERMISSION_MESSAGE, copyText } from '#site/lib/copy-text.ts';
import { notify } from '#site/lib/toast.ts';

/** How long 'Disalin' stays after a copy. */
const COPIED_SHOWN_MS = 4000;

const copiedClass = css({ color: 'success', fontWeight: 'semibold', fontSize: 'sm', minW: '4.5em' });

/**
 * 'Salin' (decision 102: a native button, not React Aria's — that one added ~17 KB gzip to the
 * pending page, over its 110 KB budget; Enter and Space work the same): copies a text (a virtual account number) with the Clipboard API and says 'Disalin'
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
      <button
        type="button"
        className={button({ variant: 'secondary', size: 'small' })}
        aria-label={label}
        onClick={() => void copy()}
      >
        Salin
      </button>
      <span role="status" className={copiedClass}>
        {copied ? 'Disalin' : ''}
      </span>
    </>
  );
}

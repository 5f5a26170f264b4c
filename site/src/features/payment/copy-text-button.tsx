'use client';

import { useState } from 'react';
import { notify } from '#site/lib/toast.ts';

/** docs/product §8's message when the browser refuses the clipboard (its words, untranslated). */
export const COPY_PERMISSION_MESSAGE = 'Please turn on permission to copy';

/**
 * Copies a text (a virtual account number) to the clipboard and says so in a polite status
 * line beside the button; a refused clipboard shows docs/product §8's toast.
 */
export function CopyTextButton({
  text,
  label,
  copiedMessage,
  className,
}: {
  text: string;
  /** The button's accessible name, e.g. 'Salin nomor Virtual Account'. */
  label: string;
  copiedMessage: string;
  className: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
      void notify({ variant: 'error', title: COPY_PERMISSION_MESSAGE });
    }
  };
  return (
    <>
      <button type="button" className={className} aria-label={label} onClick={() => void copy()}>
        Salin
      </button>
      <span role="status" style={{ fontSize: '0.875rem' }}>
        {copied ? copiedMessage : ''}
      </span>
    </>
  );
}

'use client';

import { COPY_PERMISSION_MESSAGE, copyText } from '#site/lib/copy-text.ts';
import { notify } from '#site/lib/toast.ts';

/**
 * Copies a text (a virtual account number) to the clipboard with the Clipboard API: a success
 * toast with `copiedMessage`, or docs/product §8's 'Please turn on permission to copy' when the
 * browser refuses or has no clipboard (lib/copy-text.ts).
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
  const copy = async () => {
    const copied = await copyText(text);
    void notify(
      copied
        ? { variant: 'success', title: copiedMessage }
        : { variant: 'error', title: COPY_PERMISSION_MESSAGE },
    );
  };
  return (
    <button type="button" className={className} aria-label={label} onClick={() => void copy()}>
      Salin
    </button>
  );
}

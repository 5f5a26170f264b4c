'use client';

import { useState } from 'react';
import { DOWNLOAD_FAILED_MESSAGE, DownloadError, downloadFile } from '#site/lib/download-file.ts';
import { notify } from '#site/lib/toast.ts';

/**
 * Downloads a paid order's receipt (ORDER_RECEIPT, a PDF) with the download helper of docs/product
 * §7. A missing address shows docs/product §8's message; a refusal the server's Indonesian reason.
 * It imports neither the API client nor error reporting (see lib/download-file.ts: a chunk of
 * their own would cost every page a file); a failed download is the family's to see, in a toast.
 */
export function ReceiptDownloadButton({
  url,
  fileName,
  className,
  label = 'Unduh kuitansi (PDF)',
  accessibleLabel,
}: {
  url: string | null;
  fileName: string;
  className: string;
  label?: string;
  /** A fuller name where several buttons share one visible label (the purchases list). */
  accessibleLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      void notify({ variant: 'error', title: error instanceof DownloadError ? error.message : DOWNLOAD_FAILED_MESSAGE });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy}
      aria-label={accessibleLabel}
      onClick={() => void download()}
    >
      {busy ? 'Mengunduh…' : label}
    </button>
  );
}

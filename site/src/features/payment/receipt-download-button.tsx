'use client';

import { useState } from 'react';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { downloadFile } from '#site/lib/download-file.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';
import { notify } from '#site/lib/toast.ts';

/**
 * Downloads a paid order's receipt (ORDER_RECEIPT, a PDF) with the download helper of docs/product §7.
 * A missing address shows docs/product §8's message; a refusal the server's Indonesian reason.
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
      const message =
        error instanceof ApiCallError
          ? error.status >= 500 || error.status === 0
            ? GENERIC_ERROR_MESSAGE
            : error.message
          : error instanceof Error
            ? error.message
            : GENERIC_ERROR_MESSAGE;
      if (!(error instanceof ApiCallError && error.status < 500 && error.status > 0)) {
        reportError(error, { where: 'receipt download' });
      }
      void notify({ variant: 'error', title: message });
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

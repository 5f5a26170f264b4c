import { contentDispositionFileName } from '@bimbel/domain/http/content-disposition-file-name';

/*
 * This module imports nothing else of the app's on purpose: the pages that offer a download load
 * it with a button and nothing more, and a module shared with the app's other calls (api-client,
 * error reporting) would be split into a chunk of its own — one more file on every page. The
 * two values it shares with lib/api-client.ts are written here; download-file.test.ts holds them equal.
 */

/** docs/product §8's message of a download without an address (its words, untranslated). */
export const DOWNLOAD_URL_MISSING_MESSAGE = 'Resource URL not provided! You need to provide one.';
/** lib/api-client.ts's REQUEST_ID_HEADER: every call carries one (docs/product §7). */
export const DOWNLOAD_REQUEST_ID_HEADER = 'x-request-id';
/** lib/api-client.ts's GENERIC_ERROR_MESSAGE (docs/product §8's 'Ada yang salah'). */
export const DOWNLOAD_FAILED_MESSAGE = 'Ada yang salah';

/** A download that did not give a file: `status` 0 for no answer, `message` in Indonesian. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/**
 * The download helper of docs/product §7: GETs `url` (with the session cookies and a request id,
 * as every call) and saves the answer as a file — the name the server gives in
 * `Content-Disposition`, else `fallbackName`. Rejects with docs/product §8's message when there is
 * no URL, and with a `DownloadError` carrying the server's Indonesian message (or 'Ada yang
 * salah') when the answer is not a file.
 *
 * @example
 * await downloadFile(order.receiptUrl, 'kuitansi.pdf');
 */
export async function downloadFile(url: string | null | undefined, fallbackName = 'unduhan'): Promise<void> {
  if (!url) throw new DownloadError(DOWNLOAD_URL_MISSING_MESSAGE, 0);
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: { [DOWNLOAD_REQUEST_ID_HEADER]: crypto.randomUUID() },
    });
  } catch {
    throw new DownloadError(DOWNLOAD_FAILED_MESSAGE, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const message = response.status < 500 && typeof body?.error?.message === 'string' ? body.error.message : null;
    throw new DownloadError(message ?? DOWNLOAD_FAILED_MESSAGE, response.status);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = contentDispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL may go once it has read it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

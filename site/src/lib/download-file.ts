import { contentDispositionFileName } from '@bimbel/domain/http/content-disposition-file-name';
import { ApiCallError, GENERIC_ERROR_MESSAGE, REQUEST_ID_HEADER } from './api-client.ts';

/** docs/product §8's message of a download without an address (its words, untranslated). */
export const DOWNLOAD_URL_MISSING_MESSAGE = 'Resource URL not provided! You need to provide one.';

/**
 * The download helper of docs/product §7: GETs `url` (with the session cookies and a request id,
 * as every call) and saves the answer as a file — the name the server gives in
 * `Content-Disposition`, else `fallbackName`. Rejects with docs/product §8's message when there is no
 * URL, and with an `ApiCallError` (the server's Indonesian message) when the answer is not a file.
 *
 * @example
 * await downloadFile(order.receiptUrl, 'kuitansi.pdf');
 */
export async function downloadFile(url: string | null | undefined, fallbackName = 'unduhan'): Promise<void> {
  if (!url) throw new Error(DOWNLOAD_URL_MISSING_MESSAGE);
  const requestId = crypto.randomUUID();
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { [REQUEST_ID_HEADER]: requestId } });
  } catch {
    throw new ApiCallError({ status: 0, code: 'network', message: GENERIC_ERROR_MESSAGE, requestId });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
    throw new ApiCallError({
      status: response.status,
      code: typeof body?.error?.code === 'string' ? body.error.code : 'http_error',
      message: typeof body?.error?.message === 'string' ? body.error.message : GENERIC_ERROR_MESSAGE,
      requestId,
    });
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

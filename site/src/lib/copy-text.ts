/** docs/product §8's message when the browser refuses the clipboard (its words, untranslated). */
export const COPY_PERMISSION_MESSAGE = 'Please turn on permission to copy';

/** The part of the Clipboard API the copy actions use. */
export type WritableClipboard = Pick<Clipboard, 'writeText'>;

/**
 * Writes `text` to the clipboard with the Clipboard API. Resolves `true` once written, `false`
 * when the browser has no clipboard for the page (an insecure address, an old WebView) or the
 * permission is refused — the caller then shows COPY_PERMISSION_MESSAGE. Never throws.
 *
 * @example
 * if (!(await copyText('8808123456789012'))) notify({ variant: 'error', title: COPY_PERMISSION_MESSAGE });
 */
export async function copyText(
  text: string,
  clipboard: WritableClipboard | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The file name a `Content-Disposition` header gives (RFC 6266: `filename*=UTF-8''…` first, then
 * `filename="…"` or a bare `filename=…`), reduced to a safe base name; null when there is none.
 *
 * @example
 * contentDispositionFileName('attachment; filename="kuitansi-INV-20261127-7F3K2Q.pdf"'); // 'kuitansi-INV-20261127-7F3K2Q.pdf'
 * contentDispositionFileName("attachment; filename*=UTF-8''kuitansi%20Raka.pdf"); // 'kuitansi Raka.pdf'
 */
export function contentDispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header)?.[1]?.replace(/\\(.)/g, '$1');
  name ??= /filename\s*=\s*([^;\s"]+)/.exec(header)?.[1];
  // Only the last path segment, without control characters: the name is the user's file, not a path.
  const base = [...(name?.split(/[/\\]/).pop() ?? '')]
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

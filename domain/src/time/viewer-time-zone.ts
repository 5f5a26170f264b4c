/** An IANA zone name as a cookie may carry it: `Asia/Jakarta`, `America/Argentina/Salta`, `UTC`. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const ZONE_NAME_MAX_LENGTH = 64;

/**
 * The viewer's zone as a page may use it: a zone name this JavaScript engine knows, in its
 * canonical spelling, or null for anything else (absent, too long, odd characters, unknown).
 * The browser reports its zone with `Intl.DateTimeFormat().resolvedOptions().timeZone`; the
 * server reads it back from a cookie, so both sides check it the same way (decision 073).
 *
 * @example
 * parseViewerTimeZone('Asia/Makassar'); // 'Asia/Makassar'
 * parseViewerTimeZone('asia/jayapura'); // 'Asia/Jayapura'
 * parseViewerTimeZone('Mars/Olympus_Mons'); // null
 */
export function parseViewerTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > ZONE_NAME_MAX_LENGTH || !ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

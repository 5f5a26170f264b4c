/** The page a navigation gets offline when its page was not saved ("Kamu sedang offline"). */
export const OFFLINE_PAGE_URL = '/offline.html';

/** How long a saved page waits for the network before its saved copy is shown (a slow connection). */
export const SAVED_PAGE_NETWORK_TIMEOUT_MS = 4000;

/**
 * The addresses a saved page may need besides itself, the only ones the worker answers from the
 * saved cache: built scripts, styles and fonts, the site's media and icons, the image optimiser
 * (the poster) and a question's captions. Every other address — the API, the RSC payloads, the
 * private pages' data — is never even looked up.
 *
 * @example
 * isSavableAddress('/media/tanya/pecahan.mp4'); // true
 * // a question's captions, /api/v1/tanya/questions/<id>/captions.vtt: true
 * // any other API address, such as /api/v1/me: false
 */
export function isSavableAddress(pathname: string): boolean {
  return (
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/media/') ||
    pathname.startsWith('/icons/') ||
    pathname === '/_next/image' ||
    pathname === '/favicon.svg' ||
    /^\/api\/v1\/tanya\/questions\/[^/]+\/captions\.vtt$/.test(pathname)
  );
}

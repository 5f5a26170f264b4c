import { normalizePathname } from '@bimbel/domain/routes/normalize-pathname';

/*
 * The header's Download button (docs/product §2: "on mobile or certain pages"); the reading is
 * docs/decisions/040-download-button-pages.md. Phones always get it: on a phone, live
 * classes are joined in the app. Wider screens get it only on the live-class pages, where a
 * student on a laptop is told to install the app for class on the go.
 */

const DOWNLOAD_PAGES = /^\/(?:bimbel(?:\/.*)?|bimbel-online|daftar-bimbel(?:-.+)?)$/;

/**
 * Whether the Download button shows on tablets and laptops too (it always shows on phones):
 * /bimbel and everything under it, the /bimbel-online sales page and the /daftar-bimbel pages.
 *
 * @example
 * isDownloadPage('/bimbel/user'); // true
 * isDownloadPage('/daftar-bimbel-utbk'); // true
 * isDownloadPage('/tanya'); // false
 */
export function isDownloadPage(pathname: string): boolean {
  return DOWNLOAD_PAGES.test(normalizePathname(pathname));
}

/**
 * The store a Download link opens: the App Store on iPhones and iPads (iPadOS reports itself
 * as a Mac with touch), Google Play everywhere else — most of Indonesia's phones are Android.
 *
 * @example
 * pickStoreLink('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5, SITE_INFO.appStores); // the App Store link
 */
export function pickStoreLink(userAgent: string, maxTouchPoints: number, stores: StoreLinks): string {
  const isAppleMobile =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return isAppleMobile ? stores.appStore : stores.googlePlay;
}

/** The app's two store pages (SITE_INFO.appStores), handed to the header by the server. */
export type StoreLinks = { googlePlay: string; appStore: string };

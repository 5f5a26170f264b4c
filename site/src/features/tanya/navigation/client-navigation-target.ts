/** What the Tanya navigation shows while the next page loads. */
export type TanyaRouteKind = 'video' | 'list';

const VIDEO_PAGE = /^\/tanya\/[^/]+\/[^/]+\/?$/;

/**
 * Which skeleton stands in for a Tanya page while it loads: the video page
 * (`/tanya/{id}/{slug}`), a list-like page (home, recommended, topic, chapter, search), or
 * none for pages outside Tanya.
 *
 * @example
 * toTanyaRouteKind('/tanya/0b5c…/hitung-luas'); // 'video'
 * toTanyaRouteKind('/tanya/topic/4/matematika/pecahan-senilai'); // 'list'
 */
export function toTanyaRouteKind(pathname: string): TanyaRouteKind | null {
  if (VIDEO_PAGE.test(pathname)) return 'video';
  return pathname === '/tanya' || pathname.startsWith('/tanya/') ? 'list' : null;
}

export type ClickedLink = {
  href: string;
  target?: string | null;
  hasDownload?: boolean;
  /** Modifier keys or a button other than the main one: the visitor wants a new tab or window. */
  isAltClick?: boolean;
};

/**
 * Whether a click on a plain link should become a client-side route change (and which
 * address to push): same-origin Tanya pages only, not for new tabs, downloads or links to a
 * fragment of the current page, which the browser handles better itself.
 *
 * @example
 * toClientNavigationTarget({ href: 'https://x.id/tanya/questions/page/2' }, 'https://x.id/tanya'); // '/tanya/questions/page/2'
 */
export function toClientNavigationTarget(link: ClickedLink, currentUrl: string): string | null {
  if (link.isAltClick || link.hasDownload || (link.target && link.target !== '_self')) return null;
  const current = new URL(currentUrl);
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || toTanyaRouteKind(url.pathname) === null) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The element id a click on a link to a part of the current page jumps to (`#kelas-10` on
 * /tanya), or null for any other link. Such jumps are made without a history entry the router
 * sees, because the router reloads the page on every history change, hash-only ones included.
 *
 * @example
 * toInPageTarget({ href: 'https://x.id/tanya#kelas-10' }, 'https://x.id/tanya'); // 'kelas-10'
 */
export function toInPageTarget(link: ClickedLink, currentUrl: string): string | null {
  if (link.isAltClick || link.hasDownload || (link.target && link.target !== '_self')) return null;
  const current = new URL(currentUrl);
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  const samePage =
    url.origin === current.origin && url.pathname === current.pathname && url.search === current.search;
  if (!samePage || url.hash.length < 2 || toTanyaRouteKind(url.pathname) === null) return null;
  return decodeURIComponent(url.hash.slice(1));
}

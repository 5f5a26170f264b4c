import { normalizePathname } from './normalize-pathname.ts';
import { MANAGE_SUBSCRIPTION_PATH } from './subscription-paths.ts';
import { toSafeRedirectPath } from './safe-redirect-path.ts';

/*
 * The paused-subscription popup (docs/product §7's paused_subscription_popup and modal configuration;
 * decision 082). The modal configuration names the pages it shows on in its content's
 * `show_on_pages`: paths, exact (`/bimbel/user`) or a whole section (`/bimbel/user/*`). A
 * configuration without the list shows it nowhere — the content decides, not the code.
 */

/** The popup's key in the modal configuration (and the content the popup call answers). */
export const PAUSED_SUBSCRIPTION_POPUP_KEY = 'paused_subscription_popup';

/** The content field listing the pages. */
export const SHOW_ON_PAGES_FIELD = 'show_on_pages';

/**
 * The pages a modal's content names, the paths kept and anything else dropped.
 *
 * @example
 * popupPages({ show_on_pages: ['/bimbel', '/bimbel/user', 42] }); // ['/bimbel', '/bimbel/user']
 */
export function popupPages(content: Record<string, unknown>): string[] {
  const pages = content[SHOW_ON_PAGES_FIELD];
  if (!Array.isArray(pages)) return [];
  return pages.filter((page): page is string => typeof page === 'string' && page.startsWith('/'));
}

/**
 * Whether a page is one of the popup's: its path equals an entry, or lies under an entry
 * written `/section/*`.
 *
 * @example
 * isPopupPage('/bimbel/user/', ['/bimbel', '/bimbel/user']); // true
 * isPopupPage('/bimbel/user/laporan', ['/bimbel/user']); // false
 * isPopupPage('/bimbel/user/laporan', ['/bimbel/user/*']); // true
 */
export function isPopupPage(pathname: string, pages: readonly string[]): boolean {
  const path = normalizePathname(pathname);
  return pages.some((page) => {
    if (page.endsWith('/*')) {
      const section = normalizePathname(page.slice(0, -2));
      return path === section || path.startsWith(`${section}/`);
    }
    return normalizePathname(page) === path;
  });
}

/**
 * Where the popup's button leads: the content's `primary_button_url` when it is a path of this
 * site, else the manage subscription page (where a paused student resumes).
 *
 * @example
 * popupButtonHref('/bimbel/user/langganan'); // '/bimbel/user/langganan'
 * popupButtonHref('https://evil.example'); // '/bimbel/user/langganan'
 */
export function popupButtonHref(url: unknown): string {
  return toSafeRedirectPath(url) ?? MANAGE_SUBSCRIPTION_PATH;
}

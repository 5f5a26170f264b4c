import { normalizePathname } from './normalize-pathname.ts';

/**
 * Whether the Tutor-feature banner shows (docs/product §2, §6): the user is logged in, the page
 * is a bimbel page (/bimbel or anything under /bimbel/ — not the /bimbel-online sales
 * page, which is for prospects), and the user has not dismissed it.
 *
 * @example
 * shouldShowTutorBanner({ pathname: '/bimbel/user', isLoggedIn: true, isDismissed: false }); // true
 * shouldShowTutorBanner({ pathname: '/bimbel-online', isLoggedIn: true, isDismissed: false }); // false
 */
export function shouldShowTutorBanner(state: {
  pathname: string;
  isLoggedIn: boolean;
  isDismissed: boolean;
}): boolean {
  const path = normalizePathname(state.pathname);
  const isBimbelPage = path === '/bimbel' || path.startsWith('/bimbel/');
  return state.isLoggedIn && isBimbelPage && !state.isDismissed;
}

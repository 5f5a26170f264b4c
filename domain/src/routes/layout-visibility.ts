import { normalizePathname } from './normalize-pathname.ts';

/*
 * How docs/product §2's header, menu and footer rules are read here (docs/product names no list of
 * "checkout pages"):
 *
 * - Checkout pages are the purchase funnel after a package is chosen: /paket/tenure-pick,
 *   the /paket/user/* steps (add-user, summary, add-parent, select-student,
 *   choose-payment-method) and the /payment/* results. /paket itself is the package
 *   catalogue — a marketing page with its own banner (docs/product §2) — so it is not checkout.
 *   /slot-selection is not checkout either: docs/product §2 lists it beside checkout for the footer.
 * - Header: hidden on /contact-me, and on checkout pages opened with at most one query
 *   parameter — except the paket, payment and slot-selection pages. Of the checkout pages
 *   that leaves /paket/tenure-pick and /paket/user/*: the payment results keep the header
 *   so a buyer can move on, and /slot-selection (not checkout) always has it.
 *   With two or more query parameters the header shows on every checkout page.
 * - Menu (navigation links): hidden on every checkout page, whatever the query.
 * - Footer: hidden on every checkout page and on /slot-selection.
 */

const CHECKOUT_STEP_PATHS = ['/paket/tenure-pick'];
const CHECKOUT_PREFIXES = ['/paket/user/', '/payment/'];
const PAYMENT_PREFIX = '/payment/';

/**
 * Whether a path is a checkout page: /paket/tenure-pick, /paket/user/* or /payment/*
 * (see the reading above).
 *
 * @example
 * isCheckoutPath('/paket/user/summary'); // true
 * isCheckoutPath('/paket'); // false
 */
export function isCheckoutPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return CHECKOUT_STEP_PATHS.includes(path) || CHECKOUT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Counts query parameters in `location.search`-style text, with or without the '?'. */
function countQueryParameters(search: string): number {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '').length;
}

/**
 * Whether the header shows (docs/product §2). `search` is the query string, e.g. `location.search`.
 *
 * @example
 * shouldShowHeader('/paket/user/summary', '?packageId=12'); // false
 * shouldShowHeader('/paket/user/summary', '?packageId=12&tenure=6'); // true
 * shouldShowHeader('/payment/success', ''); // true
 */
export function shouldShowHeader(pathname: string, search: string = ''): boolean {
  const path = normalizePathname(pathname);
  if (path === '/contact-me') return false;
  const hidesOnCheckout = isCheckoutPath(path) && !path.startsWith(PAYMENT_PREFIX);
  return !(hidesOnCheckout && countQueryParameters(search) <= 1);
}

/**
 * Whether the header shows its navigation menu: not on checkout pages (docs/product §2).
 *
 * @example
 * shouldShowMenu('/payment/failed'); // false
 */
export function shouldShowMenu(pathname: string): boolean {
  return !isCheckoutPath(pathname);
}

/**
 * Whether the footer shows: not on checkout pages, not on /slot-selection (docs/product §2).
 *
 * @example
 * shouldShowFooter('/slot-selection'); // false
 * shouldShowFooter('/tanya'); // true
 */
export function shouldShowFooter(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return path !== '/slot-selection' && !isCheckoutPath(path);
}

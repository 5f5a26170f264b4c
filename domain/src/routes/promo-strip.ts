import { normalizePathname } from './normalize-pathname.ts';

/**
 * Whether the home promo strip shows: only on `/` (docs/product §2). Whether the visitor closed
 * it is the caller's state.
 *
 * @example
 * shouldShowPromoStrip('/?utm_source=ig'); // true
 * shouldShowPromoStrip('/bimbel'); // false
 */
export function shouldShowPromoStrip(pathname: string): boolean {
  return normalizePathname(pathname) === '/';
}

import { LEAD_SOURCES, type LeadSource } from '../catalogue/lead-source.ts';
import { normalizePathname } from './normalize-pathname.ts';

/**
 * Routes with a call-me-back banner, and the lead source its requests carry (docs/product §2, §3).
 * Exact paths: /tanya/questions or /bimbel/user have no banner.
 */
export const BANNER_ROUTES: Readonly<Record<string, LeadSource>> = {
  '/': LEAD_SOURCES.homePageBanner,
  '/tanya': LEAD_SOURCES.tanyaPageBanner,
  '/bimbel': LEAD_SOURCES.bimbelPageBanner,
  '/paket': LEAD_SOURCES.paketPageBanner,
};

/**
 * The lead source of the banner on a route, or null when the route has no banner.
 *
 * @example
 * getBannerLeadSource('/tanya'); // 'Tanya Page Banner'
 * getBannerLeadSource('/tanya/questions/page/2'); // null
 */
export function getBannerLeadSource(pathname: string): LeadSource | null {
  return BANNER_ROUTES[normalizePathname(pathname)] ?? null;
}

import { buildWhatsappLink, SITE_INFO } from '#site/lib/site-info.ts';
import type { StoreLinks } from './download-link.ts';

/**
 * The header's outside links, made on the server and handed to its client part: the site's
 * facts (SITE_INFO) then stay out of the header's JavaScript, which every page loads — the Tanya
 * video page on an 85 KB budget included (decision 095).
 */
export type HeaderLinks = { whatsapp: string; stores: StoreLinks; brandName: string };

/** The header's links from the one site config. Server only. */
export function buildHeaderLinks(): HeaderLinks {
  return { whatsapp: buildWhatsappLink(), stores: SITE_INFO.appStores, brandName: SITE_INFO.brandName };
}

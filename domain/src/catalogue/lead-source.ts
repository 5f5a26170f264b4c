import { z } from 'zod';

/** Where a callback request came from; sent as `source_page` and kept as written (docs/product §3). */
export const LEAD_SOURCES = {
  homePageBanner: 'Home Page Banner',
  tanyaPageBanner: 'Tanya Page Banner',
  paketPageBanner: 'Paket Page Banner',
  paketWebCheckout: 'Paket Web Checkout',
  paketAutoOpen: 'Paket Auto Open',
  bimbelPageBanner: 'Bimbel Page Banner',
  inHouseAds: 'in-house ads',
} as const;

export type LeadSource = (typeof LEAD_SOURCES)[keyof typeof LEAD_SOURCES];

export const LeadSourceSchema = z.enum(Object.values(LEAD_SOURCES) as [LeadSource, ...LeadSource[]]);

/**
 * Value of the `source` flag marking a visitor who arrived from the web checkout
 * (e.g. `?source=webCheckout`); docs/product §3 names the flag without its use.
 */
export const WEB_CHECKOUT_SOURCE_FLAG = 'webCheckout';

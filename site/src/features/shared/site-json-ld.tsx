import { TANYA_SEARCH_PATH } from '#site/features/tanya/search/search-path.ts';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getConfig } from '#site/server/config/config.ts';
import { buildOrganization, buildWebSite, serializeJsonLd } from './json-ld.ts';

/**
 * The organisation (EducationalOrganization: logo, contact, address, social profiles, from the
 * site config the footer shows) and the site with its Tanya search, as JSON-LD: on the home page
 * and /bimbel (decision 089).
 *
 * @example
 * <SiteJsonLd />
 */
export function SiteJsonLd() {
  const origin = getConfig().publicOrigin;
  return (
    <script
      type="application/ld+json"
      // Built by us and escaped for a script element (serializeJsonLd).
      dangerouslySetInnerHTML={{
        __html: serializeJsonLd([
          buildOrganization(origin, SITE_INFO),
          buildWebSite(origin, SITE_INFO.brandName, TANYA_SEARCH_PATH),
        ]),
      }}
    />
  );
}

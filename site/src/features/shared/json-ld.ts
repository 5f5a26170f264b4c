// Structured data (JSON-LD) helpers: Tanya and the programme pages, the organisation and the site.

/** One level of a breadcrumb trail as structured data: its name and, except maybe the last, its page. */
export type JsonLdCrumb = { name: string; path?: string };

/**
 * schema.org `BreadcrumbList` for a page, with absolute URLs on the public origin. Levels
 * without a page of their own are left out, since every listed item but the last must name a
 * URL, and positions count only what is listed.
 *
 * @example
 * buildBreadcrumbList('https://cobelajar.id', [{ name: 'Tanya', path: '/tanya' }, { name: 'Pecahan', path: '/tanya/chapter/5/matematika/pecahan' }]);
 */
export function buildBreadcrumbList(origin: string, crumbs: readonly JsonLdCrumb[]) {
  const listed = crumbs.filter((crumb, index) => crumb.path !== undefined || index === crumbs.length - 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: listed.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: `${origin}${crumb.path}` }),
    })),
  };
}

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">`: question texts may hold `</script>`
 * or `<!--`, which would end or break the element, so `<`, `>` and `&` are written as
 * unicode escapes (still the same JSON once parsed).
 *
 * @example
 * serializeJsonLd({ name: '</script>' }); // '{"name":"\\u003c/script\\u003e"}'
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]!);
}

/** The business facts the organisation's structured data is built from: the site config (SITE_INFO). */
export type OrganizationFacts = {
  brandName: string;
  companyName: string;
  tagline: string;
  email: string;
  phoneHref: string;
  whatsappNumber: string;
  addressLines: readonly string[];
  social: readonly { href: string }[];
};

/** Where the organisation and the site are described once; other blocks refer to them by `@id`. */
export const organizationId = (origin: string) => `${origin}/#organisasi`;
export const websiteId = (origin: string) => `${origin}/#situs`;

/** The square logo (512×512 PNG) and the 1200×630 link-preview picture, under site/public. */
export const LOGO_IMAGE = { path: '/images/og/logo-512.png', width: 512, height: 512 } as const;
export const SHARE_IMAGE = { path: '/images/og/cobelajar-1200x630.jpg', width: 1200, height: 630 } as const;

/**
 * schema.org `PostalAddress` from the address lines as the footer shows them: street, then
 * "city postcode", then the country.
 *
 * @example
 * buildPostalAddress(['Jl. Jenderal Sudirman Kav. 52–53', 'Jakarta Selatan 12190', 'Indonesia']);
 * // { '@type': 'PostalAddress', streetAddress: 'Jl. Jenderal Sudirman Kav. 52–53', addressLocality: 'Jakarta Selatan', postalCode: '12190', addressCountry: 'ID' }
 */
export function buildPostalAddress(lines: readonly string[]) {
  const [street = '', cityLine = ''] = lines;
  const city = /^(.*?)\s+(\d{5})$/.exec(cityLine.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city ? city[1] : cityLine,
    ...(city ? { postalCode: city[2] } : {}),
    addressCountry: 'ID',
  };
}

/**
 * schema.org `EducationalOrganization` for the home page and /bimbel: name, logo, contact,
 * address and social profiles, all from the site config.
 *
 * @example
 * buildOrganization('https://cobelajar.id', SITE_INFO);
 */
export function buildOrganization(origin: string, facts: OrganizationFacts) {
  const telephone = facts.phoneHref.replace(/^tel:/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': organizationId(origin),
    name: facts.brandName,
    legalName: facts.companyName,
    description: facts.tagline,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${LOGO_IMAGE.path}`,
      width: LOGO_IMAGE.width,
      height: LOGO_IMAGE.height,
    },
    image: `${origin}${SHARE_IMAGE.path}`,
    email: facts.email,
    telephone,
    address: buildPostalAddress(facts.addressLines),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone,
        email: facts.email,
        areaServed: 'ID',
        availableLanguage: ['id'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: 'WhatsApp',
        telephone: `+${facts.whatsappNumber}`,
        url: `https://wa.me/${facts.whatsappNumber}`,
        areaServed: 'ID',
        availableLanguage: ['id'],
      },
    ],
    sameAs: facts.social.map((network) => network.href),
  };
}

/**
 * schema.org `WebSite` with its search: Tanya's results page (`searchPath`, its query in `q`),
 * so search engines can offer a search box for the site.
 *
 * @example
 * buildWebSite('https://cobelajar.id', 'CoBelajar', '/tanya/cari');
 */
export function buildWebSite(origin: string, brandName: string, searchPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(origin),
    name: brandName,
    url: `${origin}/`,
    inLanguage: 'id-ID',
    publisher: { '@id': organizationId(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${searchPath}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

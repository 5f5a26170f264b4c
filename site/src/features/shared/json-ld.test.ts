import { describe, expect, it } from 'vitest';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { TANYA_SEARCH_PATH } from '../tanya/search/search-path.ts';
import {
  buildBreadcrumbList,
  buildOrganization,
  buildPostalAddress,
  buildWebSite,
  organizationId,
  serializeJsonLd,
} from './json-ld.ts';

describe('buildBreadcrumbList', () => {
  it('numbers the levels that have a page, with absolute URLs', () => {
    expect(
      buildBreadcrumbList('https://cobelajar.id', [
        { name: 'Tanya', path: '/tanya' },
        { name: 'Kelas 5' },
        { name: 'Pecahan', path: '/tanya/chapter/5/matematika/pecahan' },
        { name: 'Pecahan senilai', path: '/tanya/topic/5/matematika/pecahan-senilai' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Tanya', item: 'https://cobelajar.id/tanya' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Pecahan',
          item: 'https://cobelajar.id/tanya/chapter/5/matematika/pecahan',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Pecahan senilai',
          item: 'https://cobelajar.id/tanya/topic/5/matematika/pecahan-senilai',
        },
      ],
    });
  });

  it('keeps a last level without a page', () => {
    const list = buildBreadcrumbList('https://x.id', [
      { name: 'Tanya', path: '/tanya' },
      { name: 'Hasil pencarian' },
    ]);
    expect(list.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Hasil pencarian',
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element, and still parses to the same data', () => {
    const data = { name: 'a </script><script>alert(1)</script> & <!-- b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('buildOrganization', () => {
  const organization = buildOrganization('https://cobelajar.id', SITE_INFO);

  it('is an EducationalOrganization named after the brand, on the site, with its logo', () => {
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      '@id': 'https://cobelajar.id/#organisasi',
      name: 'CoBelajar',
      legalName: 'PT CoBelajar Edukasi Indonesia',
      url: 'https://cobelajar.id/',
      logo: {
        '@type': 'ImageObject',
        url: 'https://cobelajar.id/images/og/logo-512.png',
        width: 512,
        height: 512,
      },
    });
  });

  it('takes the contacts, address and social profiles from the site config the footer shows', () => {
    expect(organization.email).toBe(SITE_INFO.email);
    expect(organization.telephone).toBe('+622150001234');
    expect(organization.contactPoint.map((point) => point.telephone)).toEqual([
      '+622150001234',
      '+6281100001000',
    ]);
    expect(organization.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jl. Jenderal Sudirman Kav. 52–53',
      addressLocality: 'Jakarta Selatan',
      postalCode: '12190',
      addressCountry: 'ID',
    });
    expect(organization.sameAs).toEqual(SITE_INFO.social.map((network) => network.href));
    expect(organization.sameAs).toHaveLength(4);
  });

  it('follows the site config when it changes', () => {
    const changed = buildOrganization('https://contoh.id', {
      ...SITE_INFO,
      brandName: 'Lain',
      phoneHref: 'tel:+62215550000',
      social: [{ href: 'https://www.instagram.com/lain' }],
    });
    expect(changed.name).toBe('Lain');
    expect(changed.telephone).toBe('+62215550000');
    expect(changed.sameAs).toEqual(['https://www.instagram.com/lain']);
    expect(changed.logo.url).toBe('https://contoh.id/images/og/logo-512.png');
  });
});

describe('buildPostalAddress', () => {
  it('keeps a city line without a postcode whole', () => {
    expect(buildPostalAddress(['Jl. Braga 1', 'Bandung'])).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jl. Braga 1',
      addressLocality: 'Bandung',
      addressCountry: 'ID',
    });
  });
});

describe('buildWebSite', () => {
  it("names the site, its publisher, and Tanya's search as the SearchAction", () => {
    const site = buildWebSite('https://cobelajar.id', 'CoBelajar', TANYA_SEARCH_PATH);
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://cobelajar.id/#situs',
      name: 'CoBelajar',
      url: 'https://cobelajar.id/',
      inLanguage: 'id-ID',
      publisher: { '@id': organizationId('https://cobelajar.id') },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://cobelajar.id/tanya/cari?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it("fills the template into the search page's own address", () => {
    const { urlTemplate } = buildWebSite('https://cobelajar.id', 'CoBelajar', TANYA_SEARCH_PATH)
      .potentialAction.target;
    const url = new URL(urlTemplate.replace('{search_term_string}', encodeURIComponent('luas lingkaran')));
    expect(url.pathname).toBe('/tanya/cari');
    expect(url.searchParams.get('q')).toBe('luas lingkaran');
  });
});

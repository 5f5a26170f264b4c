import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { buildHeaderLinks } from './header-links.ts';
import { SiteHeaderView } from './site-header-view.tsx';
import type { HeaderClasses } from './site-header.styles.ts';

// Class names do not matter here: what the header renders for each route does.
const classes = new Proxy(
  {},
  { get: (_, key) => (key === 'whatsapp' || key === 'download' ? classes : String(key)) },
) as HeaderClasses;

/** The header's server HTML for a route, as Waku renders it on the server. */
function renderHeader(path: string, search = '') {
  return renderToStaticMarkup(
    createElement(SiteHeaderView, {
      path,
      search,
      classes,
      links: buildHeaderLinks(),
      logo: createElement('a', { href: '/' }, SITE_INFO.brandName),
      accountArea: createElement('a', { href: '/login' }, 'Masuk'),
    }),
  );
}

const menuLinks = (html: string) =>
  [...html.matchAll(/<a href="(\/[a-z]+)" class="navLink"/g)].map((match) => match[1]);

describe('SiteHeaderView on the routes docs/product §2 names', () => {
  it('renders no header at all on /contact-me', () => {
    expect(renderHeader('/contact-me')).toBe('');
    expect(renderHeader('/contact-me', '?utm_source=ig&utm_medium=ads')).toBe('');
  });

  it('hides the header on a checkout step opened with at most one query parameter', () => {
    expect(renderHeader('/paket/user/summary', '?x=1')).toBe('');
    expect(renderHeader('/paket/user/summary')).toBe('');
    expect(renderHeader('/paket/tenure-pick', 'packageId=3')).toBe('');
  });

  it('shows the header without the menu on a checkout step with two query parameters', () => {
    const html = renderHeader('/paket/user/summary', '?x=1&y=2');
    expect(html).toContain('<header');
    expect(html).toContain('Masuk');
    expect(html).toContain('Minta info bimbel');
    expect(menuLinks(html)).toEqual([]);
    expect(html).not.toContain('aria-controls="site-menu"');
    expect(html).not.toContain('Download');
  });

  it('shows the header without the menu on the payment result pages', () => {
    for (const path of ['/payment/success', '/payment/failed']) {
      const html = renderHeader(path);
      expect(html).toContain('<header');
      expect(menuLinks(html)).toEqual([]);
    }
  });

  it('shows the full header with the five feature links, burger and Download on other pages', () => {
    for (const path of ['/', '/bimbel', '/slot-selection', '/paket', '/tanya/questions/page/1']) {
      const html = renderHeader(path);
      expect(html).toContain('<header');
      // Once in the wide-screen bar, once in the burger panel.
      expect(menuLinks(html)).toEqual([
        ...['/bimbel', '/tanya', '/jadwal', '/gurujuara', '/smartfest'],
        ...['/bimbel', '/tanya', '/jadwal', '/gurujuara', '/smartfest'],
      ]);
      expect(html).toContain('aria-expanded="false" aria-controls="site-menu"');
      expect(html).toContain(`aria-label="Download aplikasi ${SITE_INFO.brandName}"`);
    }
  });

  it('opens WhatsApp with the prefilled info message', () => {
    const html = renderHeader('/');
    expect(html).toContain(
      `href="https://wa.me/${SITE_INFO.whatsappNumber}?text=${encodeURIComponent(SITE_INFO.whatsappInfoMessage)}"`,
    );
  });

  it('marks the current section with aria-current', () => {
    const html = renderHeader('/bimbel/user');
    expect(html).toMatch(/<a href="\/bimbel" class="navLink" aria-current="page">Bimbel<\/a>/);
    expect(html).not.toMatch(/href="\/tanya" class="navLink" aria-current/);
  });

  it('keeps the Download button to phones on pages that do not need it on wide screens', () => {
    expect(renderHeader('/')).toMatch(/aria-label="Download aplikasi [^"]+" class="phoneOnly"/);
    expect(renderHeader('/bimbel')).toMatch(/aria-label="Download aplikasi [^"]+" class="always"/);
  });
});

import { describe, expect, it } from 'vitest';
import { isPopupPage, popupButtonHref, popupPages } from './paused-popup.ts';

describe('popupPages', () => {
  it('reads the paths of show_on_pages and drops anything else', () => {
    expect(popupPages({ show_on_pages: ['/bimbel', '/bimbel/user', 42, 'bimbel', null] })).toEqual([
      '/bimbel',
      '/bimbel/user',
    ]);
  });

  it('shows the popup nowhere when the content names no pages', () => {
    expect(popupPages({})).toEqual([]);
    expect(popupPages({ show_on_pages: '/bimbel' })).toEqual([]);
  });
});

describe('isPopupPage', () => {
  const pages = ['/bimbel', '/bimbel/user'];

  it('matches the pages named, with or without a trailing slash or a query', () => {
    expect(isPopupPage('/bimbel', pages)).toBe(true);
    expect(isPopupPage('/bimbel/user/', pages)).toBe(true);
    expect(isPopupPage('/bimbel/user?minggu=2026-11-16', pages)).toBe(true);
  });

  it('leaves other pages alone — the manage page the popup leads to among them', () => {
    expect(isPopupPage('/bimbel/user/langganan', pages)).toBe(false);
    expect(isPopupPage('/bimbel-online', pages)).toBe(false);
    expect(isPopupPage('/', pages)).toBe(false);
  });

  it('matches a whole section written /section/*', () => {
    expect(isPopupPage('/bimbel/user/laporan', ['/bimbel/user/*'])).toBe(true);
    expect(isPopupPage('/bimbel/user', ['/bimbel/user/*'])).toBe(true);
    expect(isPopupPage('/bimbel/username', ['/bimbel/user/*'])).toBe(false);
  });
});

describe('popupButtonHref', () => {
  it('follows a path of this site', () => {
    expect(popupButtonHref('/bimbel/user/langganan')).toBe('/bimbel/user/langganan');
  });

  it('leads to the manage subscription page instead of another site or nowhere', () => {
    for (const url of ['https://evil.example', '//evil.example', '', undefined, 7])
      expect(popupButtonHref(url)).toBe('/bimbel/user/langganan');
  });
});

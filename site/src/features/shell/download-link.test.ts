import { describe, expect, it } from 'vitest';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { isDownloadPage, pickStoreLink } from './download-link.ts';

describe('isDownloadPage', () => {
  it.each([
    '/bimbel',
    '/bimbel/',
    '/bimbel/user',
    '/bimbel/user/qna/42',
    '/bimbel/paket/utbk-snbt',
    '/bimbel-online',
    '/daftar-bimbel',
    '/daftar-bimbel-utbk',
  ])('shows the Download button on wide screens on the live-class page %s', (path) => {
    expect(isDownloadPage(path)).toBe(true);
  });

  it.each([
    '/',
    '/tanya',
    '/jadwal',
    '/paket',
    '/bimbelku',
    '/daftar-bimbelku',
    '/kebijakan-privasi',
    '/contact-me',
  ])('leaves it to phones on %s', (path) => {
    expect(isDownloadPage(path)).toBe(false);
  });
});

describe('pickStoreLink', () => {
  it('opens the App Store on an iPhone', () => {
    expect(
      pickStoreLink(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15',
        5,
        SITE_INFO.appStores,
      ),
    ).toBe(SITE_INFO.appStores.appStore);
  });

  it('opens the App Store on an iPad that reports itself as a Mac with touch', () => {
    expect(
      pickStoreLink(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
        5,
        SITE_INFO.appStores,
      ),
    ).toBe(SITE_INFO.appStores.appStore);
  });

  it('opens Google Play on Android and on a Mac without touch', () => {
    expect(
      pickStoreLink('Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/124.0 Mobile', 5, SITE_INFO.appStores),
    ).toBe(SITE_INFO.appStores.googlePlay);
    expect(
      pickStoreLink('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/124.0', 0, SITE_INFO.appStores),
    ).toBe(SITE_INFO.appStores.googlePlay);
  });
});

import { describe, expect, it } from 'vitest';
import { CACHE_PRIVATE, CACHE_SCHEDULE, chooseCacheControl, isPublicDynamicPage } from './production.ts';

describe('the sales pages are cached like the schedule pages (decision 084)', () => {
  it('lets shared caches keep the sales and registration pages briefly', () => {
    for (const path of [
      '/bimbel-online',
      '/daftar-bimbel',
      '/daftar-bimbel-smp',
      '/daftar-bimbel-utbk-snbt',
    ]) {
      expect(isPublicDynamicPage(path)).toBe(true);
      expect(chooseCacheControl(path, false, 200)).toBe(CACHE_SCHEDULE);
    }
  });

  it('keeps an unknown product (404) and look-alike addresses private', () => {
    expect(chooseCacheControl('/daftar-bimbel-tk', false, 404)).toBe(CACHE_PRIVATE);
    expect(isPublicDynamicPage('/daftar-bimbelx')).toBe(false);
    expect(isPublicDynamicPage('/bimbel-online-lain')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isSavableAddress } from './offline-routes.ts';

describe('isSavableAddress', () => {
  it('looks up a saved page’s files, media, poster and captions', () => {
    for (const path of [
      '/assets/index-a1.js',
      '/media/tanya/pecahan.mp4',
      '/_next/image',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/api/v1/tanya/questions/54b42824/captions.vtt',
    ]) {
      expect(isSavableAddress(path), path).toBe(true);
    }
  });

  it('never looks at the API, RSC payloads or pages', () => {
    for (const path of [
      '/api/v1/tanya/search',
      '/api/auth/refresh',
      '/api/v1/tanya/questions/54b42824/views',
      '/RSC/R/tanya.txt',
      '/bimbel/user',
      '/tanya',
    ]) {
      expect(isSavableAddress(path), path).toBe(false);
    }
  });
});

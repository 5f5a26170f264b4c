import { describe, expect, it } from 'vitest';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { buildOfflinePage, buildWebAppManifest } from './web-app-manifest.ts';

describe('buildWebAppManifest', () => {
  it('makes the site installable: standalone from /, the brand colours, the icons and a maskable one', () => {
    const manifest = buildWebAppManifest(SITE_INFO);
    expect(manifest).toMatchObject({
      short_name: 'CoBelajar',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'id',
      theme_color: '#1d43c4',
      background_color: '#ffffff',
    });
    expect(manifest.description).toContain('tanpa internet');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.shortcuts).toEqual([
      { name: 'Video tersimpan', short_name: 'Tersimpan', url: '/tanya/tersimpan' },
    ]);
  });
});

describe('buildOfflinePage', () => {
  it('says the student is offline and leads to the saved videos, with no script', () => {
    const html = buildOfflinePage(SITE_INFO);
    expect(html).toContain('<h1>Kamu sedang offline</h1>');
    expect(html).toContain('<a class="primary" href="/tanya/tersimpan">Buka video tersimpan</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('<script');
  });
});

import { token } from '@bimbel/styled-system/tokens';
import { SAVED_VIDEOS_PATH } from '../saved-video-entry.ts';
import { OFFLINE_PAGE_URL } from '../service-worker/offline-routes.ts';

/** Where the manifest is served (linked from every page's head, _root.tsx). */
export const WEB_APP_MANIFEST_URL = '/manifest.webmanifest';

/** The icons made from the logo by scripts/make-app-icons.ts (site/public/icons/). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The brand colour the browser paints the app's bar with: the header's brand.700. */
export const THEME_COLOR = token('colors.brand.700');

/**
 * The web app manifest (decision 095): installable from the browser's menu, opening at home in
 * its own window, with a shortcut to the saved videos. Colours are the Panda tokens.
 */
export function buildWebAppManifest({ brandName, tagline }: { brandName: string; tagline: string }) {
  return {
    id: '/',
    name: `${brandName} — Bimbel Online dan Video Pembahasan`,
    short_name: brandName,
    description: `${tagline} Video pembahasan bisa disimpan untuk ditonton tanpa internet.`,
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: token('colors.surface'),
    categories: ['education'],
    icons: APP_ICONS,
    shortcuts: [{ name: 'Video tersimpan', short_name: 'Tersimpan', url: SAVED_VIDEOS_PATH }],
  };
}

/** Escapes text for HTML. */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The offline page (decision 095): what a page that was not saved shows without a connection.
 * One small file with its styles inside (the Panda tokens' values), no script, no other request:
 * the service worker precaches it alone and it must draw whatever else is missing.
 */
export function buildOfflinePage({ brandName }: { brandName: string }): string {
  const brand = token('colors.brand.700');
  const ink = token('colors.ink');
  const muted = token('colors.muted');
  const canvas = token('colors.canvas');
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME_COLOR}">
<title>Kamu sedang offline | ${escapeHtml(brandName)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:${ink};background:${canvas}}
main{max-width:32rem;margin:0 auto;padding:3rem 1rem;display:grid;gap:1rem}
h1{font-size:1.75rem;line-height:1.25;margin:0}
p{margin:0;color:${muted}}
.brand{color:${brand};font-weight:700;font-size:1.25rem}
a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 1.25rem;border-radius:999px;font-weight:700;text-decoration:none}
.primary{background:${brand};color:#fff}
.secondary{color:${brand};border:2px solid ${brand}}
a:focus-visible{outline:3px solid ${brand};outline-offset:3px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(brandName)}</p>
<h1>Kamu sedang offline</h1>
<p>Halaman ini belum disimpan, jadi belum bisa dibuka tanpa internet. Video pembahasan yang sudah kamu simpan tetap bisa ditonton.</p>
<div class="actions">
<a class="primary" href="${SAVED_VIDEOS_PATH}">Buka video tersimpan</a>
<a class="secondary" href="">Coba lagi</a>
</div>
</main>
</body>
</html>
`;
}

export { OFFLINE_PAGE_URL };

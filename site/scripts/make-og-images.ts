// Renders the site's link-preview picture (1200×630 JPEG, Open Graph) and its square logo
// (512×512 PNG, the organisation's JSON-LD) from SVG drawn here with the brand's colours, font
// and texts (SITE_INFO), in Debian's Chromium. Run once when the brand changes; the files are
// committed under site/public/images/og/ (decision 089).
//   pnpm --filter site exec tsx scripts/make-og-images.ts
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOGO_IMAGE, SHARE_IMAGE } from '../src/features/shared/json-ld.ts';
import { SITE_INFO } from '../src/lib/site-info.ts';

const siteDir = path.resolve(import.meta.dirname, '..');
const outDir = path.join(siteDir, 'public', 'images', 'og');
/** Poppins as the site serves it (@fontsource), inlined: a page set from a string cannot load files. */
const font = (weight: number) =>
  `data:font/woff2;base64,${readFileSync(path.join(siteDir, 'node_modules', '@fontsource', 'poppins', 'files', `poppins-latin-${weight}-normal.woff2`)).toString('base64')}`;

const BRAND_700 = '#1d43c4';
const BRAND_900 = '#1e347d';
const ACCENT_400 = '#ffc23d';

/** The logo's mark: a rounded square with the C, as the header's Logo draws it (ui/src/logo). */
const mark = (x: number, y: number, size: number, fill: string, stroke: string) => `
  <g transform="translate(${x} ${y}) scale(${size / 28})">
    <rect x="0" y="0" width="28" height="28" rx="7" fill="${fill}"/>
    <path d="M18.6 9.4A6.5 6.5 0 1 0 18.6 18.6" fill="none" stroke="${stroke}" stroke-width="3.2" stroke-linecap="round"/>
  </g>`;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

const shareSvg = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND_700}"/><stop offset="1" stop-color="${BRAND_900}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="220" fill="#ffffff" opacity="0.06"/>
  <circle cx="1150" cy="600" r="150" fill="#ffffff" opacity="0.05"/>
  <rect x="80" y="420" width="120" height="8" rx="4" fill="${ACCENT_400}"/>
  ${mark(80, 80, 96, '#ffffff', BRAND_700)}
  <text x="200" y="150" font-family="Poppins" font-weight="700" font-size="64" fill="#ffffff">${escape(SITE_INFO.brandName)}</text>
  <text x="80" y="310" font-family="Poppins" font-weight="700" font-size="60" fill="#ffffff">Bimbel online Matematika</text>
  <text x="80" y="390" font-family="Poppins" font-weight="700" font-size="60" fill="${ACCENT_400}">kelas 4 SD – 12 SMA/SMK</text>
  <text x="80" y="492" font-family="Poppins" font-weight="600" font-size="32" fill="#dbe6fe">Kelas live bareng guru · Video pembahasan soal di Tanya</text>
  <text x="80" y="560" font-family="Poppins" font-weight="600" font-size="28" fill="#bfd3fe">${escape(new URL(SITE_INFO.siteUrl).host)}</text>
</svg>`;

const logoSvg = `
<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  ${mark(0, 0, 512, BRAND_700, '#ffffff')}
</svg>`;

const page = (svg: string) => `<!doctype html><html><head><style>
  @font-face { font-family: Poppins; font-weight: 600; src: url(${font(600)}) format('woff2'); }
  @font-face { font-family: Poppins; font-weight: 700; src: url(${font(700)}) format('woff2'); }
  html, body { margin: 0; background: transparent; }
  svg { display: block; }
</style></head><body>${svg}</body></html>`;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const share = await browser.newPage({ viewport: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } });
  await share.setContent(page(shareSvg));
  await share.evaluate(() => document.fonts.ready);
  await share.screenshot({ path: path.join(siteDir, 'public', SHARE_IMAGE.path), type: 'jpeg', quality: 82 });
  const logo = await browser.newPage({ viewport: { width: LOGO_IMAGE.width, height: LOGO_IMAGE.height } });
  await logo.setContent(page(logoSvg));
  await logo.screenshot({
    path: path.join(siteDir, 'public', LOGO_IMAGE.path),
    type: 'png',
    omitBackground: true,
  });
} finally {
  await browser.close();
}
console.log(`wrote ${SHARE_IMAGE.path} and ${LOGO_IMAGE.path} in site/public`);

// Makes the web app's icons (decision 095) from the site's logo mark, public/favicon.svg, with sharp
// (offline). The outputs are committed in public/icons/; run again only when the logo changes:
//   pnpm --filter site icons
// - icon-192.png, icon-512.png: the mark as it is (rounded square), for the browser's "any" purpose;
// - maskable-512.png: the brand colour to the edges and the letter inside the 80 % safe circle, so a
//   launcher may cut any shape from it.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const outDir = path.join(publicDir, 'icons');
const logo = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

const brand = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1];
const letter = /<path d="([^"]+)" fill="([^"]+)"/.exec(logo);
if (!brand || !letter)
  throw new Error('favicon.svg: expected a filled <rect> (the mark) and a filled <path> (the letter)');

// The mark is drawn on a 32-unit grid; the letter's box there is about 9–24.6 × 11–29.8.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" fill="${brand}"/>
<g transform="translate(16 16) scale(0.72) translate(-16.8 -20.4)"><path d="${letter[1]}" fill="${letter[2]}"/></g>
</svg>`;

await mkdir(outDir, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(logo), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, `icon-${size}.png`));
}
await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(path.join(outDir, 'maskable-512.png'));
console.log(`icons written to ${path.relative(process.cwd(), outDir)}`);

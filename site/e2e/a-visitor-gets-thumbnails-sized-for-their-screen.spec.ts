import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { MP4_QUESTION } from './support/tanya-video-page.ts';

/**
 * The Tanya thumbnails come from the image optimiser (docs/product §7, decision 087): a srcset
 * over the docs/product §9 widths, width and height reserved, and WebP (or AVIF) bytes that are
 * no bigger than the stored JPEGs.
 */
test('a visitor gets thumbnails sized for their screen from the image optimiser', async ({
  page,
  request,
}) => {
  const answers = new Map<string, { type: string; bytes: number }>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/_next/image' || response.status() !== 200) return;
    answers.set(url.pathname + url.search, {
      type: response.headers()['content-type'] ?? '',
      bytes: (await response.body()).byteLength,
    });
  });
  await page.goto('/tanya');
  const thumbnails = page.getByRole('region', { name: 'Video pilihan' }).getByRole('article').locator('img');
  await expect(thumbnails).toHaveCount(6);
  for (const thumbnail of await thumbnails.all()) {
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toHaveAttribute('width', /^\d+$/);
    await expect(thumbnail).toHaveAttribute('height', /^\d+$/);
    await expect(thumbnail).toHaveAttribute(
      'srcset',
      /\/_next\/image\?url=%2Fmedia%2Ftanya%2F[0-9a-f-]+%2Fposter\.jpg&w=320&q=75 320w/,
    );
    await expect(thumbnail).toHaveAttribute('sizes', /vw/);
    // Loaded, through the optimiser, and drawn in the box its width and height reserved.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const { currentSrc, ratio, naturalRatio } = await thumbnail.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      naturalRatio: img.naturalWidth / img.naturalHeight,
    }));
    expect(new URL(currentSrc).pathname).toBe('/_next/image');
    expect(ratio).toBeCloseTo(naturalRatio, 1);
  }
  await expect.poll(() => answers.size).toBeGreaterThan(0);
  for (const [address, { type, bytes }] of answers) {
    expect(type, address).toMatch(/^image\/(webp|avif)$/);
    // Never more than the stored JPEG it was made from.
    const stored = await request.get(decodeURIComponent(/url=([^&]+)/.exec(address)?.[1] ?? ''));
    expect(bytes, address).toBeLessThanOrEqual((await stored.body()).byteLength);
  }
  await expectNoAxeViolations(page);
});

test('the optimiser answers an address it does not serve in Indonesian, never a 5xx', async ({ request }) => {
  const missing = await request.get('/_next/image?url=%2Fmedia%2Ftanya%2Ftidak-ada.jpg&w=320&q=75');
  expect([missing.status(), await missing.text()]).toEqual([404, 'Gambar tidak ditemukan.']);
  const otherHost = await request.get('/_next/image?url=https%3A%2F%2Fevil.example.com%2Fa.jpg&w=320&q=75');
  expect([otherHost.status(), await otherHost.text()]).toEqual([400, 'Alamat gambar ini tidak diizinkan.']);
  const width = await request.get(`/_next/image?url=${encodeURIComponent(MP4_QUESTION.poster)}&w=321&q=75`);
  expect([width.status(), await width.text()]).toEqual([400, 'Lebar gambar (w) tidak didukung.']);
  const image = await request.get(`/_next/image?url=${encodeURIComponent(MP4_QUESTION.poster)}&w=320&q=75`, {
    headers: { accept: 'image/webp,*/*' },
  });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['vary']).toBe('Accept');
  const again = await request.get(`/_next/image?url=${encodeURIComponent(MP4_QUESTION.poster)}&w=320&q=75`, {
    headers: { accept: 'image/webp,*/*', 'if-none-match': image.headers()['etag'] ?? '' },
  });
  expect(again.status()).toBe(304);
});

import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test('a visitor opens the home page: Indonesian, server-rendered, self-hosted fonts, accessible', async ({
  page,
  baseURL,
}, testInfo) => {
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
      foreignRequests.push(request.url());
  });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // Rendered on the server: the heading is in the HTML before any script runs.
  expect(await response?.text()).toContain('Belajar Matematika jadi lebih gampang');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const loadedFamilies = await page.evaluate(() =>
    [...document.fonts]
      .filter((font) => font.status === 'loaded')
      .map((font) => font.family.replaceAll('"', '')),
  );
  expect(loadedFamilies).toEqual(expect.arrayContaining(['Poppins', 'Overpass']));
  expect(foreignRequests).toEqual([]);

  // Nothing wider than the phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
});

test('an unknown address shows the Indonesian 404 page with status 404', async ({ page }, testInfo) => {
  const response = await page.goto('/halaman-yang-tidak-ada');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Video pembahasan soal' })).toHaveAttribute('href', '/tanya');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('404.png'), fullPage: true });

  // A visitor from a dead link searches for the question right there (a plain form, no script).
  await page.getByRole('searchbox', { name: 'Cari soal' }).fill('luas lingkaran');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(/\/tanya\/cari\?q=luas\+lingkaran$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('luas lingkaran');
});

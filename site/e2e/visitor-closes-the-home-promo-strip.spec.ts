import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test('the promo strip shows only on the home page and stays closed for the rest of the session', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Info Bimbel' });
  await expect(strip).toBeVisible();
  await expect(strip).toContainText('Ikut Bimbel lewat aplikasi CoBelajar atau website di laptop.');
  await expect(strip.getByRole('link', { name: 'Lihat caranya' })).toHaveAttribute(
    'href',
    '/bimbel#cara-ikut',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('promo-strip.png') });

  const close = strip.getByRole('button', { name: 'Tutup info Bimbel' });
  const box = (await close.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);

  // Closed by keyboard: focus moves on to the header instead of getting lost.
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(strip).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'CoBelajar', exact: true })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(strip).toBeHidden();
  // Hidden from the first paint, not only after hydration: the inline script marks <html>.
  await expect(page.locator('html')).toHaveAttribute('data-promo-closed', '');

  // A new browser session (a new tab's sessionStorage) shows it again.
  const secondVisit = await context.browser()!.newPage();
  await secondVisit.goto(page.url());
  await expect(secondVisit.getByRole('region', { name: 'Info Bimbel' })).toBeVisible();
  await secondVisit.close();
});

test('the promo strip is not on other pages', async ({ page, request }) => {
  await page.goto('/bimbel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Info Bimbel' })).toHaveCount(0);
  // Not in the server HTML either: no flash of a strip that then disappears.
  expect(await (await request.get('/kebijakan-privasi')).text()).not.toContain('Ikut Bimbel lewat aplikasi');
  expect(await (await request.get('/')).text()).toContain('Ikut Bimbel lewat aplikasi');
});

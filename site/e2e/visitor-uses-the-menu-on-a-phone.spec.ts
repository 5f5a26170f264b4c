import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForHydration } from './support/hydration.ts';

// The burger exists below the laptop width; both projects run this at phone size.
test.use({ viewport: { width: 360, height: 740 } });

test('the burger menu opens and closes by keyboard, and Escape returns focus to it', async ({
  page,
}, testInfo) => {
  await page.goto('/kebijakan-privasi');
  const burger = page.getByRole('button', { name: 'Menu' });
  const panel = page.locator('#site-menu');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toHaveAttribute('aria-controls', 'site-menu');
  await expect(panel).toBeHidden();
  await waitForHydration(burger);
  const box = (await burger.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);

  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: 'Bimbel', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('menu-open.png') });

  // Tab moves from the burger into the panel: DOM order follows the eye.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Bimbel', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Tanya', exact: true })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();

  await page.keyboard.press('Space');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('the open menu closes when the visitor taps outside it or tabs past it', async ({ page }) => {
  await page.goto('/ketentuan-layanan');
  const burger = page.getByRole('button', { name: 'Menu' });
  const panel = page.locator('#site-menu');
  // A click before React has hydrated the burger would be lost.
  await waitForHydration(burger);

  await burger.click();
  await expect(panel).toBeVisible();
  // Below the open panel: a tap on the page itself.
  await page.mouse.click(180, 700);
  await expect(panel).toBeHidden();

  await burger.click();
  await panel.getByRole('link', { name: 'Minta info bimbel' }).focus();
  await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
});

test('a menu link takes the visitor to its page', async ({ page }) => {
  await page.goto('/ketentuan-layanan');
  const burger = page.getByRole('button', { name: 'Menu' });
  await waitForHydration(burger);
  await burger.click();
  await page.locator('#site-menu').getByRole('link', { name: 'Bimbel', exact: true }).click();
  await expect(page).toHaveURL(/\/bimbel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kelas live bareng guru, langsung dari rumah.',
  );
  await expect(page.locator('#site-menu')).toBeHidden();
});

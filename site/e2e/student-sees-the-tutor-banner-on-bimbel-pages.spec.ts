import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

test('a visitor who is not logged in gets no Tutor banner on /bimbel', async ({ page }) => {
  await page.goto('/bimbel');
  // Wait for hydration: the hero's link follows the session once it is read.
  await expect(page.getByRole('link', { name: 'Masuk untuk ikut kelas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fitur Tutor' })).toHaveCount(0);
});

test('a logged-in student sees the Tutor banner on /bimbel only, reads its modal and dismisses it for good', async ({
  page,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fitur Tutor' })).toHaveCount(0);

  await page.goto('/bimbel');
  const banner = page.getByRole('region', { name: 'Fitur Tutor' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Fitur Tutor sudah hadir di aplikasi CoBelajar!');
  await expect(page.getByRole('link', { name: 'Buka kelasku' })).toHaveAttribute('href', '/bimbel/user');
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'Lihat info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fitur Tutor' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('belum semua pengguna langsung mendapatkannya');
  await expect(dialog).toContainText('Mulai 9 November 2025, semua pengguna mendapatkan fitur Tutor.');
  const steps = dialog.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Buka Play Store (Android) atau App Store (iPhone).');
  await expect(steps.nth(1)).toContainText('Cari aplikasi CoBelajar.');
  await expect(steps.nth(2)).toContainText('Tekan tombol Perbarui (Update)');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tutor-modal.png') });

  await dialog.getByRole('button', { name: 'Oke, mengerti' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Lihat info' })).toBeFocused();

  // Escape closes it too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await banner.getByRole('button', { name: 'Tutup info fitur Tutor' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bimbel_tutor_banner_closed'))).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Buka kelasku' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fitur Tutor' })).toHaveCount(0);
});

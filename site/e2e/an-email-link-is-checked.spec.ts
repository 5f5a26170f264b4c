import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';

test('an e-mail verification link that does not work says so and offers a new one', async ({
  page,
}, testInfo) => {
  await page.goto(`/verifikasi-email/${'A'.repeat(43)}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Tautan verifikasi sudah tidak berlaku.' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Ubah data' })).toHaveAttribute('href', '/user/update-user');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('verify-email-invalid.png'), fullPage: true });
});

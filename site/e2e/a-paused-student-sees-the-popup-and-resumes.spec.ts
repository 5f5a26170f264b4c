import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { profileMenuTrigger } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { expectMainFitsTheScreen } from './support/live-classes.ts';
import { payOnSandboxPage, placeOrder, registerBuyer, waitForPaymentStatus, expectNothingScrollsSideways } from './support/payments.ts';

// Each step waits on the server (embedded PostgreSQL) and the sandbox's notification job.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const studentCard = (page: Page, fullName: string) => page.getByRole('main').getByRole('region', { name: new RegExp(`^${fullName}`) });
const popup = (page: Page) => page.getByRole('dialog', { name: 'Langganan Bimbel kamu sedang dijeda' });

/*
 * Decision 082: a student pauses a paid subscription on the manage subscription page (a dialog
 * says what a pause does), sees the paused-subscription popup on their home, follows its button
 * to the manage page and resumes — PAID again, the crown back on the avatar.
 */
test('a paid student pauses, sees the popup on their home, follows it and resumes: PAID with the crown', async ({
  page,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const studentId = await registerBuyer(page, 'pause', testInfo, 'Wulan Kusuma');
  const order = await placeOrder(page, { studentId, months: 3 });
  await page.goto(order.payment!.redirectUrl!);
  await payOnSandboxPage(page, 'Berhasil dibayar sekarang');
  await waitForPaymentStatus(page, order.id, 'paid');

  // The profile menu leads to the manage page: the package, its end date, the crown.
  await page.goto('/bimbel/user');
  await profileMenuTrigger(page, 'Wulan').click();
  await page.getByRole('menu', { name: 'Menu profil' }).getByRole('menuitem', { name: 'Langganan' }).click();
  await expect(page).toHaveURL(/\/bimbel\/user\/langganan$/);
  const card = studentCard(page, 'Wulan Kusuma');
  await expect(card.getByText('Bimbel SMP Kelas 7–9')).toBeVisible();
  await expect(card.getByText(/^Aktif sampai \w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB$/)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Pelanggan berbayar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Riwayat pembelian' }).getByRole('heading', { name: 'Bimbel SMP Kelas 7–9, 3 bulan' })).toBeVisible();
  await expectMainFitsTheScreen(page);
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('manage-paid');

  // The pause asks first and says what it does; Batal changes nothing.
  const pause = card.getByRole('button', { name: 'Jeda langganan Wulan' });
  await waitForHydration(pause);
  await pause.click();
  const confirm = page.getByRole('alertdialog', { name: 'Jeda langganan Wulan?' });
  await expect(confirm).toContainText('belum bisa ikut kelas live');
  await expect(confirm).toContainText(/Sisa masa langganan disimpan: sisa \d+ hari/);
  await expectNoAxeViolations(page);
  await shot('pause-confirm');
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(confirm).toBeHidden();
  await expect(pause).toBeFocused();
  await pause.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, jeda langganan' }).click();
  await expect(card.getByRole('status')).toHaveText('Langganan Wulan dijeda.');
  await expect(card.getByText('Dijeda', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Dijeda sejak .+\. Sisa \d+ hari masa langganan disimpan/)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Pelanggan berbayar' })).toBeHidden();
  await expectNoAxeViolations(page);

  // On the home, the popup (its content and pages from the modal configuration) says so, once.
  await page.goto('/bimbel/user');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toContainText('Selama dijeda, kamu belum bisa ikut kelas live');
  await expectNoAxeViolations(page);
  await shot('paused-popup');
  await popup(page).getByRole('link', { name: 'Aktifkan lagi' }).click();
  await expect(page).toHaveURL(/\/bimbel\/user\/langganan$/);

  // Resume: PAID again, the crown on the card and in the header.
  const resume = studentCard(page, 'Wulan Kusuma').getByRole('button', { name: 'Aktifkan lagi langganan Wulan' });
  await waitForHydration(resume);
  await resume.click();
  await expect(studentCard(page, 'Wulan Kusuma').getByRole('status')).toHaveText('Langganan Wulan aktif lagi.');
  await expect(studentCard(page, 'Wulan Kusuma').getByText('Aktif', { exact: true })).toBeVisible();
  // Its one pause of this paid period is used (decision 079): the page says so instead of offering another.
  await expect(studentCard(page, 'Wulan Kusuma').getByText(/^Jeda sudah dipakai di masa langganan ini/)).toBeVisible();
  await expect(studentCard(page, 'Wulan Kusuma').getByRole('img', { name: 'Pelanggan berbayar' })).toBeVisible();
  await expect(profileMenuTrigger(page, 'Wulan')).toHaveAccessibleName(/pelanggan berbayar$/);
  await expectNoAxeViolations(page);
  await shot('manage-resumed');

  // Paid again, the home has no popup — even in a new browser session (the once-per-session mark gone).
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/bimbel/user');
  await expect(profileMenuTrigger(page, 'Wulan')).toHaveAccessibleName(/pelanggan berbayar$/);
  await page.waitForLoadState('networkidle');
  await expect(popup(page)).toBeHidden();
});

import { expectNoAxeViolations } from './axe.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { expectMainFitsTheScreen } from './support/live-classes.ts';
import { expectNothingScrollsSideways, payOnSandboxPage, placeOrder, registerBuyer } from './support/payments.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/*
 * The payment pages ask the gateway about an open attempt before they render (decision 082, issue
 * of the pending page): the sandbox sends no notification at all here and the page's clock never
 * runs, so only that first check can know the outcome. A declined payment shows 'Pembayaran
 * ditolak' at once; a pending transfer shows its virtual account number with 'Salin', a pending
 * QRIS payment its QR code; each payment-method row carries its mark (decision 102).
 */
test('a declined payment shows "ditolak" at once; a pending transfer its VA number to copy, a QRIS payment its QR', async ({
  page,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const studentId = await registerBuyer(page, 'declined', testInfo, 'Dewi Lestari');
  // The page's timers are the test's: the 30 s poll never runs by itself.
  await page.clock.install();

  // Declined on the gateway's page, no notification: back on our page, the failure at once.
  const declined = await placeOrder(page, { studentId, method: 'gopay' });
  await page.goto(declined.payment!.redirectUrl!);
  await payOnSandboxPage(page, 'Ditolak', { dropNotifications: true });
  await page.waitForURL(new RegExp(`/payment/failed\\?order=${declined.id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pembayaran ditolak' })).toBeVisible();
  await expect(main.getByText('Menunggu pembayaranmu')).toHaveCount(0);
  // Opened again on the pending page, the server sends it on to the failed page before any HTML.
  const again = await page.request.get(`/payment/pending?order=${declined.id}`, { maxRedirects: 0 });
  expect(again.status()).toBe(307);
  expect(again.headers()['location']).toBe(`/payment/failed?order=${declined.id}`);

  // Pay again: every method row has its mark, hidden from assistive technology; the name is the text.
  const gopay = main.getByRole('radio', { name: 'GoPay' });
  await expect(gopay).toBeChecked();
  const marks = main.locator('label svg[aria-hidden="true"] use');
  await expect(marks).toHaveCount(12);
  const bca = main.locator('label', { hasText: 'BCA Virtual Account' }).locator('svg');
  expect(await bca.evaluate((svg) => (svg as SVGSVGElement).getBoundingClientRect().width)).toBe(56);
  expect(await page.locator('#payment-mark-bca_va').textContent()).toBe('BCA');
  await expectMainFitsTheScreen(page);
  await expectNothingScrollsSideways(page);
  // axe's WCAG 2.2 AA run includes target-size (24 × 24 px).
  await expectNoAxeViolations(page);
  await shot('declined-failed-page-with-marks');

  // A bank transfer left pending, no notification: the VA number on the first render, and 'Salin'.
  const transfer = await placeOrder(page, { studentId, method: 'bni_va' });
  await page.goto(transfer.payment!.redirectUrl!);
  await payOnSandboxPage(page, 'Menunggu dulu, lalu berhasil', { paidAfterSeconds: 600, dropNotifications: true });
  await page.waitForURL(new RegExp(`/payment/pending\\?order=${transfer.id}`));
  await expect(main.getByRole('heading', { level: 1, name: 'Selesaikan pembayaranmu' })).toBeVisible();
  await expect(main.getByText('Nomor Virtual Account', { exact: true })).toBeVisible();
  const number = main.getByText(/^988\d{13}$/);
  await expect(number).toBeVisible();
  const va = (await number.textContent())!;
  const copy = main.getByRole('button', { name: 'Salin nomor Virtual Account' });
  await expect(copy).toHaveText('Salin');
  await expectMainFitsTheScreen(page);
  await expectNothingScrollsSideways(page);
  const box = (await copy.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page);
  await shot('pending-transfer');
  // With the keyboard: Enter copies the number, and 'Disalin' is said politely.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await waitForHydration(copy);
  await copy.focus();
  await page.keyboard.press('Enter');
  const said = main.getByRole('status').filter({ hasText: 'Disalin' });
  await expect(said).toHaveText('Disalin');
  await expect(said).toHaveAttribute('role', 'status');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(va);

  // A QRIS payment left pending: its QR code, loaded, on the first render.
  const qris = await placeOrder(page, { studentId, method: 'other_qris' });
  await page.goto(qris.payment!.redirectUrl!);
  await payOnSandboxPage(page, 'Menunggu dulu, lalu berhasil', { paidAfterSeconds: 600, dropNotifications: true });
  await page.waitForURL(new RegExp(`/payment/pending\\?order=${qris.id}`));
  const qr = main.getByRole('img', { name: /^Kode QR untuk membayar Rp/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('pending-qris');
});

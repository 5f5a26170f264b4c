import { expectNoAxeViolations } from './axe.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { expectMainFitsTheScreen } from './support/live-classes.ts';
import { payOnSandboxPage, placeOrder, registerBuyer, waitForPaymentStatus, expectNothingScrollsSideways } from './support/payments.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/*
 * Decision 082: a payment the provider denies ends on /payment/failed, which says why in
 * Indonesian and pays the same order again with another method (RETRY_ORDER_PAYMENT) — no new
 * checkout — through a new payment page, and lands on success.
 */
test('a denied payment ends on the failed page, which pays the same order again with another method', async ({
  page,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const studentId = await registerBuyer(page, 'retry', testInfo, 'Sekar Ayuningtyas');
  const order = await placeOrder(page, { studentId, months: 1, method: 'gopay' });

  // The page's timers are the test's: the 30 s poll runs when the test says.
  await page.clock.install();
  await page.goto(order.payment!.redirectUrl!);
  await payOnSandboxPage(page, 'Ditolak');
  await page.waitForURL(/\/payment\/(pending|failed)\?order=/);
  await waitForPaymentStatus(page, order.id, 'failed');
  // Landed before the notification, the pending page learns of the ending at its next check.
  await page.clock.fastForward(30_000);
  await page.waitForURL(new RegExp(`/payment/failed\\?order=${order.id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pembayaran ditolak' })).toBeVisible();
  await expect(main.getByText('tidak ada uang yang terpotong', { exact: false }).first()).toBeVisible();
  const gopay = main.getByRole('radio', { name: 'GoPay' });
  await expect(gopay).toBeChecked();
  await expectMainFitsTheScreen(page);
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('failed');

  // Another method, the same order: a new payment page.
  const qris = main.getByRole('radio', { name: 'QRIS' });
  await waitForHydration(qris);
  await qris.check();
  await main.getByRole('button', { name: 'Bayar lagi' }).click();
  await page.waitForURL(/\/midtrans-sandbox\//);
  await expect(page.getByRole('img', { name: /Kode QRIS simulasi/ })).toBeVisible();
  await payOnSandboxPage(page, 'Berhasil dibayar sekarang');
  await page.waitForURL(/\/payment\/(pending|success)\?order=/);
  await waitForPaymentStatus(page, order.id, 'paid');
  await page.clock.fastForward(30_000);
  await page.waitForURL(new RegExp(`/payment/success\\?order=${order.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: 'Pembayaran berhasil!' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Ringkasan pesanan' }).or(main.getByRole('region', { name: 'Rincian pembelian' }))).toContainText(
    'QRIS',
  );
  await expectNoAxeViolations(page);
  await shot('paid-after-retry');
});

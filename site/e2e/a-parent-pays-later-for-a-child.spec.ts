import { expectNoAxeViolations } from './axe.ts';
import { checkoutNumberFor, expectStep, orderIdOf, registerParentWithOneChild } from './support/checkout.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { payOnSandboxPage, waitForPaymentStatus } from './support/payments.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Issue 16: buy-now-pay-later on its own card (docs/product §2), with its terms, through the
// sandbox's Kredivo page to success.
test('a parent pays later with Kredivo from the PayLater card, and the child’s package is paid', async ({
  page,
}, testInfo) => {
  await registerParentWithOneChild(page, checkoutNumberFor(testInfo, 'pays-later'), 'Putri Gunawan');
  await page.goto('/paket/tenure-pick?paket=smp-reguler');
  const oneMonth = page.getByRole('radio', { name: /^1 bulan/ });
  await waitForHydration(oneMonth);
  await oneMonth.check();
  await page.getByRole('button', { name: 'Lanjut pilih murid' }).click();
  await expectStep(page, /\/paket\/user\/select-student$/, 'Pilih murid');
  // The only child the package fits is ticked already.
  await expect(page.getByRole('checkbox', { name: 'Putri Gunawan' })).toBeChecked();
  await page.getByRole('button', { name: 'Lanjut ke ringkasan' }).click();
  await expectStep(page, /\/paket\/user\/summary$/, 'Ringkasan pesanan');
  const total = await page.getByTestId('order-total').innerText();
  await page.getByRole('button', { name: 'Pilih metode pembayaran' }).click();

  const card = page.getByRole('region', { name: 'Bayar nanti dengan PayLater' });
  const kredivo = card.getByRole('radio', { name: 'Kredivo' });
  await waitForHydration(kredivo);
  await expect(card.getByRole('list', { name: 'Ketentuan PayLater' }).getByRole('listitem')).toHaveCount(4);
  await expect(card).toContainText('ditentukan oleh penyedia PayLater');
  // One choice across the groups: PayLater replaces a virtual account chosen before.
  await page.getByRole('radio', { name: 'BNI Virtual Account' }).check();
  await kredivo.check();
  await expect(page.getByRole('radio', { name: 'BNI Virtual Account' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  await page.clock.install();
  await page.getByRole('button', { name: `Bayar ${total}` }).click();
  await expect(page.getByRole('main')).toContainText('Kredivo');
  await payOnSandboxPage(page, 'Berhasil dibayar sekarang');
  await page.waitForURL(/\/payment\/(pending|success)\?order=[0-9a-f-]{36}/);
  const orderId = orderIdOf(page.url());
  await waitForPaymentStatus(page, orderId, 'paid');
  if (page.url().includes('/payment/pending')) await page.clock.fastForward(30_000);
  await page.waitForURL(new RegExp(`/payment/success\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Aktif sampai' })).toContainText(
    'Putri Gunawan',
  );
  await expectNoAxeViolations(page);
});

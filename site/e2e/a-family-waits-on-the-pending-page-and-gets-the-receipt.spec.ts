import { expectNoAxeViolations } from './axe.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { expectMainFitsTheScreen } from './support/live-classes.ts';
import { payOnSandboxPage, placeOrder, registerBuyer, waitForPaymentStatus, expectNothingScrollsSideways } from './support/payments.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/*
 * Decision 082: the gateway's finish redirect lands on the pending page, which reads the order from
 * our server (never the gateway's query), says how to pay and checks every 30 s (docs/product §9)
 * — the page's clock is advanced instead of waiting — then moves on by itself to success: what
 * was bought, for whom, until when; the receipt page and its PDF; the purchase history.
 */
test('a buyer waits on the pending page, which moves on by itself to success; the receipt downloads as a PDF', async ({
  page,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const studentId = await registerBuyer(page, 'pending', testInfo, 'Bima Santoso');
  const order = await placeOrder(page, { studentId, months: 1, method: 'bni_va' });

  // The page's timers are the test's: the 30 s poll runs when the test says.
  await page.clock.install();
  await page.goto(order.payment!.redirectUrl!);
  await payOnSandboxPage(page, 'Menunggu dulu, lalu berhasil', { paidAfterSeconds: 45 });
  // Back with Midtrans's query, which the page does not read: the order is still pending on our server.
  await page.waitForURL(/\/payment\/pending\?order=[0-9a-f-]{36}&order_id=.+&transaction_status=pending/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Selesaikan pembayaranmu' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Cara bayar dengan BNI Virtual Account' })).toBeVisible();
  await expect(main.getByText(/^Batas waktu pembayaran: \w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB$/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Buka halaman pembayaran' })).toHaveAttribute('href', /\/midtrans-sandbox\//);
  await expectMainFitsTheScreen(page);
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('pending');

  // Asked before the payment arrived, the page says it waits (politely, in its status line), and
  // shows the virtual account number once the gateway has issued it — copied with one tap.
  const check = main.getByRole('button', { name: 'Cek status pembayaran' });
  const vaNumber = main.getByText('Nomor Virtual Account', { exact: true });
  await expect(async () => {
    await waitForHydration(check);
    await check.click();
    await expect(main.getByRole('status').first()).toHaveText('Pembayaran belum masuk. Kami periksa lagi otomatis setiap 30 detik.', { timeout: 3000 });
    await expect(vaNumber).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const copy = main.getByRole('button', { name: 'Salin nomor Virtual Account' });
  await waitForHydration(copy);
  // A browser that refuses the clipboard: docs/product §8's words, to the letter.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await copy.click();
  await expect(page.getByText('Please turn on permission to copy', { exact: true })).toBeVisible();
  await page.evaluate(() => delete (navigator.clipboard as Partial<Clipboard>).writeText);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.click();
  await expect(main.getByRole('status').filter({ hasText: 'Disalin' })).toHaveText('Disalin');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{8,20}$/);
  await expectNoAxeViolations(page);

  // The sandbox settles after its pause and notifies our server; the page learns it at its next poll.
  await waitForPaymentStatus(page, order.id, 'paid');
  await expect(page).toHaveURL(/\/payment\/pending/);
  await page.clock.fastForward(30_000);
  await page.waitForURL(new RegExp(`/payment/success\\?order=${order.id}$`));

  await expect(main.getByRole('heading', { level: 1, name: 'Pembayaran berhasil!' })).toBeVisible();
  const until = main.getByRole('region', { name: 'Aktif sampai' });
  await expect(until.getByText('Bima Santoso')).toBeVisible();
  await expect(until.getByText(/^Paket aktif sampai \w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB$/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Buka beranda belajar' })).toHaveAttribute('href', '/bimbel/user');
  await expect(main.getByRole('link', { name: 'jadwal kelas' })).toHaveAttribute('href', '/jadwal');
  await expectMainFitsTheScreen(page);
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('success');

  // The receipt page and its file.
  await main.getByRole('link', { name: 'Lihat kuitansi' }).click();
  await expect(main.getByRole('heading', { level: 1, name: /^Kuitansi INV\/\d{8}\/[A-Z0-9]+$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot('receipt');
  const button = main.getByRole('button', { name: 'Unduh kuitansi (PDF)' });
  await waitForHydration(button);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^kuitansi-INV-\d{8}-[A-Z0-9]+\.pdf$/);
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // The purchase history lists it with its receipt.
  await main.getByRole('link', { name: '← Riwayat pembelian' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Riwayat pembelian' })).toBeVisible();
  await expect(main.getByRole('article', { name: 'Bimbel SMP Kelas 7–9, 1 bulan' })).toContainText('Bima Santoso');
  await expectNoAxeViolations(page);
  await shot('purchases');

  // A paid order opened on the pending page goes to its success page; another family's is not found.
  await page.goto(`/payment/pending?order=${order.id}&transaction_status=expire`);
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${order.id}$`));
  const stranger = await page.goto('/payment/pending?order=00000000-0000-4000-8000-000000000000');
  expect(stranger?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
});

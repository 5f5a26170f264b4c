import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { createSandboxTransaction, sandboxStatus } from './support/midtrans-sandbox.ts';

/*
 * The built-in sandbox's hosted payment page (decision 080), on a phone and a desktop: a tester
 * reads what to pay and how, picks an outcome with the keyboard or a tap, and is sent back to the
 * shop with Midtrans's query. No JavaScript, WCAG 2.2 AA, usable at 320 px.
 */

// Several axe runs per journey on a shared 2-core machine: give them the slow-test time.
test.slow();

const orderIdOf = (title: string, project: string) =>
  `E2E-${project}-${title.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 20)}-${Date.now().toString(36)}`.slice(0, 50);

test('a tester reads the bill and the VA number, fixes a missing choice, and pays later', async ({ page, request, baseURL }, testInfo) => {
  const orderId = orderIdOf(testInfo.title, testInfo.project.name);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  const paymentPage = await createSandboxTransaction(request, {
    orderId,
    method: 'bca_va',
    finishUrl: `${baseURL}/?dari=pembayaran`,
  });
  await page.goto(paymentPage);

  await expect(page.getByRole('heading', { level: 1, name: 'Selesaikan pembayaran' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/Mode demo: ini simulator pembayaran Midtrans/);
  await expect(page.getByText('Rp 290.000', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Paket SMP Reguler 1 bulan – Sekar' })).toBeVisible();
  await expect(page.getByText(/^39\d{2} \d{4} \d{4} \d{3}$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Every control is at least 24 × 24 px (WCAG 2.2 target size) and nothing scrolls sideways at 320 px.
  await page.setViewportSize({ width: 320, height: 720 });
  for (const control of await page.locator('input, button, label').all()) {
    const box = await control.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole('button', { name: 'Kirim hasil pembayaran' }).click();
  await expect(page.getByRole('alert')).toContainText('Pilih hasil pembayaran.');
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: /Menunggu dulu, lalu berhasil/ }).check();
  await page.getByLabel('Jeda sebelum berhasil (detik)').fill('600');
  await page.getByRole('checkbox', { name: /Jangan kirim notifikasi sama sekali/ }).check();
  // Two loads of the payment page so far, and not one script among them.
  expect(scripts).toEqual([]);
  await page.getByRole('button', { name: 'Kirim hasil pembayaran' }).press('Enter');

  await page.waitForURL((url) => url.searchParams.get('order_id') === orderId);
  const back = new URL(page.url());
  expect(Object.fromEntries(back.searchParams)).toEqual({
    dari: 'pembayaran',
    order_id: orderId,
    status_code: '201',
    transaction_status: 'pending',
  });
  expect((await sandboxStatus(request, orderId)).body).toMatchObject({ transaction_status: 'pending', status_code: '201' });
});

test('the QRIS and paylater pages are accessible, and a page already paid says so', async ({ page, request, baseURL }, testInfo) => {
  for (const method of ['other_qris', 'kredivo']) {
    const orderId = orderIdOf(`${method} ${testInfo.title}`, testInfo.project.name);
    await page.goto(await createSandboxTransaction(request, { orderId, method, finishUrl: `${baseURL}/` }));
    if (method === 'other_qris') {
      await expect(page.getByRole('img', { name: /Kode QRIS simulasi/ })).toBeVisible();
    } else {
      await expect(page.getByText('Persetujuan dan limit kredit ditentukan oleh Kredivo.')).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByText('Berhasil dibayar sekarang').click();
    await page.getByRole('button', { name: 'Kirim hasil pembayaran' }).click();
    await page.waitForURL((url) => url.searchParams.get('transaction_status') === 'settlement');
    await page.goBack();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran sudah diproses' })).toBeVisible();
    await expect(page.getByText('berhasil dibayar (settlement)', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

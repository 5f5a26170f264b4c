import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  addChildInCheckout,
  checkoutNumberFor,
  expectStep,
  orderIdOf,
  registerParent,
  TWO_SMP_CHILDREN,
} from './support/checkout.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { logInThroughLoginPage } from './support/login-steps.ts';
import { payOnSandboxPage, waitForPaymentStatus } from './support/payments.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

// Issue 16 end to end (decisions 079–082): an anonymous visitor chooses the SMP package and 3
// months, logs in on the way, adds two children, pays once with a BCA virtual account on the
// sandbox's page, waits on the pending page (its 30 s check is the test's clock) and lands on
// success with both children's subscriptions PAID.

const [sinta, bayu] = TWO_SMP_CHILDREN;

type OrderAnswer = {
  status: string;
  total: number;
  quantity: number;
  lines: { studentId: string; studentName: string; startsAt: string | null; endsAt: string | null }[];
};

async function orderOf(page: Page, id: string): Promise<OrderAnswer> {
  const response = await page.request.get(`/api/v1/orders/${id}`);
  return ((await response.json()) as { data: OrderAnswer }).data;
}

test('a parent buys a package for two children with a virtual account and both subscriptions become PAID', async ({
  page,
}, testInfo) => {
  const phone = checkoutNumberFor(testInfo, 'pays-with-va');
  await registerParent(page, phone);
  await page.goto('/paket?program=SMP');
  await page.evaluate(() => sessionStorage.setItem('bimbel_lead_modal_seen', '1'));
  await page.getByRole('link', { name: 'Pilih paket Bimbel SMP Kelas 7–9' }).click();
  const threeMonths = page.getByRole('radio', { name: /^3 bulan/ });
  await waitForHydration(threeMonths);
  await threeMonths.check();
  await page.getByRole('button', { name: 'Masuk untuk lanjut' }).click();
  await logInThroughLoginPage(page, phone);

  await addChildInCheckout(page, sinta);
  await page.getByRole('main').getByRole('link', { name: 'Tambah data anak' }).click();
  await addChildInCheckout(page, bayu);
  await expect(page.getByRole('checkbox', { name: sinta.fullName })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: bayu.fullName })).toBeChecked();
  await page.getByRole('button', { name: 'Lanjut ke ringkasan' }).click();
  await expectStep(page, /\/paket\/user\/summary$/, 'Ringkasan pesanan');
  const total = await page.getByTestId('order-total').innerText();
  // Each child's new period, from today (neither has a paid one) for 3 months, in Indonesian.
  const periods = page.getByRole('list', { name: 'Rincian per murid' }).getByText(/^Aktif \d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}$/);
  await expect(periods).toHaveCount(2);
  const [periodFrom, periodUntil] = (await periods.first().innerText()).replace('Aktif ', '').split(' – ');
  const months = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
  const monthOf = (date: string) => months.indexOf(date!.split(' ')[1]!) + 12 * Number(date!.split(' ')[2]);
  expect(monthOf(periodUntil!) - monthOf(periodFrom!)).toBe(3);
  await page.screenshot({ path: testInfo.outputPath('summary.png'), fullPage: true });
  await page.getByRole('button', { name: 'Pilih metode pembayaran' }).click();
  const bca = page.getByRole('radio', { name: 'BCA Virtual Account' });
  await waitForHydration(bca);
  // Every method's row has its own mark (decision 102), decorative: the radio's name is the text.
  await expect(page.locator('[role="radiogroup"] svg[aria-hidden="true"] use')).toHaveCount(12);
  expect(await page.locator('#payment-mark-gopay').textContent()).toBe('GoPay');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('payment-methods.png'), fullPage: true });
  await bca.check();

  // From here the pages' timers are the test's: the pending page's 30 s check runs when told.
  await page.clock.install();
  await page.getByRole('button', { name: `Bayar ${total}` }).click();
  await expect(page.getByRole('main')).toContainText(total);
  await payOnSandboxPage(page, 'Menunggu dulu, lalu berhasil', { paidAfterSeconds: 3 });

  await page.waitForURL(/\/payment\/pending\?order=[0-9a-f-]{36}/);
  const orderId = orderIdOf(page.url());
  await expect(page.getByRole('heading', { level: 1, name: 'Selesaikan pembayaranmu' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Cara bayar dengan BCA Virtual Account' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await waitForPaymentStatus(page, orderId, 'paid');
  await page.clock.fastForward(30_000);
  await page.waitForURL(new RegExp(`/payment/success\\?order=${orderId}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pembayaran berhasil!' })).toBeVisible();
  const until = main.getByRole('region', { name: 'Aktif sampai' });
  await expect(until.getByText(sinta.fullName)).toBeVisible();
  await expect(until.getByText(bayu.fullName)).toBeVisible();
  await expectNoAxeViolations(page);

  // One order, one payment, one PAID period per child.
  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({ status: 'paid', quantity: 2 });
  expect(`Rp ${order.total.toLocaleString('id-ID')}`).toBe(total);
  expect(order.lines.map((line) => line.studentName).sort()).toEqual([bayu.fullName, sinta.fullName]);
  for (const line of order.lines) {
    expect(line.startsAt).not.toBeNull();
    expect(Date.parse(line.endsAt ?? '')).toBeGreaterThan(Date.parse(line.startsAt ?? ''));
  }
  const purchases = await page.request.get('/api/v1/purchases');
  const { data } = (await purchases.json()) as {
    data: { purchases: { orderId: string; students: unknown[] }[] };
  };
  expect(data.purchases.find((purchase) => purchase.orderId === orderId)?.students).toHaveLength(2);

  // Each child's own subscription says PAID (the switcher's session, as 'Ganti profil' does it).
  for (const line of order.lines) {
    const switched = await page.request.post('/user-management/v1/users/switcher', {
      data: { switchTouserId: line.studentId },
    });
    expect(switched.ok()).toBe(true);
    const status = await page.request.get('/sessions/v2/students/subscription-status');
    const answer = (await status.json()) as { data: { subscriptionStatus: { subscriptionType: string } } };
    expect(answer.data.subscriptionStatus.subscriptionType, line.studentName).toBe('PAID');
  }
});

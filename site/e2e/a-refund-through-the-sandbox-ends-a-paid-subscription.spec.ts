import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_ADMIN_TOKEN } from './support/admin-leads.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import {
  expectNothingScrollsSideways,
  payOnSandboxPage,
  placeOrder,
  registerFamilyBuyer,
  waitForPaymentStatus,
} from './support/payments.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const CHILD = 'Putri Anggraini';
const ACTIVE_UNTIL = /Aktif sampai \w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/;

type OrderAnswer = {
  number: string;
  total: number;
  status: string;
  payment: { gatewayOrderId?: string } | null;
  refund?: { amount: number; netPaid: number; kind: string; full: boolean; at: string };
};

async function orderOf(page: Page, id: string): Promise<OrderAnswer> {
  const response = await page.request.get(`/api/v1/orders/${id}`);
  if (!response.ok()) throw new Error(`order ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: OrderAnswer }).data;
}

/** '3 Desember 2026': a date as the family reads it, in WIB. */
const dateInJakarta = (date: Date) =>
  new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

const childCard = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: new RegExp(`^${CHILD}`) });

/*
 * Decision 104 end to end: a parent pays for their child's package on the sandbox's page, staff
 * give the whole amount back through our refund call (which refunds at the sandbox as at
 * Midtrans, then the sandbox notifies), and the family reads it everywhere they look: the
 * purchases entry, the receipt ('Dikembalikan', nothing kept), and Langganan, where the child's
 * paid period ended today because of the refund instead of running to its end.
 */
test('a full refund through the sandbox ends the child’s paid period, and the purchases, receipt and Langganan say why', async ({
  page,
  request,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const childId = await registerFamilyBuyer(page, 'refund', testInfo, CHILD);

  // Bought through the API (the checkout's pages have their own journeys), paid on the sandbox's page.
  const placed = await placeOrder(page, { studentId: childId, months: 1, method: 'gopay' });
  await page.goto(placed.payment!.redirectUrl!);
  await payOnSandboxPage(page, 'Berhasil dibayar sekarang');
  await page.waitForURL(/\/payment\/(pending|success)\?order=/);
  await waitForPaymentStatus(page, placed.id, 'paid');
  const paid = await orderOf(page, placed.id);
  expect(paid.refund).toBeUndefined();

  // Langganan: the child's package runs for a month.
  await page.goto('/bimbel/user/langganan');
  const card = childCard(page);
  await expect(card.getByText(ACTIVE_UNTIL)).toBeVisible();
  await expect(card.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(card.getByText(/karena dana pembeliannya dikembalikan/)).toHaveCount(0);
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('langganan-paid');

  // Staff refund the whole amount (the admin call, from outside the family's browser); the same
  // key sent again answers the same refund and gives nothing back twice.
  const key = crypto.randomUUID();
  const refund = () =>
    request.post(`/api/admin/orders/${placed.id}/refund`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { key, amount: paid.total, reason: 'Keluarga membatalkan pembelian' },
    });
  const refunded = await refund();
  expect(refunded.status(), await refunded.text()).toBe(200);
  const refundedOn = dateInJakarta(new Date());
  const answer = (
    (await refunded.json()) as {
      data: { refund: { amount: number }; refundedAmount: number; refundState: string };
    }
  ).data;
  expect(answer).toMatchObject({
    refund: { amount: paid.total },
    refundedAmount: paid.total,
    refundState: 'refunded',
  });
  const repeated = await refund();
  expect(repeated.status()).toBe(200);
  expect(((await repeated.json()) as { data: unknown }).data).toEqual(answer);

  // Bounded wait until the order says so (the sandbox's refund notification follows the answer).
  await expect
    .poll(async () => (await orderOf(page, placed.id)).refund, {
      timeout: 30_000,
      intervals: [500, 1000, 2000],
    })
    .toMatchObject({ amount: paid.total, netPaid: 0, kind: 'refund', full: true });
  // Paid stays a fact: the order is still paid, with its receipt.
  expect((await orderOf(page, placed.id)).status).toBe('paid');

  // The purchases entry says what went back and when.
  await page.goto('/bimbel/user/pembelian');
  const main = page.getByRole('main');
  const entry = main.getByRole('article').filter({ hasText: paid.number });
  await expect(entry).toHaveCount(1);
  await expect(
    entry.getByText(`Dana dikembalikan ${rupiah(paid.total)} pada ${refundedOn}.`, { exact: true }),
  ).toBeVisible();
  // The child's line keeps the period bought, and says it stopped today: it must not read as running.
  await expect(entry.getByRole('listitem')).toContainText(new RegExp(`, dihentikan (?:\\p{L}+, )?${refundedOn}$`, 'u'));
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('purchases-refunded');

  // The receipt: 'Dikembalikan' instead of 'Lunas', the amount back and nothing kept.
  await entry.getByRole('link', { name: `Lihat kuitansi ${paid.number}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Kuitansi ${paid.number}` })).toBeVisible();
  await expect(main.getByText('Lunas', { exact: true })).toHaveCount(0);
  const facts = main.getByRole('region', { name: 'Pembayaran' });
  const valueOf = (term: string) =>
    facts.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(valueOf('Dikembalikan')).toHaveText(`− ${rupiah(paid.total)}`);
  await expect(valueOf('Dibayar bersih')).toHaveText('Rp 0');
  // The pill by the heading, besides the term in the facts.
  await expect(main.getByText('Dikembalikan', { exact: true })).toHaveCount(2);
  await expect(
    facts.getByText(`Dana dikembalikan ${rupiah(paid.total)} pada ${refundedOn}.`, { exact: true }),
  ).toBeVisible();
  // Every label is readable whole beside its value (a long date once ran over 'Dibayar' on a phone).
  const cutLabels = await facts
    .locator('dt')
    .evaluateAll((terms) =>
      terms.filter((term) => term.scrollWidth > term.clientWidth).map((term) => term.textContent),
    );
  expect(cutLabels).toEqual([]);
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('receipt-refunded');

  // Langganan: the period ended today because of the refund; nothing says it is still active.
  await main.getByRole('link', { name: 'Kelola langganan' }).click();
  await expect(page).toHaveURL(/\/bimbel\/user\/langganan$/);
  await expect(
    card.getByText(`Masa paket berakhir ${refundedOn} karena dana pembeliannya dikembalikan.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(card.getByText('Berakhir', { exact: true })).toBeVisible();
  // The period's end is today's, not a month from now ('Paket berakhir Kamis, 3 Desember 2026.').
  await expect(card.getByText(new RegExp(`^Paket berakhir \\w+, ${refundedOn}\\.`))).toBeVisible();
  await expect(card.getByText(/Aktif sampai/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Jeda langganan/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^Beli lagi untuk / })).toBeVisible();
  await expectNothingScrollsSideways(page);
  await expectNoAxeViolations(page);
  await shot('langganan-refunded');

  // The child's own status, as the site reads it (the child's profile, as 'Ganti profil' makes it): no longer PAID.
  const switched = await page.request.post('/user-management/v1/users/switcher', {
    data: { switchTouserId: childId },
  });
  expect(switched.ok()).toBe(true);
  const status = await page.request.get('/sessions/v2/students/subscription-status');
  const { data } = (await status.json()) as { data: { subscriptionStatus: { subscriptionType: string } } };
  expect(data.subscriptionStatus.subscriptionType).toBe('FREE_AFTER_PAID');
});

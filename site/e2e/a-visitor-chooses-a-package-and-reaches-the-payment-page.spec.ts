import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  addChildInCheckout,
  checkoutNumberFor,
  expectStep,
  registerParent,
  TWO_SMP_CHILDREN,
} from './support/checkout.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { registerFreeStudent } from './support/free-sessions.ts';
import { waitForHydration } from './support/hydration.ts';
import { logInThroughLoginPage } from './support/login-steps.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
// Long journeys on two shared cores, each with an axe pass per step.
test.describe.configure({ timeout: 120_000 });

// Issue 16, decision 081: from /paket to the gateway's payment page. The family is registered
// through the API first (a parent, no children yet), then the journey starts anonymous.

/** 'Rp 1.614.000' → 1614000. */
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));
const [sinta, bayu] = TWO_SMP_CHILDREN;

async function chooseTenureOfSmpPackage(page: Page): Promise<number> {
  await page.goto('/paket?program=SMP');
  // The lead form's auto-open has its own test below: this visitor has already seen the form.
  await page.evaluate(() => sessionStorage.setItem('bimbel_lead_modal_seen', '1'));
  // /paket is the catalogue, not checkout: the full header and the footer (docs/product §2).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const card = page.getByRole('article', { name: 'Bimbel SMP Kelas 7–9' });
  await expect(card).toContainText(/Rp \d{3}\.\d{3}\/bulan/);
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'Pilih paket Bimbel SMP Kelas 7–9' }).click();

  await expectStep(page, /\/paket\/tenure-pick\?paket=smp-reguler$/, 'Pilih durasi langganan');
  // A checkout step with one query parameter: no header, no footer; the step shows where we are.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Langkah pembelian' }).locator('[aria-current="step"]'),
  ).toHaveText(/Pilih durasi/);
  const threeMonths = page.getByRole('radio', { name: /^3 bulan/ });
  await waitForHydration(threeMonths);
  await expect(threeMonths).toHaveAccessibleName(/Hemat Rp/);
  const label = await threeMonths.evaluate((input) => input.closest('label')?.innerText ?? '');
  // The card reads '3 bulan', 'Hemat Rp …', then the tenure's total and its per-month price.
  const price = rupiah(/(?<!Hemat )Rp [\d.]+/.exec(label)?.[0] ?? '');
  expect(price).toBeGreaterThan(0);
  // Keyboard: into the group, arrows to 3 bulan.
  await page.getByRole('radio', { name: /^1 bulan/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(threeMonths).toBeChecked();
  await expectNoAxeViolations(page);
  return price;
}

test('a visitor picks a package and a tenure, logs in on the way, adds two children, buys for both and is sent to the payment page', async ({
  page,
}, testInfo) => {
  const phone = checkoutNumberFor(testInfo, 'reaches-payment');
  await registerParent(page, phone);
  const price = await chooseTenureOfSmpPackage(page);

  await page.getByRole('button', { name: 'Masuk untuk lanjut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughLoginPage(page, phone);

  // Back in the checkout; a parent without children adds them first.
  await expect(page).toHaveURL(/\/paket\/user\/add-user$/);
  await expectNoAxeViolations(page);
  await addChildInCheckout(page, sinta);
  const main = page.getByRole('main');
  const sintaBox = main.getByRole('checkbox', { name: sinta.fullName });
  await waitForHydration(sintaBox);
  // The child the package fits comes back ticked.
  await expect(sintaBox).toBeChecked();
  await main.getByRole('link', { name: 'Tambah data anak' }).click();
  await addChildInCheckout(page, bayu);
  const bayuBox = main.getByRole('checkbox', { name: bayu.fullName });
  await waitForHydration(bayuBox);
  await expect(bayuBox).toBeChecked();
  await expectNoAxeViolations(page);

  // Unticked with the keyboard and the mouse, nothing is chosen: the step says so.
  await bayuBox.focus();
  await page.keyboard.press('Space');
  await main.getByText(sinta.fullName, { exact: true }).click();
  await expect(sintaBox).not.toBeChecked();
  await page.getByRole('button', { name: 'Lanjut ke ringkasan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pilih minimal satu murid, ya.');
  await main.getByText(sinta.fullName, { exact: true }).click();
  await bayuBox.focus();
  await page.keyboard.press('Space');
  await expect(bayuBox).toBeChecked();
  await page.getByRole('button', { name: 'Lanjut ke ringkasan' }).click();

  await expectStep(page, /\/paket\/user\/summary$/, 'Ringkasan pesanan');
  const lines = main.getByRole('list', { name: 'Rincian per murid' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(sinta.fullName);
  await expect(lines.first()).toContainText('Kelas 7');
  const total = page.getByTestId('order-total');
  const expected = `Rp ${(2 * price).toLocaleString('id-ID')}`;
  await expect(total).toHaveText(expected);
  await expectNoAxeViolations(page);

  // The draft survives a reload.
  await page.reload();
  await expectStep(page, /\/paket\/user\/summary$/, 'Ringkasan pesanan');
  await expect(total).toHaveText(expected);

  await page.getByRole('button', { name: 'Pilih metode pembayaran' }).click();
  await expectStep(page, /\/paket\/user\/choose-payment-method$/, 'Pilih metode pembayaran');
  const bca = page.getByRole('radio', { name: 'BCA Virtual Account' });
  await waitForHydration(bca);
  await expect(page.getByRole('region', { name: 'Bayar nanti dengan PayLater' })).toContainText('18 tahun');
  await expect(
    page.getByRole('radiogroup', { name: 'Bayar nanti (PayLater)' }).getByRole('radio'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
  await bca.check();
  await page.getByRole('button', { name: `Bayar ${expected}` }).click();
  // The gateway's payment page (the built-in sandbox in demo mode), for the same total.
  await expect(page).toHaveURL(/\/snap\/v4\/redirection\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Selesaikan pembayaran' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(expected);
});

test('the whole catalogue marks one package, and only one, "Paling populer" (decision 103)', async ({ page }) => {
  await page.goto('/paket');
  const list = page.getByRole('list', { name: 'Daftar paket' });
  await expect(list.getByRole('article')).toHaveCount(6);
  // The demo catalogue flags two packages; which one wins depends on the journeys' purchases.
  await expect(list.getByText('Paling populer', { exact: true })).toHaveCount(1);
});

test('nothing fits: the package selector says there is no package', async ({ page }) => {
  await page.goto('/paket?program=SD&kelas=12');
  await expect(page.getByRole('heading', { name: 'Tidak ada paket yang tersedia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat semua paket' })).toHaveAttribute('href', '/paket');
  await expectNoAxeViolations(page);
});

test('a logged-in parent sees the packages of the children’s grades first, and can see all', async ({
  page,
}) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  await page.goto('/paket');
  const list = page.getByRole('list', { name: 'Daftar paket' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article', { name: 'Bimbel SMP Kelas 7–9' })).toBeVisible();
  await expect(list.getByRole('article', { name: /SD/ })).toBeVisible();
  await page.getByRole('link', { name: 'Semua paket' }).click();
  await expect(page).toHaveURL(/\/paket\?semua=1$/);
  await expect(list.getByRole('article')).toHaveCount(6);
});

test('a step opened without what it needs goes back to the right earlier step', async ({ page }) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  await page.goto('/paket/user/summary');
  await expect(page).toHaveURL(/\/paket$/);

  await page.goto('/paket/tenure-pick?paket=smp-reguler');
  const radio = page.getByRole('radio', { name: /^6 bulan/ });
  await waitForHydration(radio);
  await radio.check();
  await page.getByRole('button', { name: 'Lanjut pilih murid' }).click();
  await expectStep(page, /\/paket\/user\/select-student$/, 'Pilih murid');
  // Raka (kelas 8) fits the SMP package alone: he is ticked; Nadia (kelas 5) is named, not offered.
  await expect(page.getByRole('checkbox', { name: 'Raka Pratama' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Nadia Putri' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Tidak sesuai paket ini: Nadia Putri');

  await page.goto('/paket/user/choose-payment-method');
  await expect(page).toHaveURL(/\/paket\/user\/select-student$/);
});

test('the lead form opens by itself on /paket after 10 seconds, as Paket Auto Open', async ({ page }) => {
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/callmeback') && request.method() === 'POST',
  );
  await page.clock.install();
  await page.goto('/paket');
  await waitForHydration(page.getByRole('button', { name: 'Tanya tim kami' }));
  await page.clock.fastForward(9_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(2_000);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByText('Saya orangtua', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /Nomor WhatsApp orangtua/ }).fill('812 3456 7890');
  await dialog.getByRole('textbox', { name: 'Nama orangtua' }).fill('Ibu Ani');
  await dialog.getByRole('button', { name: /Kelas anak/ }).click();
  await page.getByRole('option', { name: 'Kelas - 8', exact: true }).click();
  await dialog.getByRole('button', { name: 'Oke, minta info Bimbel' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ source_page: 'Paket Auto Open', user_type: 'parent' });
});

test('a student without a parent gives the parent’s data; payments being down shows the Indonesian message and keeps the draft', async ({
  page,
}, testInfo) => {
  await registerFreeStudent(page, checkoutNumberFor(testInfo, 'student-alone'), {
    fullName: 'Ayu Kartika',
    grade: '10_IPS_SMA/MA',
  });
  // A student's own account (kelas 10 IPS) has no parent: the checkout asks for one first.
  await page.goto('/paket/tenure-pick?paket=sma-ips');
  const oneMonth = page.getByRole('radio', { name: /^1 bulan/ });
  await waitForHydration(oneMonth);
  await oneMonth.check();
  await page.getByRole('button', { name: 'Lanjut pilih murid' }).click();
  await expectStep(page, /\/paket\/user\/add-parent$/, 'Isi data orangtua');
  const name = page.getByRole('textbox', { name: 'Nama orangtua' });
  await waitForHydration(name);
  await expectNoAxeViolations(page);
  await name.fill('Bapak Lestari');
  await page.getByRole('textbox', { name: /Nomor WhatsApp orangtua/ }).fill('812 7777 0003');
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click();

  await expectStep(page, /\/paket\/user\/select-student$/, 'Pilih murid');
  await expect(page.getByRole('checkbox', { name: 'Ayu Kartika' })).toBeChecked();
  await page.getByRole('button', { name: 'Lanjut ke ringkasan' }).click();
  await expectStep(page, /\/paket\/user\/summary$/, 'Ringkasan pesanan');
  await page.getByRole('button', { name: 'Pilih metode pembayaran' }).click();
  const gopay = page.getByRole('radio', { name: 'GoPay' });
  await waitForHydration(gopay);
  await gopay.check();

  await page.route('**/api/v1/orders', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'payment_unavailable',
          message: 'Pembayaran sedang tidak bisa diproses. Coba lagi sebentar lagi, ya.',
        },
      }),
    }),
  );
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Pembayaran sedang tidak bisa diproses. Coba lagi sebentar lagi, ya.',
  );
  await expectNoAxeViolations(page);

  await page.reload();
  await expectStep(page, /\/paket\/user\/choose-payment-method$/, 'Pilih metode pembayaran');
  await expect(page.getByRole('radio', { name: 'GoPay' })).toBeChecked();
  const draft = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('bimbel_checkout_draft') ?? 'null'),
  );
  expect(draft).toMatchObject({
    package: { id: 'sma-ips' },
    tenure: { months: 1 },
    paymentMethod: 'gopay',
    orderId: null,
  });
  expect(draft.studentIds).toHaveLength(1);
});

import { expectNoAxeViolations } from './axe.ts';
import { expectSessionStatus, profileMenuTrigger } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// Each step waits on the server (embedded PostgreSQL) and often a full page load: generous waits
// keep the journeys steady on a busy machine without hiding a missing result.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('a student on a trial sees the greeting, the grade and until when the trial runs (WIB)', async ({
  page,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  const response = await page.goto('/bimbel/user');
  expect(response?.status()).toBe(200);
  // Rendered on the server with the student's data.
  expect(await response?.text()).toContain('Halo, Dimas!');

  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Dimas!' })).toBeVisible();
  await expect(page.getByText('Murid, Kelas 11 IPA SMA/MA')).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Coba gratis sedang berjalan' });
  await expect(subscription).toContainText(
    /Masa coba gratismu berlaku sampai \w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/,
  );
  await expect(subscription.getByRole('button', { name: /Aktifkan coba gratis/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cari pembahasan soal di Tanya' })).toHaveAttribute(
    'href',
    '/tanya',
  );
  await expect(page.getByRole('button', { name: 'Ganti profil' })).toHaveCount(0);
  await expectSessionStatus(page, 'logged-in');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('user-home-trial.png'), fullPage: true });

  await page.getByRole('button', { name: 'Lihat profilku' }).click();
  await expect(page.getByRole('dialog', { name: 'Profilku' })).toContainText('Dimas Ardiansyah');
});

test('a paid student sees the active package; a parent can switch profile from the page', async ({
  page,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  await page.goto('/bimbel/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Raka!' })).toBeVisible();
  // Named by the package its order bought (decision 103); 'Paket Bimbel aktif' for a period without one.
  const subscription = page.getByRole('region', { name: /^(Bimbel SMP Kelas 7–9|Paket Bimbel aktif)$/ });
  await expect(subscription).toContainText(/Aktif sampai \w+, \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/);
  await expect(subscription.getByRole('link', { name: 'Jeda atau perpanjang langganan' })).toBeVisible();
  await expect(subscription.getByRole('button', { name: 'Tanya soal paket' })).toHaveCount(0);
  await expectSessionStatus(page, 'logged-in');
  await page.screenshot({ path: testInfo.outputPath('user-home-paid.png'), fullPage: true });

  // Switching re-renders the server page for the other student.
  await page.getByRole('button', { name: 'Ganti profil' }).click();
  const picker = page.getByRole('dialog', { name: 'Ganti profil' });
  await picker.getByRole('radio', { name: /Nadia Putri/ }).check();
  await picker.getByRole('button', { name: 'Pilih profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Nadia!' })).toBeVisible();
  await expect(profileMenuTrigger(page, 'Nadia')).toBeAttached();
  await expect(page.getByText('Murid, Kelas 5 SD')).toBeVisible();
});

test('a free student starts the 7-day trial once; a second try is refused with the reason', async ({
  page,
  context,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  // Nadia, the family's free student, becomes the profile in use (the switch journey covers the UI).
  const students = (await (await page.request.get('/user-management/v1/users/user-profiles')).json()) as {
    data: { student_users: { id: string; full_name: string }[] };
  };
  const nadia = students.data.student_users.find((student) => student.full_name === 'Nadia Putri');
  expect(
    (
      await page.request.post('/user-management/v1/users/switcher', { data: { switchTouserId: nadia?.id } })
    ).ok(),
  ).toBe(true);

  // Two tabs on the page, so the second one's offer is out of date once the first takes it.
  await page.goto('/bimbel/user');
  const second = await context.newPage();
  await second.goto('/bimbel/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Nadia!' })).toBeVisible();

  // Phone and desktop journeys share one database: whichever comes second finds the trial taken.
  const offer = page.getByRole('button', { name: 'Aktifkan coba gratis 7 hari' });
  const alreadyTaken = page.getByRole('region', { name: 'Coba gratis sedang berjalan' });
  await expect(offer.or(alreadyTaken)).toBeVisible();
  if (await offer.isVisible()) {
    await expect(page.getByRole('region', { name: 'Belum berlangganan' })).toContainText(
      'gratis selama 7 hari',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('user-home-free.png'), fullPage: true });
    await offer.click();
    // (The other journey may take it in the second between loading and clicking: then it is refused.)
    await expect(
      page
        .getByText('Sip, coba gratis 7 hari sudah aktif!')
        .or(page.getByText(/^Masa coba gratismu sedang berjalan sampai .* WIB\./)),
    ).toBeVisible();
  }
  await expect(alreadyTaken).toContainText(/berlaku sampai .* WIB/);
  await expect(offer).toHaveCount(0);

  // The other tab still offers it, if it loaded before: the server refuses and the page catches up.
  const staleOffer = second.getByRole('button', { name: 'Aktifkan coba gratis 7 hari' });
  if (await staleOffer.isVisible()) {
    await staleOffer.click();
    // The honest reason: the trial is running (until when, WIB) — not "you already tried".
    await expect(second.getByText(/^Masa coba gratismu sedang berjalan sampai .* WIB\./)).toBeVisible();
    await expect(second.getByRole('region', { name: 'Coba gratis sedang berjalan' })).toBeVisible();
    await expect(staleOffer).toHaveCount(0);
  }
  const status = await page.request.get('/sessions/v2/students/subscription-status');
  expect(
    ((await status.json()) as { data: { subscriptionStatus: { subscriptionType: string } } }).data
      .subscriptionStatus.subscriptionType,
  ).toBe('TRIAL');
});

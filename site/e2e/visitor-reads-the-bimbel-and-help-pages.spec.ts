import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

const PAGES = [
  { path: '/', heading: 'Belajar Matematika jadi lebih gampang, dari rumah.', shot: 'home' },
  { path: '/bimbel', heading: 'Kelas live bareng guru, langsung dari rumah.', shot: 'bimbel' },
  { path: '/kebijakan-privasi', heading: 'Kebijakan Privasi', shot: 'privacy' },
  { path: '/ketentuan-layanan', heading: 'Ketentuan Layanan', shot: 'terms' },
  { path: '/faq-pusat-bantuan', heading: 'Pusat Bantuan', shot: 'help' },
] as const;

for (const { path, heading, shot } of PAGES) {
  test(`${path} is a static page with one h1 and its own title`, async ({ page }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/CoBelajar/);
    await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: true });
  });
}

test('/bimbel explains live classes and offers the way into class', async ({ page }) => {
  await page.goto('/bimbel');
  await expect(page.getByRole('heading', { name: 'Yang kamu dapat di Bimbel' })).toBeVisible();
  await expect(
    page.locator('#cara-ikut').getByRole('heading', { name: 'Cara ikut kelas live' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jadwal tetap tiap minggu' })).toBeVisible();
  for (const zone of ['WIB', 'WITA', 'WIT'])
    await expect(page.getByText(zone, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk untuk ikut kelas' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fbimbel%2Fuser',
  );
  await expect(
    page
      .getByRole('region', { name: 'Mau coba kelas live?' })
      .getByRole('button', { name: 'Minta info Bimbel' }),
  ).toBeVisible();
});

test('/bimbel leads to the timetable and to the teachers', async ({ page }) => {
  const schedule = page.getByRole('article', { name: 'Jadwal tetap tiap minggu' });
  await page.goto('/bimbel');
  await schedule.getByRole('link', { name: 'Lihat Jadwal dan Materi' }).click();
  await expect(page).toHaveURL(/\/jadwal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal dan Materi' })).toBeVisible();

  await page.goto('/bimbel');
  await schedule.getByRole('link', { name: 'Kenali Guru Juara' }).click();
  await expect(page).toHaveURL(/\/gurujuara$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guru Juara' })).toBeVisible();
});

test('the home page shows what Bimbel and Tanya offer, the steps and a callback request', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Bimbel: kelas live bareng guru' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tanya: video pembahasan soal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cara ikut kelas live' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cara ikut kelas live' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await expect(
    page
      .getByRole('region', { name: 'Bingung pilih kelas yang pas?' })
      .getByRole('button', { name: 'Minta info Bimbel' }),
  ).toBeVisible();
  // Every illustration has its size, so nothing jumps while it loads.
  for (const img of await page.locator('main img').all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
  }
});

for (const path of ['/', '/bimbel']) {
  test(`${path} tells kelas 4 there is no paid package yet and what it can take instead (decision 103)`, async ({
    page,
  }) => {
    await page.goto(path);
    const kelas4 = page.getByRole('region', { name: 'Kelas 4 SD? Mulai dari kelas gratis' });
    await expect(kelas4).toContainText('Paket berlangganan Bimbel ada untuk kelas 5 sampai 12');
    await expect(kelas4).toContainText('Untuk kelas 4 belum ada paket berbayar');
    await expect(kelas4).toContainText('Coba gratis 7 hari');
    await expect(kelas4.getByRole('link', { name: 'Lihat kelas gratis kelas 4' })).toHaveAttribute(
      'href',
      '/slot-selection?kelas=4',
    );
    await expect(kelas4.getByRole('button', { name: 'Minta info kelas 4' })).toBeVisible();
    // /bimbel's hero, beside 'Lihat program dan harga', says whom the packages are for.
    if (path === '/bimbel')
      await expect(page.getByRole('main')).toContainText(
        'Paket berlangganan untuk kelas 5 SD sampai 12 SMA/SMK, kelas gratis mulai kelas 4.',
      );
  });
}

test('the privacy policy covers the data, children, retention, rights and UU PDP, in a 780 px column', async ({
  page,
}) => {
  await page.goto('/kebijakan-privasi');
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'Undang-Undang Republik Indonesia Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi',
  );
  for (const section of [
    'Data yang kami kumpulkan',
    'Data anak dan persetujuan orangtua',
    'Berapa lama data disimpan',
    'Keamanan dan hak kamu',
    'Hubungi kami',
  ]) {
    await expect(main.getByRole('heading', { name: new RegExp(section) })).toBeVisible();
  }
  await expect(main).toContainText('cerita tentang kesulitan belajar');
  await expect(main.getByRole('link', { name: 'privasi@cobelajar.id' })).toHaveAttribute(
    'href',
    'mailto:privasi@cobelajar.id',
  );
  const width = await main.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(780);
});

test('the help center answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/faq-pusat-bantuan');
  const question = page.getByText('Kode OTP tidak masuk. Apa yang harus dilakukan?');
  const answer = page.getByText(/Kamu bisa meminta kode baru setelah 90 detik/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Masih butuh bantuan?' })).toBeVisible();
});

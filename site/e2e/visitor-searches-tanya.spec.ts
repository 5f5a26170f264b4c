import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { readBreadcrumbList, readHeadSeo } from './support/page-seo.ts';

test('a visitor searches "menghitung" and finds questions that say "Hitung"', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto('/tanya');
  await page.waitForLoadState('networkidle');
  await page.getByRole('searchbox', { name: 'Cari soal atau topik' }).fill('menghitung');
  await page.getByRole('button', { name: 'Cari' }).press('Enter');

  await expect(page).toHaveURL(/\/tanya\/cari\?q=menghitung$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian “menghitung”' })).toBeFocused();
  await expect(page.getByText(/^\d+ video ditemukan/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Cari soal atau topik' })).toHaveValue('menghitung');
  // Stemming: "menghitung" finds "Hitung …", a word the query does not contain.
  const titles = await page.getByRole('main').getByRole('article').getByRole('link').allTextContents();
  expect(titles.some((title) => /^Hitung /.test(title))).toBe(true);
  const seo = await readHeadSeo(page);
  expect(seo.robots).toBe('noindex, follow');
  expect(seo.canonical).toBe(`${baseURL}/tanya/cari?q=menghitung`);
  expect((await readBreadcrumbList(page)).map((crumb) => crumb.name)).toEqual(['Tanya', 'Cari']);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tanya-search-results.png'), fullPage: true });
});

test('a search with a typo shows similar results and says so', async ({ page }) => {
  await page.goto('/tanya/cari?q=persamaam+kuadrad');
  await expect(page.getByRole('note')).toHaveText(
    'Tidak ada yang persis cocok. Menampilkan hasil yang mirip dengan “persamaam kuadrad”.',
  );
  const titles = await page.getByRole('main').getByRole('article').getByRole('link').allTextContents();
  expect(titles.some((title) => /kuadrat/i.test(title))).toBe(true);
  await expectNoAxeViolations(page);
});

test('a search that finds nothing says so kindly and offers a way on', async ({ page }, testInfo) => {
  await page.goto('/tanya/cari?q=zzqxv+wwkj');
  await expect(page.getByRole('heading', { name: 'Belum ada video untuk “zzqxv wwkj”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Jelajahi per kelas' })).toHaveAttribute(
    'href',
    '/tanya#jelajahi',
  );
  const suggestions = page.getByRole('navigation', { name: 'Saran pencarian' }).getByRole('link');
  expect(await suggestions.count()).toBeGreaterThan(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tanya-search-empty-result.png'), fullPage: true });

  // Every suggestion comes from the library, so following one finds videos.
  await suggestions.first().click();
  await expect(page.getByText(/^\d+ video ditemukan/)).toBeVisible();
});

test('an empty search asks what to look for and suggests topics', async ({ page }, testInfo) => {
  const response = await page.goto('/tanya/cari');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Cari video pembahasan' })).toBeVisible();
  await expect(
    page.getByText('Tulis soal atau topik yang mau kamu pelajari', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Saran pencarian' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tanya-search-empty-query.png'), fullPage: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box is a real form that reaches the results', async ({ page }) => {
    await page.goto('/tanya');
    await page.getByRole('searchbox', { name: 'Cari soal atau topik' }).fill('luas lingkaran');
    await page.getByRole('button', { name: 'Cari' }).click();
    await expect(page).toHaveURL(/\/tanya\/cari\?q=luas\+lingkaran$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hasil pencarian “luas lingkaran”' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

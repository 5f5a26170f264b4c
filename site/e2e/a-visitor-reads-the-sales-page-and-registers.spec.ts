import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { exportedLeadsFor } from './support/admin-leads.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { chooseGrade, LEAD_TITLES, leadForm, uniquePhone } from './support/lead-form.ts';
import { expectMainFitsTheScreen } from './support/live-classes.ts';
import { readBreadcrumbList, readHeadSeo, readJsonLd } from './support/page-seo.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// The sales and registration pages (issue 17, decision 084) on the demo catalogue and the demo
// timetable the server seeds relative to now.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type CatalogueTenure = { months: number; price: number; monthlyPrice: number };
type CataloguePackage = {
  id: string;
  program: string;
  name: string;
  monthlyPrice: number;
  tenures: CatalogueTenure[];
};

/** The catalogue as the public packages call gives it: what the pages must show. */
async function readCatalogue(request: APIRequestContext): Promise<CataloguePackage[]> {
  const response = await request.get('/api/v1/packages');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { packages: CataloguePackage[] } }).data.packages;
}

/** 'Rp 299.000', as the site writes rupiah. */
const rupiah = (amount: number) => `Rp ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the sales page shows the catalogue prices, real coming classes and teachers, examples and the FAQ', async ({
  page,
}, testInfo) => {
  const catalogue = await readCatalogue(page.request);
  const response = await page.goto('/bimbel-online');
  expect(response?.status()).toBe(200);
  // The same for every visitor and about "now": shared-cacheable like /jadwal.
  expect(response?.headers()['cache-control']).toBe(
    'public, max-age=60, s-maxage=120, stale-while-revalidate=300',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kelas live bareng guru, jadwal tetap tiap minggu.',
  );

  const seo = await readHeadSeo(page);
  expect(seo.canonical).toMatch(/\/bimbel-online$/);
  expect(seo.description).toContain('Bimbel online');

  // Prices: every program of the catalogue, at the catalogue's 1-month price.
  const prices = page.getByRole('region', { name: 'Program dan harga' });
  const smp = catalogue.find((item) => item.program === 'SMP')!;
  const smpCard = prices.getByRole('article', { name: 'Bimbel SMP/MTs' });
  await expect(smpCard).toContainText(`${rupiah(smp.monthlyPrice)}/bulan`);
  await expect(prices.getByRole('article')).toHaveCount(new Set(catalogue.map((item) => item.program)).size);
  await expect(smpCard.getByRole('link', { name: 'Daftar SMP/MTs' })).toHaveAttribute(
    'href',
    '/daftar-bimbel-smp',
  );
  await expect(smpCard.getByRole('link', { name: 'Lihat paket SMP/MTs' })).toHaveAttribute(
    'href',
    '/paket?program=SMP',
  );

  // The offers of the structured data are the catalogue's tenures, in rupiah.
  const course = (await readJsonLd(page)).find((block) => block['@type'] === 'Course')!;
  const offers = course.offers as { name: string; price: number; priceCurrency: string }[];
  const yearly = smp.tenures.find((tenure) => tenure.months === 12)!;
  expect(offers).toContainEqual(
    expect.objectContaining({ name: `${smp.name}, 12 bulan`, price: yearly.price, priceCurrency: 'IDR' }),
  );
  expect(offers).toHaveLength(catalogue.reduce((sum, item) => sum + item.tenures.length, 0));
  expect((await readBreadcrumbList(page)).map((crumb) => crumb.name)).toEqual(['Beranda', 'Bimbel online']);

  // A real class: its title is in the timetable of its grade, its teacher on /gurujuara.
  const format = page.getByRole('region', { name: 'Seperti apa kelas live-nya?' });
  const classes = format.getByRole('list', { name: 'Kelas live berikutnya' }).getByRole('article');
  expect(await classes.count()).toBeGreaterThanOrEqual(6);
  const first = classes.filter({ hasText: 'Kelas 8' }).first();
  await expect(first).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2} WIB/);
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(/Kelas 8: /);
  const teacherHref = (await first.getByRole('link').getAttribute('href'))!;
  expect(teacherHref).toMatch(/^\/gurujuara#[a-z-]+$/);
  const teachers = page.getByRole('region', { name: 'Guru yang mengajar' });
  await expect(teachers.getByRole('listitem')).toHaveCount(10);
  // The roster's invented teachers are said to be examples (decision 093), with their portrait.
  await expect(teachers).toContainText('Guru bertanda “Contoh” adalah tokoh contoh');
  await expect(teachers.getByRole('listitem').first()).toContainText(/Contoh.*\d+ tahun mengajar \(sejak \d{4}\)/);
  await expect(teachers.locator('img[src^="/media/guru/"]')).toHaveCount(10);

  // Testimonials are examples, and say so.
  const examples = page.getByRole('region', { name: 'Contoh pengalaman belajar' });
  await expect(examples).toContainText('bukan ulasan pelanggan');
  for (const figure of await examples.getByRole('figure').all()) {
    await expect(figure).toContainText('Contoh');
  }

  // The FAQ opens with the keyboard and answers from the catalogue.
  const faq = page.getByRole('region', { name: 'Pertanyaan yang sering ditanyakan' });
  const price = faq.getByText('Berapa biayanya?');
  await price.focus();
  await page.keyboard.press('Enter');
  const lowest = Math.min(...catalogue.map((item) => item.monthlyPrice));
  await expect(faq.getByText(`Mulai ${rupiah(lowest)} per bulan`)).toBeVisible();

  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('bimbel-online.png'), fullPage: true });

  await page.goto(teacherHref);
  await expect(page.locator(`article#${teacherHref.split('#')[1]}`)).toBeVisible();
});

test('a family picks a program on /daftar-bimbel and reaches /paket with it chosen', async ({
  page,
}, testInfo) => {
  const catalogue = await readCatalogue(page.request);
  await page.goto('/bimbel');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Daftar Bimbel' }).click();
  await expect(page).toHaveURL(/\/daftar-bimbel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daftar Bimbel online');
  const programs = page.getByRole('list', { name: 'Program dan harga' }).getByRole('heading', { level: 2 });
  await expect(programs).toHaveText([
    'Bimbel SD',
    'Bimbel SMP/MTs',
    'Bimbel SMA/MA IPA',
    'Bimbel SMA/MA IPS',
    'Bimbel SMK',
    'Bimbel UTBK-SNBT',
  ]);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Daftar UTBK-SNBT' }).click();
  await expect(page).toHaveURL(/\/daftar-bimbel-utbk-snbt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daftar Bimbel UTBK-SNBT');
  expect((await readHeadSeo(page)).canonical).toMatch(/\/daftar-bimbel-utbk-snbt$/);
  expect((await readBreadcrumbList(page)).map((crumb) => crumb.name)).toEqual([
    'Beranda',
    'Daftar Bimbel',
    'Bimbel UTBK-SNBT',
  ]);

  // Every tenure of the program's package at the catalogue's price.
  const utbk = catalogue.find((item) => item.program === 'UTBK_SNBT')!;
  const table = page.getByRole('table', { name: `Harga ${utbk.name} per lama langganan` });
  for (const tenure of utbk.tenures) {
    await expect(table.getByRole('row', { name: new RegExp(`^${tenure.months} bulan `) })).toContainText(
      rupiah(tenure.price),
    );
  }
  // Its coming classes are the UTBK-SNBT ones: grade 12, soonest first.
  const classes = page
    .getByRole('list', { name: 'Kelas live berikutnya Bimbel UTBK-SNBT' })
    .getByRole('article');
  expect(await classes.count()).toBeGreaterThan(0);
  await expect(classes.first()).toContainText('Kelas 12');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await expectMainFitsTheScreen(page);
  await page.screenshot({ path: testInfo.outputPath('daftar-bimbel-utbk-snbt.png'), fullPage: true });

  await page.getByRole('link', { name: 'Pilih paket UTBK-SNBT' }).click();
  await expect(page).toHaveURL(/\/paket\?program=UTBK_SNBT$/);
  await expect(page.getByRole('heading', { name: utbk.name })).toBeVisible();
});

test('an unknown product answers the 404 page, and the other one-segment pages still answer', async ({
  page,
}) => {
  for (const path of ['/daftar-bimbel-tk', '/daftar-bimbel-SMP', '/daftar-bimbel-', '/bimbel-offline']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Halaman tidak ditemukan');
  }
  const response = await page.goto('/daftar-bimbel-tk');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');

  // Literal pages of the same depth are matched before the product route.
  for (const path of [
    '/jadwal',
    '/gurujuara',
    '/paket',
    '/contact-me',
    '/daftar-bimbel',
    '/daftar-bimbel-sd',
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  // The sitemap lists the sales pages and each program's page from the catalogue.
  const sitemap = await (await page.request.get('/sitemaps/tanya-listings.xml')).text();
  for (const path of [
    '/bimbel-online',
    '/daftar-bimbel',
    '/daftar-bimbel-sma-ips',
    '/daftar-bimbel-utbk-snbt',
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});

test('a visitor asks for information from the sales page and the lead says where it came from', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/bimbel-online');
  const ask = page.getByRole('main').getByRole('button', { name: 'Minta info Bimbel' }).first();
  await waitForHydration(ask);
  await ask.click();
  const form = leadForm(page);
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.details })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('bimbel-online-lead-form.png') });

  const phone = uniquePhone();
  await form.phone.fill(phone.typed);
  await form.name.fill(`Ibu Sales ${testInfo.project.name}`);
  await chooseGrade(page, 9);
  await form.submit.click();
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();
  const leads = await exportedLeadsFor(page.request, phone.e164);
  expect(leads).toEqual([expect.objectContaining({ grade: '9', source_page: 'Bimbel Page Banner' })]);
});

test('a logged-in parent reads the sales and registration pages', async ({ page }, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  for (const path of ['/bimbel-online', '/daftar-bimbel', '/daftar-bimbel-smp']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectMainFitsTheScreen(page);
    await page.screenshot({
      path: testInfo.outputPath(`logged-in${path.replaceAll('/', '-')}.png`),
      fullPage: true,
    });
  }
});

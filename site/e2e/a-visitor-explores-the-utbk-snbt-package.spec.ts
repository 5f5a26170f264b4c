import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { exportedLeadsFor } from './support/admin-leads.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { chooseGrade, LEAD_TITLES, leadForm, uniquePhone } from './support/lead-form.ts';
import { expectMainFitsTheScreen } from './support/live-classes.ts';
import { readBreadcrumbList, readHeadSeo, readJsonLd } from './support/page-seo.ts';

// Bimbel Package UTBK-SNBT Page (issue 15, decision 077) on the demo timetable the server seeds
// relative to now: the grade-12 UTBK-SNBT classes and the weekly tryout.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PAGE = '/bimbel/paket/utbk-snbt';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor finds the UTBK-SNBT package from /bimbel and /jadwal kelas 12', async ({ page }) => {
  await page.goto('/bimbel');
  await page.getByRole('link', { name: 'Paket UTBK-SNBT kelas 12' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Bimbel UTBK-SNBT');

  await page.goto('/jadwal?kelas=12');
  await page.getByRole('link', { name: 'Paket Bimbel UTBK-SNBT' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  // Other grades have no such line.
  await page.goto('/jadwal?kelas=11');
  await expect(page.getByRole('link', { name: 'Paket Bimbel UTBK-SNBT' })).toHaveCount(0);
});

test('the page shows the subtests, the coming classes and tryouts in WIB, and their teachers', async ({
  page,
}, testInfo) => {
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  // Shared-cacheable like /jadwal (a schedule about "today"), and rendered on the server.
  expect(response?.headers()['cache-control']).toBe(
    'public, max-age=60, s-maxage=120, stale-while-revalidate=300',
  );
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Jadwal kelas dan tryout');

  const seo = await readHeadSeo(page);
  expect(seo.title).toBe('Paket Bimbel UTBK-SNBT: kelas live dan tryout | CoBelajar');
  expect(seo.canonical).toMatch(/\/bimbel\/paket\/utbk-snbt$/);
  expect(seo.description).toContain('kelas 12');
  const course = (await readJsonLd(page)).find((block) => block['@type'] === 'Course');
  expect(course).toMatchObject({ name: 'Paket Bimbel UTBK-SNBT', inLanguage: 'id' });
  expect((course?.hasCourseInstance as unknown[]).length).toBeGreaterThan(0);
  expect((await readBreadcrumbList(page)).map((crumb) => crumb.name)).toEqual([
    'Beranda',
    'Bimbel',
    'Paket Bimbel UTBK-SNBT',
  ]);

  // What the exam tests: two groups, seven subtests, each saying whether our classes teach it.
  const subtests = page.getByRole('region', { name: 'Yang diujikan di UTBK-SNBT' });
  await expect(subtests.getByRole('heading', { level: 3 })).toHaveText([
    'Tes Potensi Skolastik (TPS)',
    'Tes Literasi',
  ]);
  await expect(subtests.getByRole('listitem')).toHaveCount(7);
  for (const name of ['Penalaran Umum (PU)', 'Pengetahuan Kuantitatif (PK)', 'Penalaran Matematika (PM)']) {
    await expect(subtests.getByRole('listitem').filter({ hasText: name })).toContainText('Ada kelas live');
  }
  await expect(
    subtests.getByRole('listitem').filter({ hasText: 'Literasi dalam Bahasa Inggris' }),
  ).toContainText('Belum ada kelas');

  // The timetable of the coming weeks: real classes, times in WIB, a tryout, teachers linked.
  const timetable = page.getByRole('region', { name: 'Jadwal kelas dan tryout' });
  await expect(timetable).toContainText('WITA = WIB + 1 jam, WIT = WIB + 2 jam');
  const classes = timetable.getByRole('article');
  expect(await classes.count()).toBeGreaterThanOrEqual(4);
  await expect(classes.first()).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2} WIB/);
  const tryout = classes.filter({ hasText: 'Tryout UTBK-SNBT' }).first();
  await expect(tryout).toBeVisible();
  await expect(tryout.getByText('Tryout', { exact: true })).toBeVisible();
  const teacherHref = await timetable.locator('a[href^="/gurujuara#"]').first().getAttribute('href');
  expect(teacherHref).toMatch(/^\/gurujuara#[a-z-]+$/);

  const teachers = page.getByRole('region', { name: 'Pengajarnya' });
  await expect(teachers.getByRole('article')).toHaveCount(3);
  await expect(
    teachers.getByRole('img', { name: /^Rata-rata nilai dari murid: \d,\d dari 5 \(\d+ penilaian\)$/ }),
  ).toHaveCount(3);

  // How to join: buy it (the package selector, filtered to the programme, decision 081), the lead
  // form and WhatsApp.
  await expect(page.getByRole('link', { name: 'Beli paket UTBK-SNBT' })).toHaveAttribute(
    'href',
    '/paket?program=UTBK_SNBT',
  );
  const whatsapp = page.getByRole('link', { name: /Tanya lewat WhatsApp/ });
  expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*UTBK-SNBT/);

  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await expectMainFitsTheScreen(page);
  await page.screenshot({ path: testInfo.outputPath('utbk-snbt.png'), fullPage: true });

  await page.goto(teacherHref!);
  await expect(page.locator(`article#${teacherHref!.split('#')[1]}`)).toBeInViewport();
});

test('a visitor asks for a call from the UTBK-SNBT page and the lead says where it came from', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto(PAGE);
  const ask = page.getByRole('button', { name: 'Minta info paket', exact: true });
  await waitForHydration(ask);
  await ask.click();
  const form = leadForm(page);
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.details })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('utbk-lead-form.png') });

  const phone = uniquePhone();
  await form.phone.fill(phone.typed);
  await form.name.fill(`Bapak Utbk ${testInfo.project.name}`);
  await chooseGrade(page, 12);
  await form.submit.click();
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();
  await expectNoAxeViolations(page);
  const leads = await exportedLeadsFor(page.request, phone.e164);
  expect(leads).toEqual([expect.objectContaining({ grade: '12', source_page: 'Paket Page Banner' })]);
  await form.done.click();
  await expect(form.dialog).toHaveCount(0);
});

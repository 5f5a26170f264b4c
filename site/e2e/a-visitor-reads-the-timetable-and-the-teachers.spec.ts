import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { readHeadSeo } from './support/page-seo.ts';

// Jadwal dan Materi and Guru Juara (issue 14, decision 072), on the demo timetable the server
// seeds relative to now: every day of this week has classes for some grade, and every teacher has
// next classes.

/** Today's Jakarta date, 'YYYY-MM-DD': the tab /jadwal selects first. */
function jakartaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens the header's feature link: in the menu bar on a laptop, behind the burger on a phone. */
async function openHeaderLink(page: Page, name: string) {
  const burger = page.getByRole('button', { name: 'Menu' });
  if (await burger.isVisible()) {
    await waitForHydration(burger);
    await burger.click();
    await page.locator('#site-menu').getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  }
}

test('the header leads to Jadwal dan Materi and Guru Juara', async ({ page }) => {
  await page.goto('/');
  await openHeaderLink(page, 'Jadwal dan Materi');
  await expect(page).toHaveURL(/\/jadwal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jadwal dan Materi');
  await openHeaderLink(page, 'Guru Juara');
  await expect(page).toHaveURL(/\/gurujuara$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guru Juara');
  // The footer names the same pages.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Jadwal dan Materi', exact: true })).toHaveAttribute('href', '/jadwal');
  await expect(footer.getByRole('link', { name: 'Guru Juara', exact: true })).toHaveAttribute('href', '/gurujuara');
});

test('/jadwal shows this week by day with today selected, and the keyboard moves between days', async ({
  page,
}, testInfo) => {
  const response = await page.goto('/jadwal');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('public');
  const seo = await readHeadSeo(page);
  expect(seo.title).toBe('Jadwal dan Materi Kelas 8 SMP | CoBelajar');
  expect(seo.canonical).toMatch(/\/jadwal$/);
  expect(seo.description).toContain('Kelas 8 SMP');

  await expect(page.getByRole('heading', { level: 2, name: 'Kelas 8 SMP', exact: true })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toContainText('Hari ini');
  const today = jakartaToday();
  const todayNumber = String(Number(today.slice(8, 10)));
  await expect(selected).toContainText(new RegExp(`(?<!\\d)${todayNumber} `));
  await expect(page.getByRole('tabpanel')).toContainText('(hari ini)');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('jadwal.png'), fullPage: true });

  // Arrow keys move the selection to the neighbouring day, and its classes (or its empty note) show.
  await waitForHydration(selected);
  const index = await tabs.evaluateAll((all) => all.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));
  await selected.focus();
  const key = index === 6 ? 'ArrowLeft' : 'ArrowRight';
  const next = tabs.nth(index === 6 ? 5 : index + 1);
  const dayName = ((await next.textContent()) ?? '').match(/Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu/)?.[0];
  expect(dayName).toBeDefined();
  await page.keyboard.press(key);
  await expect(next).toHaveAttribute('aria-selected', 'true');
  await expect(next).toBeFocused();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toContainText(`${dayName}, `);
  await expect(
    panel.getByRole('list', { name: `Kelas hari ${dayName}` }).or(panel.getByText(`Tidak ada kelas di hari ${dayName}`)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a grade has its own timetable, its materials open, and its teachers link to Guru Juara', async ({ page }) => {
  await page.goto('/jadwal');
  await page.getByRole('navigation', { name: 'Pilih kelas' }).getByRole('link', { name: 'Kelas 11' }).click();
  await expect(page).toHaveURL(/\/jadwal\?kelas=11$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Kelas 11 SMA/SMK', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Pilih kelas' }).getByRole('link', { name: 'IPA', exact: true }).click();
  await expect(page).toHaveURL(/\/jadwal\?kelas=11&jurusan=ipa$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Kelas 11 IPA', exact: true })).toBeVisible();
  expect((await readHeadSeo(page)).canonical).toMatch(/\/jadwal\?kelas=11&jurusan=ipa$/);
  await expectNoSidewaysScroll(page);

  // Walk the week with the keyboard, gathering every day's materials.
  const tabs = page.getByRole('tab');
  await waitForHydration(tabs.first());
  await tabs.first().click();
  const materials = new Set<string>();
  let teacherLink: string | null = null;
  for (let day = 0; day < 7; day += 1) {
    if (day > 0) await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(day)).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    for (const title of await panel.getByRole('heading', { level: 4 }).allTextContents()) {
      if (/^Matematika|^Fisika|^Kimia/.test(title)) expect(title).toMatch(/Kelas 11 IPA: /);
    }
    for (const href of await panel.locator('a[href^="/media/kelas/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      materials.add(href);
    }
    teacherLink ??= await panel.locator('a[href^="/gurujuara#"]').first().getAttribute('href', { timeout: 500 }).catch(() => null);
  }
  expect(materials.size).toBeGreaterThan(3);
  for (const href of [...materials].slice(0, 6)) {
    const file = await page.request.get(href);
    expect(file.status(), href).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
  }

  expect(teacherLink).toMatch(/^\/gurujuara#[a-z-]+$/);
  await page.goto(teacherLink!);
  const slug = teacherLink!.split('#')[1]!;
  await expect(page.locator(`article#${slug}`)).toBeInViewport();
});

test('/gurujuara shows every teacher with subjects, bio and next classes', async ({ page }, testInfo) => {
  const response = await page.goto('/gurujuara');
  expect(response?.status()).toBe(200);
  const seo = await readHeadSeo(page);
  expect(seo.title).toBe('Guru Juara: pengajar kelas live | CoBelajar');
  expect(seo.canonical).toMatch(/\/gurujuara$/);

  const cards = page.getByRole('list', { name: 'Daftar guru' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  // The one roster (decision 093): portrait, levels, education, years of teaching, "Contoh".
  await expect(page.getByRole('main')).toContainText('Guru bertanda “Contoh” adalah tokoh contoh di situs demo ini');
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(card.getByText('Contoh', { exact: true })).toBeVisible();
    const portrait = card.locator('img[src^="/media/guru/"]');
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(card).toContainText(/Jenjang(SD|SMP|SMA|SMK)/);
    await expect(card).toContainText(/Pendidikan.+, (Universitas|Institut) /);
    await expect(card).toContainText(/Pengalaman\d+ tahun mengajar \(sejak \d{4}\)/);
    await expect(card.getByRole('heading', { level: 3, name: 'Kelas berikutnya' })).toBeVisible();
    await expect(card.getByRole('listitem').first()).toContainText('WIB');
  }
  await expect(page.getByText('Terverifikasi').first()).toBeVisible();
  const dewi = page.locator('article#dewi-anggraini');
  await expect(dewi.getByRole('heading', { level: 2 })).toHaveText('Bu Dewi Anggraini, M.Pd.');
  await expect(dewi).toContainText('Matematika');
  await expect(dewi).toContainText('UTBK-SNBT');
  await expect(dewi).toContainText('S.Pd. dan M.Pd. Pendidikan Matematika, Universitas Negeri Surabaya');
  await expect(dewi.locator('img')).toHaveAttribute('src', '/media/guru/dewi-anggraini.svg');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('gurujuara.png'), fullPage: true });

  await page.getByRole('link', { name: 'Lihat Jadwal dan Materi' }).click();
  await expect(page).toHaveURL(/\/jadwal$/);
});

test('both pages keep to a 360 px wide phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/jadwal', '/jadwal?kelas=10&jurusan=smk', '/gurujuara']) {
    await page.goto(path);
    await expectNoSidewaysScroll(page);
  }
});

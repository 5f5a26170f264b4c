import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectSessionStatus, profileMenuTrigger, readUserData } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { expectMainFitsTheScreen } from './support/live-classes.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';
import { MP4_QUESTION, playerOf, tabTo, waitForPlayer } from './support/tanya-video-page.ts';

// Each step waits on the server (embedded PostgreSQL) and often a full page load: generous waits
// keep the journeys steady on a busy machine without hiding a missing result.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const SUMMARY_SWITCH = 'Kirim ringkasan mingguan ke WhatsApp';
/**
 * The Monday ('YYYY-MM-DD', Jakarta) of the week `weeksBack` weeks before this one: report weeks
 * run Senin–Minggu in WIB (UTC+7, no daylight saving time). Plain arithmetic: the journeys'
 * loader cannot load dayjs's locale files.
 */
function jakartaMonday(weeksBack: number): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000);
  const sinceMonday = (jakarta.getUTCDay() + 6) % 7;
  const monday = new Date(jakarta.getTime() - (sinceMonday + 7 * weeksBack) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}
/** 'Raka, 16–22 November 2026', '…, 30 November – 6 Desember 2026', '…, 29 Desember 2025 – 4 Januari 2026'. */
const weekHeading = (firstName: string) =>
  new RegExp(`^${firstName}, \\d{1,2}(?:–| [A-Z][a-z]+ (?:\\d{4} )?– )\\d{1,2} [A-Z][a-z]+ \\d{4}$`);

const childNav = (page: Page) => page.getByRole('navigation', { name: 'Pilih anak' });
const weekRegion = (page: Page, firstName: string) =>
  page.getByRole('region', { name: new RegExp(`^${firstName}, `) });
const list = (page: Page, firstName: string, title: string) =>
  weekRegion(page, firstName).getByRole('region', { name: title }).getByRole('listitem');
/** A figure of the week: the number after its term. */
const figure = (page: Page, firstName: string, term: string) =>
  weekRegion(page, firstName)
    .getByRole('term')
    .filter({ hasText: term })
    .locator('xpath=following-sibling::dd');

async function checkState(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  await expectMainFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('a parent opens the weekly report, switches between Raka and Nadia, reads last week and turns the WhatsApp summary on', async ({
  page,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  await page.goto('/bimbel/user');
  await expectSessionStatus(page, 'logged-in');
  // The home names the report for a family; the profile menu leads to it.
  await expect(
    page
      .getByRole('region', { name: 'Laporan mingguan' })
      .getByRole('link', { name: 'Buka laporan mingguan' }),
  ).toHaveAttribute('href', '/bimbel/user/laporan');
  await page.screenshot({ path: testInfo.outputPath('home-with-report-card.png'), fullPage: true });
  await profileMenuTrigger(page, 'Raka').click();
  await page
    .getByRole('menu', { name: 'Menu profil' })
    .getByRole('menuitem', { name: 'Laporan mingguan' })
    .click();
  await expect(page).toHaveURL(/\/bimbel\/user\/laporan$/);

  // This week, Raka first (the profile in use).
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan mingguan' })).toBeVisible();
  await expect(childNav(page).getByRole('link', { name: 'Raka' })).toHaveAttribute('aria-current', 'page');
  await expect(childNav(page).getByRole('link', { name: 'Nadia' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(weekRegion(page, 'Raka').getByRole('heading', { level: 2 })).toHaveText(weekHeading('Raka'));
  for (const term of [
    'Kelas diikuti',
    'Kelas terlewat',
    'Kelas berikutnya',
    'Rating diberikan',
    'Pertanyaan di kelas',
    'Video Tanya ditonton',
  ]) {
    await expect(figure(page, 'Raka', term)).toHaveText(/^\d+$/);
  }
  // Each number is the length of the list behind it (an empty list says so instead).
  const attended = Number(await figure(page, 'Raka', 'Kelas diikuti').innerText());
  await expect(list(page, 'Raka', 'Kelas yang diikuti')).toHaveCount(attended);
  await checkState(page, 'report-raka-this-week', testInfo);

  // Nadia's week: the child switch keeps the week.
  await childNav(page).getByRole('link', { name: 'Nadia' }).click();
  await expect(page).toHaveURL(/[?&]anak=[0-9a-f-]{36}/);
  await expect(childNav(page).getByRole('link', { name: 'Nadia' })).toHaveAttribute('aria-current', 'page');
  await expect(weekRegion(page, 'Nadia')).toBeVisible();
  await checkState(page, 'report-nadia-this-week', testInfo);

  // Last week (complete): Nadia joined her two free sessions, rated one, asked in it, watched two videos.
  await weekRegion(page, 'Nadia').getByRole('link', { name: 'Minggu sebelumnya' }).click();
  await expect(page).toHaveURL(new RegExp(`minggu=${jakartaMonday(1)}`));
  await expect(weekRegion(page, 'Nadia').getByRole('heading', { level: 2 })).toHaveText(weekHeading('Nadia'));
  await expect(list(page, 'Nadia', 'Kelas yang diikuti')).toHaveCount(2);
  await expect(list(page, 'Nadia', 'Kelas yang diikuti').first()).toContainText('kelas gratis');
  await expect(weekRegion(page, 'Nadia').getByRole('region', { name: 'Kelas yang terlewat' })).toContainText(
    'Tidak ada kelas yang terlewat.',
  );
  await expect(list(page, 'Nadia', 'Rating kelas')).toHaveText([/5 dari 5 bintang/]);
  await expect(list(page, 'Nadia', 'Pertanyaan di kelas')).toHaveText([/boleh diulang contoh soal yang terakhir/]);
  await expect(list(page, 'Nadia', 'Video Tanya yang ditonton').getByRole('link')).toHaveCount(2);
  await expect(weekRegion(page, 'Nadia').getByRole('link', { name: 'Kembali ke minggu ini' })).toBeVisible();
  await checkState(page, 'report-nadia-last-week', testInfo);

  // Raka's last week: his classes, the Fisika class he skipped, two ratings, a question, four videos.
  await childNav(page).getByRole('link', { name: 'Raka' }).click();
  await expect(page).toHaveURL(new RegExp(`minggu=${jakartaMonday(1)}`));
  await expect(list(page, 'Raka', 'Kelas yang terlewat')).toHaveCount(1);
  await expect(list(page, 'Raka', 'Kelas yang terlewat')).toContainText('Fisika');
  await expect(figure(page, 'Raka', 'Kelas terlewat')).toHaveText('1');
  await expect(list(page, 'Raka', 'Rating kelas')).toHaveCount(2);
  await expect(list(page, 'Raka', 'Pertanyaan di kelas')).toContainText('Sudah dijawab guru');
  const videos = list(page, 'Raka', 'Video Tanya yang ditonton').getByRole('link');
  await expect(videos).toHaveCount(4);
  await expect(videos.first()).toHaveAttribute('href', /^\/tanya\/[0-9a-f-]{36}\//);
  await checkState(page, 'report-raka-last-week', testInfo);

  // The WhatsApp summary: turned on (first off, when the other project left it on).
  const box = page.getByRole('checkbox', { name: SUMMARY_SWITCH });
  await expect(box).toBeVisible();
  await waitForHydration(box);
  const saved = (whatsapp: boolean) =>
    page
      .waitForResponse(
        (answer) =>
          answer.url().endsWith('/sessions/v1/parents/weekly-report-preferences') &&
          answer.request().method() === 'PUT',
      )
      .then(async (answer) => {
        expect(answer.status()).toBe(200);
        expect(await answer.json()).toEqual({ data: { whatsapp } });
      });
  if (await box.isChecked()) {
    const off = saved(false);
    await box.uncheck();
    await off;
  }
  const on = saved(true);
  await box.check();
  await on;
  await expect(box).toBeChecked();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Sip, ringkasan akan dikirim setiap Minggu pukul 19.00 WIB.' }),
  ).toBeVisible();
  await expect(page.getByText(/ke \+62 811-0000-0001/)).toBeVisible();
  await checkState(page, 'report-summary-on', testInfo);
});

test('the weekly report works with the keyboard alone: a child, the week before, the WhatsApp switch', async ({
  page,
}) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  await page.goto('/bimbel/user/laporan');
  await expectSessionStatus(page, 'logged-in');

  await tabTo(page, childNav(page).getByRole('link', { name: 'Nadia' }), 60);
  await page.keyboard.press('Enter');
  await expect(childNav(page).getByRole('link', { name: 'Nadia' })).toHaveAttribute('aria-current', 'page');

  await tabTo(page, weekRegion(page, 'Nadia').getByRole('link', { name: 'Minggu sebelumnya' }), 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`minggu=${jakartaMonday(1)}`));
  await expect(weekRegion(page, 'Nadia').getByRole('heading', { level: 2 })).toHaveText(weekHeading('Nadia'));

  const box = page.getByRole('checkbox', { name: SUMMARY_SWITCH });
  await waitForHydration(box);
  const before = await box.isChecked();
  await tabTo(page, box, 80);
  const answered = page.waitForResponse(
    (answer) => answer.url().endsWith('/weekly-report-preferences') && answer.request().method() === 'PUT',
  );
  await page.keyboard.press('Space');
  expect(await (await answered).json()).toEqual({ data: { whatsapp: !before } });
  await expect(box).toBeChecked({ checked: !before });
  await expect(box).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a video Raka plays on Tanya shows in this week’s report', async ({ page }) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  const viewed = page.waitForResponse((answer) =>
    answer.url().endsWith(`/api/v1/tanya/questions/${MP4_QUESTION.id}/views`),
  );
  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  // 201 the first time today, 200 for the other project or a rerun the same day.
  expect([200, 201]).toContain((await viewed).status());

  await page.goto('/bimbel/user/laporan');
  await expect(
    list(page, 'Raka', 'Video Tanya yang ditonton').getByRole('link', { name: MP4_QUESTION.plainText }),
  ).toHaveAttribute('href', MP4_QUESTION.path);
});

test('an anonymous visitor plays a Tanya video and nothing is recorded', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/views')) calls.push(request.url());
  });
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  await expect(playerOf(page).getByRole('button', { name: 'Jeda video' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a student without a parent sees only their own week; another family’s child is the 404 page', async ({
  page,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  const family = await readUserData(page);
  const raka = family?.student_users.find((student) => student.full_name === 'Raka Pratama');
  expect(raka).toBeDefined();

  // Dimas signed up on his own phone: his week, no children to switch, no summary switch.
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  const own = await page.goto('/bimbel/user/laporan');
  expect(own?.status()).toBe(200);
  expect(own?.headers()['cache-control']).toBe('private, no-store');
  await expect(weekRegion(page, 'Dimas')).toBeVisible();
  await expect(childNav(page)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: SUMMARY_SWITCH })).toHaveCount(0);
  await checkState(page, 'report-student-alone', testInfo);

  for (const child of [raka!.id, '00000000-0000-4000-8000-000000000000', 'bukan-anak']) {
    const refused = await page.goto(`/bimbel/user/laporan?anak=${child}`);
    expect(refused?.status(), child).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    expect(await refused?.text()).not.toContain('Raka');
  }
  await expectNoAxeViolations(page);
});

test('the report needs a session: a visitor is sent to log in and back', async ({ page }) => {
  await page.goto('/bimbel/user/laporan?minggu=2026-11-16');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbimbel%2Fuser%2Flaporan/);
});

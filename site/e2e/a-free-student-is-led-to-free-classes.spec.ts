import { expectNoAxeViolations } from './axe.ts';
import { expectSessionStatus } from './support/account.ts';
import { waitForHydration } from './support/hydration.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import {
  cardClassId,
  cardTitle,
  expectMainFitsTheScreen,
  ongoingCards,
  thisWeekSection,
} from './support/live-classes.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: 'Asia/Jakarta' });

test('a student whose trial ended sees no paid class: the free sessions and the way to the packages', async ({
  page,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.studentFreeAfterTrial);
  await page.goto('/bimbel/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Ayu!' })).toBeVisible();
  await expectSessionStatus(page, 'logged-in');

  const week = thisWeekSection(page);
  await expect(week.getByText('Kelas live reguler untuk paket berbayar')).toBeVisible();
  await expect(week.getByText('Coba kelas gratis dulu, yuk.', { exact: false })).toBeVisible();
  // Led on, not to a dead end: the packages live on /bimbel for now.
  await expect(week.getByRole('link', { name: 'Lihat paket Bimbel' })).toHaveAttribute('href', '/bimbel');
  // Every class listed is a free session.
  const cards = week.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('kelas gratis');
  const timetableEntries = page
    .getByRole('region', { name: 'Jadwal minggu ini' })
    .getByRole('listitem')
    .getByRole('listitem');
  for (const entry of await timetableEntries.all()) await expect(entry).toContainText('Kelas Gratis');
  await expectMainFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('user-home-free-classes.png'), fullPage: true });

  // The free session running now can be joined.
  const running = ongoingCards(page).first();
  const title = await cardTitle(running);
  const join = running.getByRole('button', { name: `Masuk kelas ${title}` });
  await waitForHydration(join);
  await join.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('kelas gratis', { exact: false }).first()).toBeVisible();
});

test('a regular class’s room is closed to a free student with a clear 403 page; an unknown class is a 404', async ({
  page,
  browser,
}, testInfo) => {
  // A regular class of grade 8, read from Raka's (PAID) home in another browser.
  const parentContext = await browser.newContext({ timezoneId: 'Asia/Jakarta' });
  const parentPage = await parentContext.newPage();
  await logInThroughApi(parentPage, DEMO_PHONES.parentWithTwoStudents);
  await parentPage.goto('/bimbel/user');
  const regularId = await cardClassId(ongoingCards(parentPage).first());
  await parentContext.close();

  await logInThroughApi(page, DEMO_PHONES.studentFreeAfterTrial);
  const refused = await page.goto(`/bimbel/user/kelas/${regularId}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas ini bukan untuk paketmu' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('room-not-entitled.png'), fullPage: true });
  await page.getByRole('link', { name: 'Kembali ke beranda belajar' }).click();
  await expect(page).toHaveURL(/\/bimbel\/user$/);

  for (const id of ['00000000-0000-4000-8000-000000000000', 'bukan-kelas']) {
    const missing = await page.goto(`/bimbel/user/kelas/${id}`);
    expect(missing?.status(), id).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  }
});

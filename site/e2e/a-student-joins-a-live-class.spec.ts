import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
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
  upcomingCards,
} from './support/live-classes.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// Each step waits on the server (embedded PostgreSQL) and often a full page load: generous waits
// keep the journeys steady on a busy machine without hiding a missing result.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
// A phone in Jakarta: times read WIB, as the demo timetable is written.
test.use({ timezoneId: 'Asia/Jakarta' });

test.beforeEach(async ({ page }) => {
  // Raka (PAID, grade 8) is the profile the family's login opens with.
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
});

test('a paid student sees the running class first and joins it: the demo room opens with its title', async ({
  page,
}, testInfo) => {
  const response = await page.goto('/bimbel/user');
  expect(response?.status()).toBe(200);
  // Server-rendered: the classes are in the HTML itself.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Hari ini dan minggu ini');
  expect(html).toContain('Sedang berlangsung');
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Raka!' })).toBeVisible();
  await expectSessionStatus(page, 'logged-in');

  const running = ongoingCards(page).first();
  await expect(running).toBeVisible();
  const title = await cardTitle(running);
  await expect(running).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2} WIB/);
  await expect(running.getByRole('link', { name: `Tambah ke kalender: ${title}` })).toHaveAttribute(
    'download',
    '',
  );
  // Classes to come wait with a countdown under a disabled button.
  const later = upcomingCards(page).first();
  await expect(later.getByRole('button', { name: /^Masuk kelas/ })).toBeDisabled();
  await expect(later).toContainText(/Dibuka dalam \d|Mulai dalam \d|Bisa masuk 15 menit sebelum mulai/);
  // The week, and the finished classes with recordings.
  await expect(
    page.getByRole('region', { name: 'Jadwal minggu ini' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(7);
  await expect(
    page
      .getByRole('region', { name: 'Kelas selesai' })
      .getByRole('link', { name: /^Tonton rekaman/ })
      .first(),
  ).toBeVisible();
  await expectMainFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('user-home-classes.png'), fullPage: true });

  const join = running.getByRole('button', { name: `Masuk kelas ${title}` });
  await expect(join).toBeEnabled();
  await waitForHydration(join);
  const joined = page.waitForResponse((answer) => answer.url().includes('/get_join_url/'));
  await join.click();
  expect((await joined).status()).toBe(200);

  await expect(page).toHaveURL(/\/bimbel\/user\/kelas\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Ruang kelas demo');
  await expect(page.getByText('Sedang berlangsung')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pengajar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Materi kelas' }).getByRole('link').first()).toBeVisible();
  await expectMainFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('demo-room.png'), fullPage: true });

  // The room itself is a private page, never stored by a cache.
  const room = await page.request.get(page.url());
  expect(room.status()).toBe(200);
  expect(room.headers()['cache-control']).toBe('private, no-store');
  expect(await room.text()).toContain('<meta name="robots" content="noindex"/>');

  await page.getByRole('link', { name: 'Keluar kelas' }).click();
  await expect(page).toHaveURL(/\/bimbel\/user$/);
  await expect(thisWeekSection(page)).toBeVisible();
});

test('the join button turns on 15 minutes before the start, and an early press shows the server’s reason', async ({
  page,
}) => {
  // The page's clock runs ahead of the server's here: the button opens in the browser while the
  // server still says the class has not opened — the refusal the student then reads.
  await page.clock.install({ time: new Date() });
  await page.goto('/bimbel/user');
  const card = upcomingCards(page).first();
  const title = await cardTitle(card);
  const join = card.getByRole('button', { name: `Masuk kelas ${title}` });
  await expect(join).toBeDisabled();
  await waitForHydration(join);
  const startsAt = Date.parse((await card.locator('time').getAttribute('datetime')) ?? '');
  const msToOpen = startsAt - 15 * 60_000 - Date.now();
  expect(msToOpen).toBeGreaterThan(0);

  await page.clock.fastForward(msToOpen + 5_000);
  await expect(join).toBeEnabled();
  await expect(card.getByRole('status')).toHaveText(`Kelas sudah bisa dimasuki: ${title}`);
  await join.click();
  await expect(card.getByRole('alert')).toContainText('Kelas belum dibuka. Kamu bisa masuk mulai');
  await expect(page).toHaveURL(/\/bimbel\/user$/);
});

test('the keyboard reaches and presses the join button of the running class', async ({ page }) => {
  await page.goto('/bimbel/user');
  const running = ongoingCards(page).first();
  const title = await cardTitle(running);
  const join = running.getByRole('button', { name: `Masuk kelas ${title}` });
  await expect(join).toBeEnabled();
  // Server-rendered and enabled before its handlers exist: wait for them, as a person would.
  await waitForHydration(join);
  const box = await join.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  expect(box?.width).toBeGreaterThanOrEqual(24);
  await join.focus();
  await expect(join).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('"Tambah ke kalender" downloads a calendar file that an independent parser reads', async ({ page }) => {
  await page.goto('/bimbel/user');
  const card = upcomingCards(page).first();
  const title = await cardTitle(card);
  const id = await cardClassId(card);
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: `Tambah ke kalender: ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile((await download.path()) ?? '', 'utf8');

  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event?.summary).toContain(title);
  expect(event?.uid).toContain(id);
  const startsAt = (await card.locator('time').getAttribute('datetime')) ?? '';
  expect(event?.startDate.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
});

import { VIEWER_TIME_ZONE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { expectNoAxeViolations } from './axe.ts';
import { expectSessionStatus } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { expectMainFitsTheScreen, thisWeekSection } from './support/live-classes.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('in Jakarta', () => {
  test.use({ timezoneId: 'Asia/Jakarta' });

  test('a trial student sees this week’s classes by day, the weekly timetable and the finished classes', async ({
    page,
  }, testInfo) => {
    await logInThroughApi(page, DEMO_PHONES.studentTrial);
    await page.goto('/bimbel/user');
    await expect(page.getByRole('heading', { level: 1, name: 'Halo, Dimas!' })).toBeVisible();
    await expectSessionStatus(page, 'logged-in');

    const week = thisWeekSection(page);
    // A trial follows the programme: no "paid packages only" notice, regular classes listed.
    await expect(week.getByText('Kelas live reguler untuk paket berbayar')).toHaveCount(0);
    await expect(week.getByRole('article').first()).toBeVisible();
    const dayHeadings = await week.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(dayHeadings.length).toBeGreaterThan(0);
    for (const heading of dayHeadings) {
      expect(heading).toMatch(
        /^(Sedang berlangsung|Hari ini|Besok|(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w+)$/,
      );
    }

    const timetable = page.getByRole('region', { name: 'Jadwal minggu ini' });
    await expect(timetable.getByRole('heading', { level: 3 })).toHaveText([
      /^Senin, /,
      /^Selasa, /,
      /^Rabu, /,
      /^Kamis, /,
      /^Jumat, /,
      /^Sabtu, /,
      /^Minggu, /,
    ]);
    await expect(timetable.getByText('Hari ini', { exact: true })).toHaveCount(1);
    await expect(
      timetable.getByRole('link', { name: 'Lihat Jadwal dan Materi semua kelas' }),
    ).toHaveAttribute('href', '/jadwal');
    await expectMainFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('user-home-trial-classes.png'), fullPage: true });

    // Finished classes page with plain links (no JavaScript needed), five at a time.
    const past = page.getByRole('region', { name: 'Kelas selesai' });
    await expect(past.getByRole('article')).toHaveCount(5);
    const startsOf = async () =>
      (
        await past
          .locator('article time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
      ).map((iso) => Date.parse(iso));
    const firstPage = await startsOf();
    await past.getByRole('link', { name: 'Kelas selesai, halaman 2' }).click();
    await expect(page).toHaveURL(/\?kelas-selesai=2#kelas-selesai$/);
    await expect(past.getByRole('link', { name: 'Kelas selesai, halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondPage = await startsOf();
    expect(secondPage.length).toBeGreaterThan(0);
    // Newest first across pages: page 2 starts where page 1 ended.
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));
  });
});

test.describe('in Jayapura', () => {
  test.use({ timezoneId: 'Asia/Jayapura' });

  test('a student in Papua reads class times in WIT, and the next visit is rendered in WIT at once', async ({
    page,
    context,
  }) => {
    await logInThroughApi(page, DEMO_PHONES.studentTrial);
    const first = await page.goto('/bimbel/user');
    // The first render is WIB (the server does not know the device yet)…
    const firstHtml = (await first?.text()) ?? '';
    expect(firstHtml.slice(firstHtml.indexOf('Hari ini dan minggu ini'))).toMatch(
      /\d{2}\.\d{2}–\d{2}\.\d{2} WIB/,
    );
    // …then the page stores the device's zone and is rendered again in it.
    await expect(
      thisWeekSection(page)
        .getByText(/\d{2}\.\d{2}–\d{2}\.\d{2} WIT/)
        .first(),
    ).toBeVisible();
    await expect(thisWeekSection(page).getByText(/ WIB/)).toHaveCount(0);
    const cookie = (await context.cookies()).find(
      (candidate) => candidate.name === VIEWER_TIME_ZONE_COOKIE_NAME,
    );
    expect(cookie?.value).toBe(encodeURIComponent('Asia/Jayapura'));

    const again = await page.request.get('/bimbel/user');
    const html = await again.text();
    // The classes part of the HTML (the footer's office hours are WIB whoever reads them).
    const classes = html.slice(html.indexOf('Hari ini dan minggu ini'), html.indexOf('Langganan Bimbel'));
    expect(classes).toMatch(/\d{2}\.\d{2}–\d{2}\.\d{2} WIT/);
    expect(classes).not.toMatch(/\d{2}\.\d{2}–\d{2}\.\d{2} WIB/);
  });
});

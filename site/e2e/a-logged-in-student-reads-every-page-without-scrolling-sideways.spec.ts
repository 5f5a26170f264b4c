import type { Page } from '@playwright/test';
import { expectSessionStatus } from './support/account.ts';
import { waitForHydration } from './support/hydration.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const PAGES = [
  '/',
  '/bimbel',
  '/bimbel/user',
  '/jadwal',
  '/gurujuara',
  '/tanya',
  '/bimbel-online',
  '/daftar-bimbel-smp',
  '/smartfest',
  '/akademi',
  // The account pages and the 404 page (with the site's header since decision 086).
  '/user/select-student',
  '/user/update-user',
  '/user/add-user',
  '/halaman-yang-tidak-ada',
] as const;

/** A parent's account with two students (the widest account corner), and a lone student. */
const ACCOUNTS = [
  ['a parent with two students', DEMO_PHONES.parentWithTwoStudents],
  ['a student without a parent', DEMO_PHONES.studentTrial],
] as const;

/**
 * What sticks out past the right edge of the window, header and footer included (WCAG 1.4.10).
 * A strip that scrolls on its own (the day tabs of /jadwal) may hold more than the window shows.
 */
async function pastTheRightEdge(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    outside: [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= window.innerWidth + 0.5) return false;
        for (
          let parent = element.parentElement;
          parent && parent !== document.body;
          parent = parent.parentElement
        ) {
          const scrolls = ['auto', 'scroll'].includes(getComputedStyle(parent).overflowX);
          if (scrolls && parent.getBoundingClientRect().right <= window.innerWidth + 0.5) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30) ?? ''}"`,
      ),
  }));
}

for (const [who, phone] of ACCOUNTS)
  test(`logged in as ${who} on a small phone, nothing scrolls sideways and the header keeps Keluar and the menu in view`, async ({
    page,
  }) => {
    await logInThroughApi(page, phone);
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of PAGES) {
        await page.goto(path);
        await expectSessionStatus(page, 'logged-in');
        const banner = page.getByRole('banner');
        const logout = banner.getByRole('button', { name: 'Keluar', exact: true });
        await expect(logout).toBeInViewport({ ratio: 1 });
        await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toBeInViewport({ ratio: 1 });
        await expect(banner.getByRole('link', { name: 'CoBelajar' })).toBeInViewport();
        // Below 360 px the logo shows its mark at full size (the word clipped), not a shrunken wordmark.
        if (width < 360) {
          const drawn = banner.getByRole('link', { name: 'CoBelajar' }).locator('svg');
          expect(await drawn.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(100);
        }
        const fit = await pastTheRightEdge(page);
        expect(fit, `${path} at ${width} px`).toEqual({
          scrollWidth: width,
          clientWidth: width,
          outside: [],
        });
      }
    }
    // The app download the bar had no room for is in the burger menu.
    await page.goto('/bimbel');
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await waitForHydration(burger);
    await burger.click();
    await expect(
      page.locator('#site-menu').getByRole('link', { name: 'Download aplikasi CoBelajar' }),
    ).toHaveAttribute('href', /play\.google\.com|apps\.apple\.com/);
  });

test('logged out on a small phone, the bar keeps Download, Masuk and the menu in view', async ({ page }) => {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ['/', '/bimbel', '/jadwal', '/halaman-yang-tidak-ada']) {
      await page.goto(path);
      await expectSessionStatus(page, 'anonymous');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Download aplikasi CoBelajar' })).toBeInViewport({
        ratio: 1,
      });
      await expect(banner.getByRole('link', { name: 'Masuk', exact: true })).toBeInViewport({ ratio: 1 });
      // The day tabs scroll sideways on their own: today's tab, selected, is brought into view.
      if (path === '/jadwal')
        await expect(page.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 1 });
      expect(await pastTheRightEdge(page), `${path} at ${width} px`).toEqual({
        scrollWidth: width,
        clientWidth: width,
        outside: [],
      });
    }
  }
});

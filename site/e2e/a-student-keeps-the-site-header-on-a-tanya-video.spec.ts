import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectSessionStatus, profileMenuTrigger } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';
import { MP4_QUESTION, waitForPlayer } from './support/tanya-video-page.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The video page's budget of initial client JS (issue 6, decision 095). */
const BUDGET_BYTES = 85 * 1024;

/** Every script a cold visit downloads until the network is quiet, as Chromium counts the bytes (encoded). */
async function scriptsOfAColdVisit(page: Page, path: string) {
  const scripts: { path: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({
      path: new URL(request.url()).pathname,
      bytes: request.sizes().then((sizes) => sizes.responseBodySize),
    });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return Promise.all(scripts.map(async (script) => ({ path: script.path, bytes: await script.bytes })));
}

/** Layout shifts of the page so far (the browser's own layout-shift entries). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

test("a visitor gets the site's header on a video page: menu, 'Minta info bimbel', 'Masuk'", async ({
  page,
}, testInfo) => {
  const scripts = await scriptsOfAColdVisit(page, MP4_QUESTION.path);
  await waitForPlayer(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'CoBelajar', exact: true })).toHaveAttribute('href', '/');
  await expectSessionStatus(page, 'anonymous');
  await expect(header.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  const wide = page.viewportSize()!.width >= 1200;
  if (wide) {
    const menu = header.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu.getByRole('link', { name: 'Tanya' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Minta info bimbel' })).toBeVisible();
  } else {
    await header.getByRole('button', { name: 'Menu' }).click();
    const panel = header.getByRole('navigation', { name: 'Menu utama HP' });
    await expect(panel.getByRole('link', { name: 'Jadwal dan Materi' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Minta info bimbel' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeFocused();
  }
  expect(await layoutShift(page)).toBeLessThan(0.001);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('video-page-visitor.png') });

  // What a cold visit downloads: within the budget, and none of the profile menu's code.
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  testInfo.annotations.push({
    type: 'client JS (visitor)',
    description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files`,
  });
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(
    scripts.filter((script) =>
      /\/(account-menu-on-demand|profile-menu|save-video-page|session-store)-/.test(script.path),
    ),
  ).toEqual([]);
});

test('a logged-in student sees their own corner on a video page and opens the profile menu from it', async ({
  page,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  // The page is the same for everyone (shared caches keep it): the name comes from this browser.
  const withSession = (await (await page.request.get(MP4_QUESTION.path)).text()).replace(
    / nonce="[^"]*"/g,
    '',
  );
  expect(withSession).not.toContain('Dimas');

  const scripts = await scriptsOfAColdVisit(page, MP4_QUESTION.path);
  await waitForPlayer(page);
  await expectSessionStatus(page, 'logged-in');
  const trigger = profileMenuTrigger(page, 'Dimas');
  await expect(trigger).toHaveAccessibleName('Menu profil Dimas, DA');
  await expect(page.getByRole('link', { name: 'Masuk' })).toHaveCount(0);
  const wide = page.viewportSize()!.width >= 768;
  await expect(page.getByRole('button', { name: 'Keluar' })).toBeVisible({ visible: !wide });
  expect(await layoutShift(page)).toBeLessThan(0.001);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('video-page-logged-in.png') });
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  testInfo.annotations.push({
    type: 'client JS (logged in)',
    description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files`,
  });
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);

  // The keyboard opens the menu (its code loads on this first use) with its first item focused.
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Menu profil' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Profilku', 'Langganan']);
  await expect(menu.getByRole('menuitem', { name: 'Profilku' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(profileMenuTrigger(page, 'Dimas')).toBeFocused();

  // 'Profilku' opens the same dialog as on the app's pages.
  await profileMenuTrigger(page, 'Dimas').click();
  await page.getByRole('menuitem', { name: 'Profilku' }).click();
  await expect(page.getByRole('dialog', { name: 'Profilku' })).toBeVisible();
});

test('at 320 px a logged-in student has the whole header without scrolling sideways, every target at least 24 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  await expectSessionStatus(page, 'logged-in');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const small = await page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent,
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ name }) => name),
  );
  expect(small).toEqual([]);
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSessionStatus(page, 'anonymous');
});

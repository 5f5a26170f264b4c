import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectSessionStatus, profileMenuTrigger } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// The 404 page keeps the site's header (menu and account corner) and footer, answers 404 at
// /404 and at every unknown address, and leaves no empty band under its footer (decision 086).

/** The page's bottom edge is the footer's: nothing of the window shows below it. */
async function spaceUnderTheFooter(page: Page) {
  return page.evaluate(() => {
    const footer = document.querySelector('footer');
    const bottom = (footer?.getBoundingClientRect().bottom ?? 0) + window.scrollY;
    return Math.max(document.documentElement.scrollHeight, window.innerHeight) - bottom;
  });
}

async function expectTheNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(await spaceUnderTheFooter(page)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
}

test('a visitor who follows a dead link gets a 404 with the whole site around it, and can search from it', async ({
  page,
  isMobile,
}, testInfo) => {
  for (const address of ['/404', '/jadwal-lama-yang-sudah-tidak-ada', '/bimbel/tidak-ada']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expectTheNotFoundPage(page);
  }
  await expectSessionStatus(page, 'anonymous');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  if (isMobile) {
    const burger = banner.getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    await expect(page.locator('#site-menu').getByRole('link', { name: /Tanya/ }).first()).toBeVisible();
    await burger.click();
  } else {
    await expect(banner.getByRole('navigation').getByRole('link', { name: /Tanya/ }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('404-logged-out.png'), fullPage: true });

  const search = page.getByRole('main').getByRole('searchbox', { name: 'Cari soal' });
  await search.fill('pecahan');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/tanya\/cari\?q=pecahan$/);
});

test('logged in, the 404 page keeps the account corner', async ({ page, isMobile }, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  const response = await page.goto('/halaman-yang-tidak-ada');
  expect(response?.status()).toBe(404);
  await expectTheNotFoundPage(page);
  await expectSessionStatus(page, 'logged-in');
  await expect(profileMenuTrigger(page, 'Dimas')).toBeVisible();
  if (isMobile)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Keluar' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('404-logged-in.png'), fullPage: true });
});

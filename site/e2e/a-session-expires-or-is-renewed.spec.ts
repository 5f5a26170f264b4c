import type { Page } from '@playwright/test';
import { expectSessionStatus, navigateInApp, profileMenuTrigger, readUserData } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// Each step waits on the server (embedded PostgreSQL) and often a full page load: generous waits
// keep the journeys steady on a busy machine without hiding a missing result.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const HOUR = 60 * 60 * 1000;

/** Moves the stored expiry of the access token into the past (what an hour of idling does). */
async function expireStoredSession(page: Page) {
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('USER_DATA') ?? '{}') as { expires_at: number };
    localStorage.setItem('USER_DATA', JSON.stringify({ ...stored, expires_at: Date.now() - 60_000 }));
  });
}

test.describe('on a route change', () => {
  // The app keeps its session in memory once loaded, so time itself has to pass: the page's
  // clock jumps past the token's hour (the server's tokens are untouched).
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await logInThroughApi(page, DEMO_PHONES.studentTrial);
    await page.goto('/');
    await expectSessionStatus(page, 'logged-in');
  });

  test('an expired session without a refresh cookie is signed out: storage and cookies cleared, back home', async ({
    page,
    context,
  }) => {
    await context.clearCookies({ name: /^bimbel_(refresh|session)$/ });
    await page.clock.fastForward(HOUR + 60_000);
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout'));

    await navigateInApp(page, '/bimbel/user');

    await logout;
    await expect(page).toHaveURL(/\/$/);
    await expectSessionStatus(page, 'anonymous');
    expect(await readUserData(page)).toBeNull();
    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookieNames.filter((name) => name.startsWith('bimbel_'))).toEqual([]);
  });

  test('an expired access token with a live refresh cookie is renewed once and the user stays', async ({
    page,
  }) => {
    const before = await readUserData(page);
    await page.clock.fastForward(HOUR + 60_000);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
    });

    await navigateInApp(page, '/bimbel/user');

    await expect(page.getByRole('heading', { level: 1, name: 'Halo, Dimas!' })).toBeVisible();
    await expect.poll(() => refreshes).toEqual([200]);
    await expect(profileMenuTrigger(page, 'Dimas')).toBeAttached();
    // The refresh's answer arrives before the app has stored the new expiry: wait for the store.
    await expect.poll(async () => (await readUserData(page))?.expires_at ?? 0).toBeGreaterThan((before?.expires_at ?? 0) + HOUR);
    expect((await readUserData(page))?.primary_user.full_name).toBe('Dimas Ardiansyah');

    // A second route change finds a fresh token and asks nothing.
    await navigateInApp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Halo, Dimas!');
    expect(refreshes).toEqual([200]);
  });
});

test.describe('on a page load', () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughApi(page, DEMO_PHONES.studentTrial);
  });

  test('a stored session past its expiry and no refresh cookie: signed out before the private page is used', async ({
    page,
    context,
  }) => {
    await expireStoredSession(page);
    await context.clearCookies({ name: /^bimbel_(refresh|session)$/ });
    // The access cookie still lives, so the server renders the page; the browser's rule ends it.
    await page.goto('/bimbel/user');
    await expect(page).toHaveURL(/\/$/);
    await expectSessionStatus(page, 'anonymous');
    expect(await readUserData(page)).toBeNull();
  });

  test('a stored session past its expiry with a refresh cookie is renewed on load', async ({ page }) => {
    await expireStoredSession(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await page.goto('/');
    expect((await refreshed).status()).toBe(200);
    await expectSessionStatus(page, 'logged-in');
    await expect
      .poll(async () => (await readUserData(page))?.expires_at ?? 0)
      .toBeGreaterThan(Date.now() + HOUR - 5 * 60_000);
  });
});

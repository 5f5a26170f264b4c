import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi, PAGE_WITHOUT_APP } from './support/session.ts';
import { loginForm, logInThroughLoginPage, storedUserData } from './support/login-steps.ts';

const REDIRECT_KEY = 'bimbel_redirect_after_login';

test('a visitor opening a private page logs in and comes back to it', async ({ page }) => {
  // A stale session from long ago: /login?redirect clears local storage (docs/product §2).
  await page.goto(PAGE_WITHOUT_APP);
  await page.evaluate(() => {
    localStorage.setItem(
      'USER_DATA',
      JSON.stringify({
        primary_user: { id: 'old', role: 'student', full_name: 'Lama', country_code: '+62' },
        student_users: [],
        parent_user: null,
        register_token: null,
        expires_at: Date.now() - 60_000,
      }),
    );
    localStorage.setItem('bimbel_tutor_banner_closed', '1');
  });

  const response = await page.goto('/user/select-student');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fselect-student$/);
  await expect(loginForm(page).phone).toBeVisible();
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage[REDIRECT_KEY]).toBe('/user/select-student');
  expect(storage.USER_DATA).toBeUndefined();
  expect(storage.bimbel_tutor_banner_closed).toBeUndefined();
  // The stale session is not refreshed into a sign-out that would carry the visitor home.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await logInThroughLoginPage(page, DEMO_PHONES.studentTrial);
  await expect(page).toHaveURL(/\/user\/select-student$/);
  await expect(page.getByRole('main').getByRole('radio', { name: /Dimas Ardiansyah/ })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), REDIRECT_KEY)).toBeNull();
});

test('a redirect to another site is not followed', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fbimbel&utm_source=iklan');
  await expect(loginForm(page).phone).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), REDIRECT_KEY)).toBeNull();
  await logInThroughLoginPage(page, DEMO_PHONES.studentTrial);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/bimbel$/);
});

test('an expired access token is renewed on the way back to the private page', async ({
  page,
  context,
}, testInfo) => {
  await page.goto(PAGE_WITHOUT_APP);
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  await context.clearCookies({ name: 'bimbel_auth' });
  // Hold the renewal a moment to see the waiting state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/refresh', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/user/select-student');
  await expect(page).toHaveURL(/\/auth-redirect\?to=%2Fuser%2Fselect-student$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sebentar, ya…' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/Kami sedang menyiapkan halamanmu\./);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('auth-redirect.png'), fullPage: true });

  release();
  await expect(page).toHaveURL(/\/user\/select-student$/);
  await expect(page.getByRole('main').getByRole('radio', { name: /Dimas Ardiansyah/ })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'bimbel_auth')).toBe(true);
  expect(await storedUserData(page)).toMatchObject({ primary_user: { full_name: 'Dimas Ardiansyah' } });
});

test('a return whose renewal fails goes to /login with the page remembered', async ({ page }) => {
  await page.goto('/auth-redirect?to=%2Fuser%2Fupdate-user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fupdate-user$/);
  await expect(loginForm(page).phone).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), REDIRECT_KEY)).toBe('/user/update-user');
});

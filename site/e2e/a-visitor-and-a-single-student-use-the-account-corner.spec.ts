import { expectNoAxeViolations } from './axe.ts';
import { expectSessionStatus, profileMenuTrigger, readUserData } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// Each step waits on the server (embedded PostgreSQL) and often a full page load: generous waits
// keep the journeys steady on a busy machine without hiding a missing result.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test("a visitor gets 'Masuk' keeping the query string, and downloads none of the profile code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/?utm_source=wa&kelas=8');
  await expectSessionStatus(page, 'anonymous');
  await expect(page.getByRole('link', { name: 'Masuk' })).toHaveAttribute(
    'href',
    '/login?utm_source=wa&kelas=8',
  );
  await expect(page.getByRole('button', { name: /^Menu profil/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The dropdown, the modals and React Aria load only for someone logged in (and the lead
  // modal only when it opens): chunks are named after their module, with an 8-character hash.
  expect(
    scripts.filter((script) => /\/assets\/(profile-(menu|modal|picker)|Button|modal|lead-modal)-[\w-]{8}\.js$/.test(script)),
  ).toEqual([]);
});

test("a student without siblings has no 'Ganti profil', and 'Profilku' has no parent section", async ({
  page,
}, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  await page.goto('/');
  await expectSessionStatus(page, 'logged-in');

  // Dimas is on a trial: no crown.
  await expect(profileMenuTrigger(page, 'Dimas')).toHaveAccessibleName('Menu profil Dimas, DA');
  await expectNoAxeViolations(page);
  await profileMenuTrigger(page, 'Dimas').click();
  const menu = page.getByRole('menu', { name: 'Menu profil' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Profilku', 'Langganan']);
  await expectNoAxeViolations(page);

  await menu.getByRole('menuitem', { name: 'Profilku' }).click();
  const profile = page.getByRole('dialog', { name: 'Profilku' });
  await expect(profile.getByRole('region', { name: 'Data diri' }).getByRole('definition')).toHaveText([
    'Dimas Ardiansyah',
    '+62 811-0000-0002',
    'SMA/MA',
    'Kelas 11 IPA',
    'Belum diisi',
  ]);
  await expect(profile.getByRole('region', { name: 'Data orangtua' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile-modal-single-student.png') });
});

test("'Keluar' in 'Profilku' signs out: storage cleared, cookies gone, back home", async ({
  page,
  context,
}) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  await page.goto('/bimbel/user');
  await expectSessionStatus(page, 'logged-in');
  await profileMenuTrigger(page, 'Dimas').click();
  await page.getByRole('menuitem', { name: 'Profilku' }).click();
  await page.getByRole('dialog', { name: 'Profilku' }).getByRole('button', { name: 'Keluar' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectSessionStatus(page, 'anonymous');
  expect(await readUserData(page)).toBeNull();
  const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookieNames.filter((name) => name.startsWith('bimbel_'))).toEqual([]);
});

test("on a phone the header has its own 'Keluar' beside the avatar; wider screens show the first name instead", async ({
  page,
}) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expectSessionStatus(page, 'logged-in');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Dimas', { exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Keluar' })).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(banner.getByText('Dimas', { exact: true })).toBeHidden();
  const logout = banner.getByRole('button', { name: 'Keluar' });
  await expect(logout).toBeVisible();
  const box = await logout.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expectSessionStatus(page, 'anonymous');
  // The logout may still be landing on '/': read again while the page is between documents.
  await expect.poll(() => readUserData(page).catch(() => 'navigating')).toBeNull();
});

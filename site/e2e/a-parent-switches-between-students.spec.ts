import { expectNoAxeViolations } from './axe.ts';
import { allKeys, expectSessionStatus, profileMenuTrigger, readUserData } from './support/account.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// Each step waits on the server (embedded PostgreSQL) and often a full page load: generous waits
// keep the journeys steady on a busy machine without hiding a missing result.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const TOKEN_FIELDS = ['access_token', 'refresh_token', 'expires_in', 'token_type'];

test.beforeEach(async ({ page }) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  await page.goto('/');
  await expectSessionStatus(page, 'logged-in');
});

test('a parent switches from Raka to Nadia: the header, the stored session and the subscription follow', async ({
  page,
}, testInfo) => {
  // Raka, the first student, is the profile login opens with; he is a paid subscriber.
  const trigger = profileMenuTrigger(page, 'Raka');
  await expect(trigger).toHaveAccessibleName('Menu profil Raka, RP, pelanggan berbayar');
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Menu profil' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Profilku', 'Ganti profil', 'Laporan mingguan', 'Langganan']);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile-dropdown.png') });

  await menu.getByRole('menuitem', { name: 'Ganti profil' }).click();
  const picker = page.getByRole('dialog', { name: 'Ganti profil' });
  await expect(picker.getByRole('radio')).toHaveCount(2);
  const confirm = picker.getByRole('button', { name: 'Pilih profil' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile-picker.png') });

  await picker.getByRole('radio', { name: /Nadia Putri/ }).check();
  await expect(confirm).toBeEnabled();
  const switched = page.waitForResponse((response) =>
    response.url().endsWith('/user-management/v1/users/switcher'),
  );
  await confirm.click();
  expect((await switched).status()).toBe(200);

  await expect(picker).toBeHidden();
  // Nadia is on the free plan: no crown any more.
  await expect(profileMenuTrigger(page, 'Nadia')).toHaveAccessibleName('Menu profil Nadia, NP');
  const stored = await readUserData(page);
  expect(stored?.primary_user.full_name).toBe('Nadia Putri');
  expect(stored?.student_users.map((student) => student.full_name)).toEqual(['Raka Pratama', 'Nadia Putri']);
  expect(allKeys(stored).filter((key) => TOKEN_FIELDS.includes(key))).toEqual([]);
  expect(stored?.expires_at).toBeGreaterThan(Date.now());

  // The server agrees: the cookies now belong to Nadia.
  const profiles = await page.request.get('/user-management/v1/users/user-profiles');
  expect(
    ((await profiles.json()) as { data: { primary_user: { full_name: string } } }).data.primary_user
      .full_name,
  ).toBe('Nadia Putri');

  await profileMenuTrigger(page, 'Nadia').click();
  await page.getByRole('menuitem', { name: 'Profilku' }).click();
  const profile = page.getByRole('dialog', { name: 'Profilku' });
  await expect(profile.getByRole('region', { name: 'Data diri' })).toContainText('Nadia Putri');
  await expect(profile.getByRole('region', { name: 'Data diri' })).toContainText('Kelas 5');
  await expect(profile.getByRole('region', { name: 'Data orangtua' })).toContainText('Ibu Sari Wulandari');
  await expect(profile.getByRole('region', { name: 'Data orangtua' })).toContainText('+62 811-0000-0001');
  await expect(profile.getByRole('button', { name: 'Keluar' })).toBeVisible();
});

test("'Profilku' shows the student's data, the parent's data and 'Belum diisi' for what is missing", async ({
  page,
}, testInfo) => {
  await profileMenuTrigger(page).click();
  await page.getByRole('menuitem', { name: 'Profilku' }).click();
  const profile = page.getByRole('dialog', { name: 'Profilku' });
  const personal = profile.getByRole('region', { name: 'Data diri' });
  await expect(personal.getByRole('definition')).toHaveText([
    'Raka Pratama',
    // Demo students share the family's number.
    '+62 811-0000-0001',
    'SMP/MTs',
    'Kelas 8',
    'Belum diisi',
  ]);
  await expect(personal.getByRole('term')).toHaveText([
    'Nama lengkap',
    'Nomor HP',
    'Jenjang',
    'Kelas',
    'Email',
  ]);
  await expect(profile.getByRole('region', { name: 'Data orangtua' }).getByRole('definition')).toHaveText([
    'Ibu Sari Wulandari',
    '+62 811-0000-0001',
  ]);
  await expect(profile.getByRole('link', { name: 'Ubah data diri' })).toHaveAttribute(
    'href',
    '/user/update-user',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile-modal.png') });

  // Escape closes it and gives focus back to the dropdown's button.
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(profileMenuTrigger(page)).toBeFocused();
});

test("a failed switch shows 'Maaf ya, ada yang salah. Coba lagi, yuk.' and changes nothing", async ({
  page,
}) => {
  const before = await readUserData(page);
  // The backend failing is the situation under test: the switch call answers 500 once.
  await page.route('**/user-management/v1/users/switcher', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Ada yang salah' } } }),
  );
  await profileMenuTrigger(page, 'Raka').click();
  await page.getByRole('menuitem', { name: 'Ganti profil' }).click();
  const picker = page.getByRole('dialog', { name: 'Ganti profil' });
  await picker.getByRole('radio', { name: /Nadia Putri/ }).check();
  await picker.getByRole('button', { name: 'Pilih profil' }).click();

  await expect(page.getByText('Maaf ya, ada yang salah. Coba lagi, yuk.')).toBeVisible();
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Pilih profil' })).toBeEnabled();
  expect(await readUserData(page)).toEqual(before);
  await expect(profileMenuTrigger(page, 'Raka')).toBeAttached();
});

test('the dropdown and the picker work with the keyboard alone', async ({ page }) => {
  const trigger = profileMenuTrigger(page, 'Raka');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Menu profil' });
  await expect(menu.getByRole('menuitem', { name: 'Profilku' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profilku' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Ganti profil' })).toBeFocused();
  await page.keyboard.press('Enter');

  const picker = page.getByRole('dialog', { name: 'Ganti profil' });
  await expect(picker).toBeVisible();
  // Tab: the close button, then the cards (arrows choose), then 'Pilih profil'.
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'Tutup' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('radio', { name: /Raka Pratama/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('radio', { name: /Nadia Putri/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'Pilih profil' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(picker).toBeHidden();
  await expect(profileMenuTrigger(page, 'Nadia')).toBeAttached();
  expect((await readUserData(page))?.primary_user.full_name).toBe('Nadia Putri');
});
